// Load benchmark of POST /api/feedback against the production server, once per store.
//
//   npm run build && npm run bench:feedback [-- --store sqlite|postgres|both --duration 30 --connections 50]
//
// For each store it starts the production server (`npm start`'s dist/server.mjs) on a free port with a fresh database (a temporary SQLite file;
// a throwaway PostgreSQL server from Debian's package with default durability settings), raises the
// rate limit through FEEDBACK_RATE_LIMIT, warms the route up, runs autocannon on loopback, then
// checks through the admin summary that the rows stored equal the 2xx answers. Exits 1 when a row
// is lost or extra, or when the SQLite run misses its target (>= 2,000 requests/s at p99 <= 50 ms).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startPostgres } from '../../tests/setup/pg-server';
import { startProductionServer } from '../../tests/setup/production-server.mjs';
import { storedRows } from './stored-rows';

type Store = 'sqlite' | 'postgres';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}

const duration = Number(option('duration', '30'));
const connections = Number(option('connections', '50'));
const stores: Store[] =
  option('store', 'both') === 'both' ? ['sqlite', 'postgres'] : [option('store', 'sqlite') as Store];
const token = 'bench-admin-token-0123456789abcdef';
const target = { rps: 2000, p99: 50 };

function startSite(env: Record<string, string>) {
  return startProductionServer({
    env: {
      FEEDBACK_RATE_LIMIT: '1000000000',
      FEEDBACK_ADMIN_TOKEN: token,
      DATABASE_URL: '',
      FEEDBACK_DB_PATH: '',
      ...env,
    },
    stderr: true,
  });
}

async function bench(store: Store) {
  const cleanups: (() => void)[] = [];
  try {
    let env: Record<string, string>;
    if (store === 'sqlite') {
      const dir = mkdtempSync(join(tmpdir(), 'bench-feedback-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      env = { FEEDBACK_DB_PATH: join(dir, 'feedback.sqlite') };
    } else {
      const server = await startPostgres();
      cleanups.push(() => server.stop());
      env = { DATABASE_URL: server.url };
    }
    const site = await startSite(env);
    cleanups.unshift(site.stop);

    // Votes are stored for the site's own pages only: each run counts on a page of its own in a fresh
    // database.
    const page = '/docs/get-started';
    const request = (p: string) => ({
      url: `${site.origin}/api/feedback`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        page: p,
        feedback: 'negative',
        comment: 'Load test comment of a realistic length.',
      }),
    });
    await autocannon({ ...request('/docs'), connections: 10, duration: 3 });

    // The timed run: autocannon stops at the deadline with up to one request per connection in
    // flight, which the server may still store, so its rows lie between the 2xx count and that plus
    // the connections.
    const result = await autocannon({ ...request(page), connections, duration });
    const rows = await storedRows(site.origin, page, token);
    const ok = result['2xx'];
    // The exact count: a fixed number of requests, every answer read, rows must equal the 2xx.
    const exactPage = '/docs/data-model';
    const exact = await autocannon({ ...request(exactPage), connections, amount: 10_000 });
    const exactRows = await storedRows(site.origin, exactPage, token);
    const line = {
      store,
      'requests/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      '2xx': ok,
      'non-2xx': result.non2xx,
      errors: result.errors + result.timeouts,
      'rows stored': rows,
      'exact run 2xx': exact['2xx'],
      'exact run rows': exactRows,
    };
    console.log(JSON.stringify(line));
    const failures: string[] = [];
    if (result.non2xx > 0 || exact.non2xx > 0) failures.push(`${store}: some answers were not 2xx`);
    if (rows < ok || rows > ok + connections)
      failures.push(`${store}: ${ok} answers were 2xx but ${rows} rows were stored`);
    if (exactRows !== exact['2xx'])
      failures.push(
        `${store}: exact run: ${exact['2xx']} answers were 2xx but ${exactRows} rows were stored`,
      );
    if (store === 'sqlite' && (line['requests/s'] < target.rps || line['p99 ms'] > target.p99))
      failures.push(`sqlite: below the target of ${target.rps} requests/s at p99 <= ${target.p99} ms`);
    return failures;
  } finally {
    for (const cleanup of cleanups) cleanup();
  }
}

const failures: string[] = [];
console.log(`POST /api/feedback, ${connections} connections, ${duration} s per store, loopback`);
for (const store of stores) failures.push(...(await bench(store)));
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exitCode = 1;
}
