// Scale-out benchmark: two production instances behind nginx, sharing one PostgreSQL.
//
//   npm run build && npm run bench:scale [-- --duration 20 --connections 64]
//
// Needs Debian's nginx, wrk and PostgreSQL (`apt-get install -y nginx wrk postgresql`). It starts a
// throwaway PostgreSQL, two instances of dist/server.mjs on loopback ports (TRUSTED_PROXIES=loopback)
// and nginx with deploy/nginx.conf (only its ports, paths and pid rewritten), then:
//   1. load: wrk POSTs votes through nginx from many client addresses (X-Forwarded-For, which nginx
//      appends to and the app believes up to nginx) for `duration` seconds;
//   2. exact: a fixed number of votes, every answer read: rows stored must equal the 2xx answers;
//   3. one client: 2 × FEEDBACK_RATE_LIMIT votes from one address, alternating between the instances
//      (nginx's round robin): exactly the limit is accepted;
//   4. failover: the load again, with one instance stopped (SIGTERM) halfway: nginx routes around it
//      and every acknowledged vote is stored.
// Exits 1 when a vote is lost, the one-client cap is wrong, or the load misses its target.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { startPostgres } from '../../tests/setup/pg-server';
import { freePort, startProductionServer } from '../../tests/setup/production-server.mjs';
import { storedRows } from '../feedback/stored-rows';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}

const duration = Number(option('duration', '20'));
const connections = Number(option('connections', '64'));
const oneClientLimit = 20;
const token = 'bench-admin-token-0123456789abcdef';
const target = { rps: 2500, p99: 80 };

for (const tool of ['nginx', 'wrk']) {
  if (spawnSync('sh', ['-c', `command -v ${tool} || test -x /usr/sbin/${tool}`]).status !== 0) {
    console.error(`${tool} is missing: apt-get install -y nginx wrk postgresql`);
    process.exit(2);
  }
}
const nginxBin = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

