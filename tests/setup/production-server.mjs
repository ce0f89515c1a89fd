// Starts the production server (`npm start`'s dist/server.mjs, from `npm run build`) for a benchmark
// and waits until it answers: bench/lighthouse, bench/search and bench/feedback use it; freePort is
// shared with the throwaway PostgreSQL server of the tests (pg-server.ts).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Serves the build on `port` (a free one when not given) with `env` added to the environment.
 * Resolves once `probe` answers 2xx; `stop()` ends the server and its children. `script` is the
 * server bundle (a copy of an earlier one, for a before/after figure).
 */
export async function startProductionServer({
  port,
  env = {},
  probe = '/robots.txt',
  stderr = false,
  script = 'dist/server.mjs',
} = {}) {
  const chosen = port ?? (await freePort());
  const child = spawn('node', [script, '-p', String(chosen)], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', stderr ? 'inherit' : 'ignore'],
    detached: true,
  });
  const origin = `http://127.0.0.1:${chosen}`;
  const stop = () => {
    try {
      process.kill(-child.pid);
    } catch {
      // already gone
    }
  };
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${origin}${probe}`)).ok) return { origin, port: chosen, process: child, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`the production server did not answer on ${origin}; run \`npm run build\` first`);
}
