// Read-only and full-disk benchmark (`npm run bench:readonly`, after `npm run build`; needs root, for
// `mount`): the feedback database lives on a small tmpfs that is
//   1. remounted read-only, then the server started (as after a failed disk came back read-only);
//   2. remounted writable while the server runs;
//   3. filled to the last byte, then emptied again.
// In each phase it sends votes and asks /api/health?deep=1, and prints what they answered, so a
// store that never recovers without a restart, or a health check that says ok while nothing can be
// written, shows.
//
//   npm run bench:readonly [-- --script <copy of dist/server.mjs>]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProductionServer } from '../../tests/setup/production-server.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const script = arg('script', 'dist/server.mjs');
const dir = mkdtempSync(join(tmpdir(), 'bench-readonly-'));
const mount = (...options) => execFileSync('mount', [...options, dir]);
mount('-t', 'tmpfs', '-o', 'size=4m', 'tmpfs');
const file = join(dir, 'feedback.sqlite');
const env = { FEEDBACK_DB_PATH: file, FEEDBACK_RATE_LIMIT: '1000000' };

let n = 0;
/** Ten votes and three deep health checks; the statuses each got. */
async function probe(origin) {
  const votes = [];
  for (let i = 0; i < 10; i += 1) {
    n += 1;
    const response = await fetch(`${origin}/api/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page: '/docs', feedback: 'positive', comment: `readonly ${n}` }),
    }).catch(() => ({ status: 0 }));
    votes.push(response.status);
  }
  const health = [];
  for (let i = 0; i < 3; i += 1) {
    health.push((await fetch(`${origin}/api/health?deep=1`).catch(() => ({ status: 0 }))).status);
    await new Promise((resolve) => setTimeout(resolve, 1100));
  }
  const summary = (list) =>
    Object.entries(list.reduce((counts, s) => ((counts[s] = (counts[s] ?? 0) + 1), counts), {}))
      .map(([status, count]) => `${status} x${count}`)
      .join(', ');
  return `votes ${summary(votes)}; deep health ${summary(health)}`;
}

const rows = [];
try {
  // The database exists (a first server wrote it), then the disk comes back read-only.
  let server = await startProductionServer({ script, env, stderr: Boolean(process.env.BENCH_STDERR) });
  await probe(server.origin);
  server.stop();
  await new Promise((resolve) => setTimeout(resolve, 500));
  mount('-o', 'remount,ro');
  server = await startProductionServer({ script, env, stderr: Boolean(process.env.BENCH_STDERR) });
  rows.push(['started on a read-only mount', await probe(server.origin)]);
  mount('-o', 'remount,rw');
  rows.push(['remounted writable (no restart)', await probe(server.origin)]);
  // The disk fills up.
  const filler = join(dir, 'filler');
  try {
    execFileSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=64k'], { stdio: 'ignore' });
  } catch {
    // dd stops with an error when the disk is full: that is the point.
  }
  rows.push(['disk full', await probe(server.origin)]);
  unlinkSync(filler);
  rows.push(['space freed (no restart)', await probe(server.origin)]);
  server.stop();
} finally {
  await new Promise((resolve) => setTimeout(resolve, 500));
  execFileSync('umount', [dir]);
  rmSync(dir, { recursive: true, force: true });
}
console.log(`## Read-only and full disk (${script})\n\n| phase | answers |\n|---|---|`);
for (const [phase, answers] of rows) console.log(`| ${phase} | ${answers} |`);