interface WrkResult {
  requests: number;
  non2xx: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

/** Runs wrk with the vote script; wrk's own summary is parsed (latencies in ms). */
function wrk(url: string, page: string, seconds: number): Promise<WrkResult> {
  return new Promise((done, fail) => {
    const child = spawn(
      'wrk',
      ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', resolve('bench/scale/vote.lua'), url],
      { env: { ...process.env, VOTE_PAGE: page }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', fail);
    child.on('close', () => {
      const ms = (text: string | undefined) => {
        const match = /([\d.]+)(us|ms|s)/.exec(text ?? '');
        if (!match) return NaN;
        const value = Number(match[1]);
        return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
      };
      const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN);
      const errorsLine = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
      done({
        requests,
        non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
        errors: errorsLine ? errorsLine.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
        rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
        p50: ms(/^\s+50%\s+(\S+)/m.exec(out)?.[1]),
        p99: ms(/^\s+99%\s+(\S+)/m.exec(out)?.[1]),
      });
    });
  });
}

/** deploy/nginx.conf with its ports, paths and pid pointed at this run. */
function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  const root = process.cwd();
  let conf = readFileSync('deploy/nginx.conf', 'utf8');
  const replace = (from: RegExp, to: string | ((match: string) => string)) => {
    if (!new RegExp(from.source, from.flags.replace('g', '')).test(conf))
      throw new Error(`deploy/nginx.conf no longer has ${from}: update bench/scale/run.ts`);
    conf = typeof to === 'string' ? conf.replace(from, to) : conf.replace(from, to);
  };
  replace(/^pid .*;/m, `pid ${dir}/nginx.pid;`);
  replace(/^error_log .*;/m, `error_log ${dir}/error.log warn;\nuser root;`);
  // Each upstream block (pages, votes) lists the instances: the run's instead.
  replace(/upstream \w+ \{[^}]*\}/g, (block) =>
    block.replace(
      /(\n\s*server 127\.0\.0\.1:\d+ [^;]*;)+/,
      upstreams.map((p) => `\n    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join(''),
    ),
  );
  replace(/proxy_cache_path \/var\/cache\/nginx-spanlight/, `proxy_cache_path ${dir}/cache`);
  replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  replace(/root \/srv\/spanlight\/public;/, `root ${root}/public;`);
  replace(/alias \/srv\/spanlight\/\.next\/static\/;/, `alias ${root}/.next/static/;`);
  // Temporary files of nginx's own, in the run's folder.
  replace(/http \{/, `http {\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;`);
  return conf;
}

/** Stopped first: nginx and the instances; then, once they have let go, the database and files. */
const cleanups: (() => void)[] = [];
const lastCleanups: (() => void)[] = [];
const failures: string[] = [];
try {
  const database = await startPostgres();
  lastCleanups.push(() => database.stop());
  const env = {
    DATABASE_URL: database.url,
    TRUSTED_PROXIES: 'loopback',
    FEEDBACK_ADMIN_TOKEN: token,
    FEEDBACK_DB_PATH: '',
  };
  // Two instances for the load (a limit no load reaches) ...
  const loadPorts = [await freePort(), await freePort()];
  const startInstances = async (ports: number[], limit: string) => {
    const started = [];
    for (const port of ports) {
      const site = await startProductionServer({
        port,
        env: { ...env, FEEDBACK_RATE_LIMIT: limit },
        stderr: true,
      });
      cleanups.unshift(site.stop);
      started.push(site);
    }
    return started;
  };
  const dir = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  chmodSync(dir, 0o755);
  lastCleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const startNginx = async (name: string, upstreams: number[]) => {
    const port = await freePort();
    const folder = join(dir, name);
    execFileSync('mkdir', ['-p', folder]);
    const conf = join(folder, 'nginx.conf');
    writeFileSync(conf, nginxConfig(folder, port, upstreams));
    execFileSync(nginxBin, ['-t', '-q', '-c', conf, '-p', folder]);
    const child = spawn(nginxBin, ['-c', conf, '-p', folder, '-g', 'daemon off;'], { stdio: 'inherit' });
    cleanups.unshift(() => child.kill('SIGQUIT'));
    const origin = `http://127.0.0.1:${port}`;
    for (let attempt = 0; attempt < 40; attempt += 1) {
      try {
        if ((await fetch(`${origin}/robots.txt`)).ok) return origin;
      } catch {
        // not yet
      }
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error(`nginx did not answer; see ${folder}/error.log`);
  };

  const loadSites = await startInstances(loadPorts, '1000000000');
  const web = await startNginx('load', loadPorts);
  const votes = `${web}/api/feedback`;
  console.log(
    `POST /api/feedback through nginx to 2 instances, PostgreSQL 15; wrk ${connections} connections, ${duration} s`,
  );

  // Warm-up (every instance compiles its routes and opens its pool).
  await wrk(votes, '/bench/warm-up', 3);

  // 1. Load.
  // Votes are stored for the site's own pages only: each run counts on a page of its own (the
  // database is fresh).
  const loadPage = '/docs/get-started';
  const load = await wrk(votes, loadPage, duration);
  const loadRows = await storedRows(web, loadPage, token);
  const ok = load.requests - load.non2xx;
  console.log(JSON.stringify({ run: 'load', ...load, '2xx': ok, 'rows stored': loadRows }));
  if (load.non2xx > 0 || load.errors > 0)
    failures.push(`load: ${load.non2xx} non-2xx, ${load.errors} socket errors`);
  // wrk stops with up to one request per connection in flight, which may still be stored.
  if (loadRows < ok || loadRows > ok + connections)
    failures.push(`load: ${ok} votes acknowledged, ${loadRows} stored`);
  if (load.rps < target.rps || load.p99 > target.p99)
    failures.push(
      `load: ${Math.round(load.rps)} requests/s at p99 ${load.p99} ms, target ${target.rps} at <= ${target.p99} ms`,
    );

  // 2. Exact: a fixed number of votes, every answer read.
  const exactPage = '/docs/data-model';
  const exact = await autocannon({
    url: votes,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: exactPage, feedback: 'positive', comment: 'Exact run.' }),
    connections: 32,
    amount: 5000,
    setupClient: (client) =>
      client.setHeaders({
        'content-type': 'application/json',
        'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      }),
  });
  const exactRows = await storedRows(web, exactPage, token);
  console.log(
    JSON.stringify({ run: 'exact', '2xx': exact['2xx'], 'non-2xx': exact.non2xx, 'rows stored': exactRows }),
  );
  if (exactRows !== exact['2xx']) failures.push(`exact: ${exact['2xx']} acknowledged, ${exactRows} stored`);

  // 3. One client across both instances, with the real limit.
  const limitedPorts = [await freePort(), await freePort()];
  await startInstances(limitedPorts, String(oneClientLimit));
  const limitedWeb = await startNginx('limited', limitedPorts);
  const clientPage = '/docs/glossary';
  let accepted = 0;
  let limited = 0;
  for (let vote = 0; vote < oneClientLimit * 2; vote += 1) {
    const response = await fetch(`${limitedWeb}/api/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: JSON.stringify({ page: clientPage, feedback: 'positive' }),
    });
    if (response.ok) accepted += 1;
    else if (response.status === 429) limited += 1;
  }
  console.log(
    JSON.stringify({
      run: 'one client',
      sent: oneClientLimit * 2,
      accepted,
      '429': limited,
      limit: oneClientLimit,
    }),
  );
  if (accepted !== oneClientLimit)
    failures.push(`one client: ${accepted} accepted across both instances, limit ${oneClientLimit}`);

  // 4. Failover: one instance stopped halfway through the load.
  const failoverPage = '/docs/playground';
  const running = wrk(votes, failoverPage, duration);
  await new Promise((done) => setTimeout(done, (duration * 1000) / 2));
  loadSites[0]!.stop();
  const failover = await running;
  const failoverRows = await storedRows(web, failoverPage, token);
  const failoverOk = failover.requests - failover.non2xx;
  console.log(
    JSON.stringify({ run: 'failover', ...failover, '2xx': failoverOk, 'rows stored': failoverRows }),
  );
  if (failoverRows < failoverOk)
    failures.push(`failover: ${failoverOk} acknowledged, only ${failoverRows} stored`);
} finally {
  const run = (list: (() => void)[]) => {
    for (const cleanup of list) {
      try {
        cleanup();
      } catch {
        // already gone
      }
    }
  };
  run(cleanups);
  // SIGTERM lets each instance finish and close its pool before the database goes.
  await new Promise((done) => setTimeout(done, 3000));
  run(lastCleanups);
}
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exitCode = 1;
}
