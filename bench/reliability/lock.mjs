// SQLite lock benchmark (`npm run bench:lock`, after `npm run build`): another process holds the
// feedback database's exclusive lock for 6 s while votes arrive at 100 a second and a monitor asks
// /api/health every 50 ms. Prints the health check's p50/p99/max during the lock and what became of
// the votes (stored, answered 503, and whether every 503 was left unstored).
//
//   npm run bench:lock [-- --script <copy of dist/server.mjs>]
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startProductionServer } from '../../tests/setup/production-server.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const script = arg('script', 'dist/server.mjs');
const file = join(mkdtempSync(join(tmpdir(), 'bench-lock-')), 'feedback.sqlite');
const server = await startProductionServer({
  script,
  env: { FEEDBACK_DB_PATH: file, FEEDBACK_RATE_LIMIT: '1000000' },
});
// One vote first, so the database and its tables exist before the lock.
await fetch(`${server.origin}/api/feedback`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ page: '/docs', feedback: 'positive', comment: 'warm-up' }),
});

/**
 * One request on a new connection from `from` (votes come from many visitors: 127.0.0.x each, as the
 * per-client connection limit would otherwise refuse one client's 200 waiting votes); its status, or 0.
 */
function send(from, method, path, body) {
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        localAddress: from,
        method,
        path,
        agent: false,
        headers: body ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

const other = new Database(file);
const lockMs = 6000;
other.exec('BEGIN EXCLUSIVE');
const released = new Promise((resolve) =>
  setTimeout(() => {
    other.exec('COMMIT');
    resolve();
  }, lockMs),
);
// The lock is held by this process's own connection: its event loop stays free to send requests.

const health = [];
let watching = true;
const monitor = (async () => {
  while (watching) {
    const started = performance.now();
    await send('127.0.0.2', 'GET', '/api/health');
    health.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
})();

const votes = [];
for (let i = 0; i < (lockMs / 1000) * 100; i += 1) {
  const id = `lock ${i}`;
  votes.push(
    send(
      `127.0.0.${10 + (i % 240)}`,
      'POST',
      '/api/feedback',
      JSON.stringify({ page: '/docs', feedback: 'positive', comment: id }),
    ).then((status) => ({ id, status })),
  );
  await new Promise((resolve) => setTimeout(resolve, 10));
}
const outcomes = await Promise.all(votes);
await released;
watching = false;
await monitor;
// Let anything still queued finish before reading what was stored.
await new Promise((resolve) => setTimeout(resolve, 3000));
server.stop();

const stored = new Set(
  new Database(file, { readonly: true })
    .prepare("SELECT comment FROM feedback WHERE comment LIKE 'lock %'")
    .all()
    .map((row) => row.comment),
);
const acknowledged = outcomes.filter((o) => o.status === 204);
const refused = outcomes.filter((o) => o.status === 503);
console.log(`## SQLite locked for ${lockMs / 1000} s (${script})\n`);
console.log(
  `/api/health during the lock: p50 ${quantile(health, 0.5).toFixed(0)} ms, p99 ${quantile(health, 0.99).toFixed(0)} ms, max ${Math.max(...health).toFixed(0)} ms (${health.length} checks)`,
);
console.log(
  `votes: ${outcomes.length} sent, ${acknowledged.length} answered 204 (${acknowledged.filter((o) => stored.has(o.id)).length} stored), ` +
    `${refused.length} answered 503 (${refused.filter((o) => stored.has(o.id)).length} stored anyway), ` +
    `${outcomes.length - acknowledged.length - refused.length} other`,
);
