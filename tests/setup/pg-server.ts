// A throwaway PostgreSQL server on 127.0.0.1 in a temporary data directory, from Debian's package
// (`apt-get install -y postgresql`). PostgreSQL refuses to run as root, so as root the server runs as
// the `postgres` user. Used by the integration tests (tests/setup/postgres.ts) and bench/feedback.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './production-server.mjs';

export function postgresBin(name: string): string {
  const roots = process.env.PG_BIN ? [process.env.PG_BIN] : [];
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
    roots.push(...versions.map((version) => join('/usr/lib/postgresql', version, 'bin')));
  }
  const found = roots.map((root) => join(root, name)).find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      `PostgreSQL's ${name} was not found (looked in ${roots.join(', ') || '/usr/lib/postgresql/*/bin'}). ` +
        'Install it with `apt-get install -y postgresql` (make test does so as root), set PG_BIN to its bin ' +
        'directory, or set TEST_DATABASE_URL to a server the tests may create databases on.',
    );
  }
  return found;
}

export interface PostgresServer {
  /** A connection URL for the superuser `spanlight` and the `postgres` database. */
  url: string;
  /** The server's data directory (its `postmaster.pid` names the main process). */
  dataDir: string;
  stop(): void;
}

/**
 * Starts a server; `settings` are extra `-c name=value` server settings (the tests turn durability
 * off for speed; the benchmark keeps the defaults).
 */
export async function startPostgres(settings: Record<string, string> = {}): Promise<PostgresServer> {
  const root = process.getuid?.() === 0;
  const run = (bin: string, args: string[]) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', postgresBin(bin), ...args], { stdio: 'pipe' })
      : execFileSync(postgresBin(bin), args, { stdio: 'pipe' });

  const dir = mkdtempSync(join(tmpdir(), 'spanlight-pg-'));
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  const options = Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`);
  try {
    run('initdb', [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'spanlight',
      '-E',
      'UTF8',
      '--no-sync',
      '--no-instructions',
    ]);
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-o',
      [`-h 127.0.0.1 -p ${port} -k ${dir}`, ...options].join(' '),
      'start',
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const output = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`Could not start a PostgreSQL server: ${output || String(error)}`);
  }
  return {
    url: `postgres://spanlight@127.0.0.1:${port}/postgres`,
    dataDir: data,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
