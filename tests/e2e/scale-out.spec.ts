import { expect, test } from '@playwright/test';
import pg from 'pg';
import { startPostgres, type PostgresServer } from '../setup/pg-server';
import { startProductionServer } from '../setup/production-server.mjs';

/**
 * Two production instances on one PostgreSQL, as behind a load balancer: one client's requests
 * alternating between them meet one limit, not one per instance, every vote acknowledged is stored
 * once, and when the database goes away pages and Ask AI keep answering (the limits fall back to each
 * process's memory) while votes are refused with 503.
 */

type Answer = { status: number; retryAfter: string | null };

async function post(
  origin: string,
  path: string,
  body: unknown,
  accept = 'application/json',
): Promise<Answer> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { status: response.status, retryAfter: response.headers.get('retry-after') };
}

/**
 * The limits count in fixed windows of the database's clock (a minute each). A burst that crossed
 * into the next window would rightly get a second allowance, so one that would start in the last
 * seconds of a window waits for the next one (on average well under a second per run).
 */
async function awayFromWindowEnd(client: pg.Client) {
  const { rows } = await client.query<{ ms: string }>(
    'SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint % 60000 AS ms',
  );
  const intoWindow = Number(rows[0]!.ms);
  if (intoWindow > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoWindow + 100));
}

const refusedWithRetryAfter = (answer: Answer) =>
  answer.status === 429 && Number(answer.retryAfter) >= 1 && Number(answer.retryAfter) <= 60;

const insightsToken = 'scale-out-insights-token-0123456789';

/** The overview's figures as an instance reads them from the shared store. */
async function insightFigures(origin: string) {
  const response = await fetch(`${origin}/api/insights/data?view=overview`, {
    headers: { Authorization: `Bearer ${insightsToken}` },
  });
  return ((await response.json()) as { figures: { label: string; value: string }[] }).figures;
}

test('two instances on one PostgreSQL enforce one limit, store every acknowledged vote once and show one set of insights', async () => {
  test.setTimeout(60_000);
  let database: PostgresServer | undefined = await startPostgres({ fsync: 'off', synchronous_commit: 'off' });
  const env = {
    DATABASE_URL: database.url,
    FEEDBACK_RATE_LIMIT: '20',
    ASSISTANT_RATE_LIMIT: '4',
    MCP_RATE_LIMIT: '6',
    INSIGHTS_TOKEN: insightsToken,
  };
  const instances = await Promise.all([
    startProductionServer({ env, probe: '/api/health' }),
    startProductionServer({ env, probe: '/api/health' }),
  ]);
  const client = new pg.Client({ connectionString: database.url });
  try {
    await client.connect();
    // Both on loopback without TRUSTED_PROXIES: the client is 127.0.0.1 to each, as one visitor
    // behind a load balancer is to every instance.
    const [a, b] = instances.map((instance) => instance.origin) as [string, string];
    const alternate = (i: number) => (i % 2 === 0 ? a : b);
    await awayFromWindowEnd(client);

    const votes = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(alternate(i), '/api/feedback', { page: '/docs', feedback: 'positive', comment: `scale-${i}` }),
      ),
    );
    const questions = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(alternate(i), '/api/ask', { question: 'How do I trace a call?', locale: 'en-US' }),
      ),
    );
    const mcp = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(
          alternate(i),
          '/api/mcp',
          {
            jsonrpc: '2.0',
            id: i,
            method: 'initialize',
            params: {
              protocolVersion: '2025-06-18',
              capabilities: {},
              clientInfo: { name: 'x', version: '1' },
            },
          },
          'application/json, text/event-stream',
        ),
      ),
    );

    const acknowledged = votes.flatMap((answer, i) => (answer.status === 204 ? [`scale-${i}`] : []));
    expect(acknowledged).toHaveLength(20);
    expect(votes.filter(refusedWithRetryAfter)).toHaveLength(20);
    // One count: afterwards each instance refuses the next vote. (Which instance acknowledged which
    // of the 40 depends on how the burst was grouped into statements: under load each instance sends
    // the votes that arrive together as one count, so one may have taken all 20.)
    for (const origin of [a, b]) {
      const next = await post(origin, '/api/feedback', { page: '/docs', feedback: 'positive' });
      expect(refusedWithRetryAfter(next), `${origin} after the burst: ${next.status}`).toBe(true);
    }
    const { rows } = await client.query<{ comment: string; n: string }>(
      "SELECT comment, COUNT(*) AS n FROM feedback WHERE kind = 'page' GROUP BY comment ORDER BY comment",
    );
    expect(rows.map((row) => row.comment)).toEqual([...acknowledged].sort());
    expect(rows.every((row) => row.n === '1')).toBe(true);

    expect(questions.filter((answer) => answer.status === 200)).toHaveLength(4);
    expect(questions.filter(refusedWithRetryAfter)).toHaveLength(4);
    expect(mcp.filter((answer) => answer.status === 200)).toHaveLength(6);
    expect(mcp.filter(refusedWithRetryAfter)).toHaveLength(6);

    // The insights: page views sent to both instances add up to one set of figures, read from either.
    const views = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(alternate(i), '/api/insights', {
          type: 'view',
          path: '/docs',
          viewport: i % 2 ? 'wide' : 'narrow',
        }),
      ),
    );
    expect(views.map((answer) => answer.status)).toEqual(Array(30).fill(204));
    await expect
      .poll(async () => {
        const [fromA, fromB] = await Promise.all([insightFigures(a), insightFigures(b)]);
        return {
          views: fromA.find((figure) => figure.label === 'Page views')?.value,
          same: fromA.length > 0 && JSON.stringify(fromA) === JSON.stringify(fromB),
        };
      })
      .toEqual({ views: '30', same: true });

    // The database goes away.
    await client.end();
    database.stop();
    database = undefined;
    for (const origin of [a, b]) {
      // The load balancer keeps the instance: it serves pages without a database.
      expect((await fetch(`${origin}/api/health`)).status, origin).toBe(200);
      expect((await fetch(`${origin}/docs`)).status, origin).toBe(200);
      // Monitoring sees the store is gone.
      expect((await fetch(`${origin}/api/health?deep=1`)).status, origin).toBe(503);
      // Ask AI answers, counted against the instance's own limit in memory (fail open).
      const asked = await post(origin, '/api/ask', { question: 'How do I trace a call?', locale: 'en-US' });
      expect(asked.status, origin).toBe(200);
      // A vote cannot be stored: 503, as documented, never a 429 or a 500 from the limiter.
      expect((await post(origin, '/api/feedback', { page: '/docs', feedback: 'positive' })).status).toBe(503);
      // A page view is answered as always; its count is lost, nothing else.
      expect(
        (await post(origin, '/api/insights', { type: 'view', path: '/docs', viewport: 'wide' })).status,
      ).toBe(204);
    }
  } finally {
    await client.end().catch(() => undefined);
    for (const instance of instances) instance.stop();
    database?.stop();
  }
});
