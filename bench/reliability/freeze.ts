// Frozen PostgreSQL benchmark (`npm run bench:freeze`, after `npm run build`): votes at 100 a second
// against a production server on a throwaway PostgreSQL, whose processes are stopped (SIGSTOP) for
// 25 s in the middle and then continued. Prints the votes' answer times (p50/p99/max) and statuses
// during the freeze, and whether any vote answered 503 was stored anyway.
//
//   npm run bench:freeze [-- --script <copy of dist/server.mjs>]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { startPostgres } from '../../tests/setup/pg-server';
import { startProductionServer } from '../../tests/setup/production-server.mjs';
import { postVote, visitorAddress } from '../../tests/setup/votes.mjs';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1]! : fallback;
};
const script = arg('script', 'dist/server.mjs');
const freezeMs = 25_000;

const database = await startPostgres();
const server = await startProductionServer({
  script,
  env: {
    DATABASE_URL: database.url,
    FEEDBACK_RATE_LIMIT: '1000000',
    SERVER_MAX_CONNECTIONS_PER_CLIENT: '1024',
    FEEDBACK_DB_PATH: '',
  },
});

/** The `n`th vote, from one of many local addresses: status (0 without one) and time. */
const vote = (n: number): Promise<{ id: string; status: number; ms: number }> =>
  postVote({ port: server.port, comment: `freeze ${n}`, page: '/docs', from: visitorAddress(n) }).then(
    (outcome) => ({ id: `freeze ${n}`, ...outcome }),
  );

/** The postmaster and its children: what SIGSTOP freezes. */
const processes = () => {
  const main = readFileSync(join(database.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]!.trim();
  const children = execFileSync('pgrep', ['-P', main]).toString().trim().split('\n').filter(Boolean);
  return [main, ...children];
};

// Warm up: the store's tables exist and its pool is open.
for (let n = 0; n < 20; n += 1) await vote(-n - 1);

let pids: string[] = [];
/** Proves the freeze: a query of its own on a new connection gets no answer within a second. */
async function frozenCheck() {
  const probe = new pg.Client({
    connectionString: database.url,
    connectionTimeoutMillis: 1000,
    query_timeout: 1000,
  });
  const answered = await probe
    .connect()
    .then(() => probe.query('SELECT 1'))
    .then(
      () => true,
      () => false,
    );
  await probe.end().catch(() => undefined);
  console.log(
    answered
      ? 'WARNING: PostgreSQL answered during the freeze'
      : 'freeze checked: PostgreSQL does not answer',
  );
}
const votes: Promise<{ id: string; status: number; ms: number }>[] = [];
let frozen = false;
const sending = (async () => {
  for (let n = 0; n < (freezeMs / 1000 + 10) * 100; n += 1) {
    if (n === 500) {
      execFileSync('kill', ['-STOP', ...processes()]);
      frozen = true;
      void frozenCheck();
      pids = processes();
      setTimeout(() => {
        execFileSync('kill', ['-CONT', ...pids]);
        frozen = false;
      }, freezeMs);
    }
    const during = frozen;
    votes.push(
      vote(n).then((outcome) => ({ ...outcome, id: during ? `${outcome.id} (frozen)` : outcome.id })),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
})();
await sending;
const outcomes = await Promise.all(votes);
await new Promise((resolve) => setTimeout(resolve, 3000));
server.stop();

const client = new pg.Client({ connectionString: database.url });
await client.connect();
const { rows } = await client.query<{ comment: string }>(
  "SELECT comment FROM feedback WHERE comment LIKE 'freeze %'",
);
await client.end();
database.stop();

const stored = new Set(rows.map((row) => row.comment));
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const duringFreeze = outcomes.filter((o) => o.id.endsWith('(frozen)'));
const times = duringFreeze.map((o) => o.ms);
const byStatus = (list: typeof outcomes) =>
  Object.entries(
    list.reduce<Record<string, number>>(
      (counts, o) => ((counts[o.status] = (counts[o.status] ?? 0) + 1), counts),
      {},
    ),
  )
    .map(([status, n]) => `${status === '0' ? 'no answer' : status} ${n}`)
    .join(', ');
const idOf = (o: { id: string }) => o.id.replace(' (frozen)', '');
console.log(`## PostgreSQL frozen for ${freezeMs / 1000} s at 100 votes/s (${script})\n`);
console.log(
  `votes sent during the freeze: ${duringFreeze.length}; answer time p50 ${quantile(times, 0.5).toFixed(0)} ms, ` +
    `p99 ${quantile(times, 0.99).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms; ${byStatus(duringFreeze)}`,
);
console.log(
  `all votes: ${outcomes.length}; ${byStatus(outcomes)}; answered 204 and stored ` +
    `${outcomes.filter((o) => o.status === 204 && stored.has(idOf(o))).length}/${outcomes.filter((o) => o.status === 204).length}; ` +
    `answered 503 and stored anyway ${outcomes.filter((o) => o.status === 503 && stored.has(idOf(o))).length}`,
);
