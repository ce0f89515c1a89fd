// Load benchmark of the insights beacon, POST /api/insights, against the production server.
//
//   npm run build && npm run bench:insights -- ingest [--duration 20 --connections 50 --store sqlite|postgres]
//
// Starts dist/server.mjs with a fresh store, sends page-view events of a few hundred pages with
// autocannon on loopback, waits for the write batch, then checks that the rollups hold every event
// answered 204. Exits 1 when an event is lost or extra, or below the target: >= 5,000 events/s with
// p99 <= 50 ms on one instance.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { readBuiltPages } from '../../lib/built-pages';
import { startPostgres } from '../../tests/setup/pg-server';
import { startProductionServer } from '../../tests/setup/production-server.mjs';

const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
};
const duration = Number(option('duration', '20'));
const connections = Number(option('connections', '50'));
const store = option('store', 'sqlite');
const token = 'bench-admin-token-0123456789abcdef';
const target = { rps: 5000, p99: 50 };

export async function benchIngest(): Promise<string[]> {
  const cleanups: (() => void)[] = [];
  try {
    let env: Record<string, string>;
    if (store === 'postgres') {
      const server = await startPostgres();
      cleanups.push(() => server.stop());
      env = { DATABASE_URL: server.url };
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'bench-insights-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      env = { FEEDBACK_DB_PATH: join(dir, 'feedback.sqlite'), DATABASE_URL: '' };
    }
    const site = await startProductionServer({
      env: { INSIGHTS_RATE_LIMIT: '1000000000', INSIGHTS_TOKEN: token, ...env },
      stderr: true,
    });
    cleanups.unshift(site.stop);
    const pages = [...(readBuiltPages()?.pages ?? ['/docs'])].slice(0, 300);
    // Bodies made beforehand: autocannon cycles through them, so the load generator (on the same
    // machine) spends its time sending, not building JSON.
    const requests = pages.map((path, index) => ({
      method: 'POST' as const,
      path: '/api/insights',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'view', path, viewport: index % 3 ? 'wide' : 'narrow' }),
    }));
    await autocannon({ url: site.origin, requests, connections: 10, duration: 3 });
    const today = new Date().toISOString().slice(0, 10);
    const views = async () => {
      const response = await fetch(
        `${site.origin}/api/insights/data?view=overview&from=${today}&to=${today}`,
        {
          headers: { Authorization: `Bearer ${token}` },
        },
      );
      const body = (await response.json()) as { figures: { label: string; value: string }[] };
      return Number(body.figures.find((figure) => figure.label === 'Page views')!.value.replace(/,/g, ''));
    };
    // The write batch is written within moments of the last answer.
    const settle = async () => {
      let last = -1;
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        const now = await views();
        if (now === last) return now;
        last = now;
      }
    };
    const warm = await settle();
    const result = await autocannon({ url: site.origin, requests, connections, duration });
    const counted = (await settle()) - warm;
    const line = {
      store,
      'events/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      '204': result['2xx'],
      'non-2xx': result.non2xx,
      errors: result.errors + result.timeouts,
      'views counted': counted,
    };
    console.log(JSON.stringify(line));
    const failures: string[] = [];
    if (result.non2xx > 0) failures.push(`${store}: some answers were not 204`);
    // autocannon stops at the deadline with up to one request per connection in flight.
    if (counted < result['2xx'] || counted > result['2xx'] + connections)
      failures.push(`${store}: ${result['2xx']} events were answered 204 but ${counted} views were counted`);
    if (line['events/s'] < target.rps || line['p99 ms'] > target.p99)
      failures.push(`${store}: below the target of ${target.rps} events/s at p99 <= ${target.p99} ms`);
    return failures;
  } finally {
    for (const cleanup of cleanups) cleanup();
  }
}
