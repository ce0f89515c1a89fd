import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Increment } from '@/lib/insights/counts';
import { fetchIncrements, mcpIncrements, askIncrements } from '@/lib/insights/fetches';

vi.mock('server-only', () => ({}));
const { handleInsightEvent } = await import('./handler');
const { createRecorder } = await import('./recorder');
const { createRateLimiter } = await import('@/server/http/rate-limit');
const { clientAddressHeader } = await import('@/server/http/client-address');
const { openSqliteStore } = await import('@/server/feedback/sqlite-store');

const stores: { close(): Promise<void> }[] = [];
afterAll(() => Promise.all(stores.splice(0).map((store) => store.close())));

const localeOf = (path: string) => (path.startsWith('/ja') ? 'ja' : 'en-US');

function setup({ limit = 100, enabled = true } = {}) {
  const recorded: Increment[] = [];
  const deps = {
    enabled,
    recorder: {
      record: (increments: readonly Increment[]) => void recorded.push(...increments),
      settled: async () => {},
    },
    limiter: createRateLimiter(limit),
    salt: 's',
    localeOf,
    pages: new Set(['/', '/docs', '/ja/docs']),
    now: () => new Date('2026-11-20T10:00:00Z'),
  };
  const post = (body: string, headers: Record<string, string> = {}) =>
    handleInsightEvent(
      new Request('http://localhost:3000/api/insights', {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          host: 'localhost:3000',
          [clientAddressHeader]: '203.0.113.7',
          ...headers,
        },
      }),
      deps,
    );
  return { post, recorded, deps };
}

const view = JSON.stringify({ type: 'view', path: '/docs', viewport: 'wide', referrer: 'github.com' });

describe('POST /api/insights', () => {
  it('counts an event and answers 204 at once', async () => {
    const { post, recorded } = setup();
    const response = await post(view);
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(recorded.map((row) => [row.metric, row.key, row.detail])).toEqual([
      ['view', '/docs', 'wide'],
      ['referrer', 'github.com', ''],
    ]);
  });

  it('counts nothing, and says the same 204, when the browser sends Sec-GPC or DNT', async () => {
    const { post, recorded } = setup();
    expect((await post(view, { 'sec-gpc': '1' })).status).toBe(204);
    expect((await post(view, { dnt: '1' })).status).toBe(204);
    // Not even read: a body that is not JSON is not refused.
    expect((await post('{', { 'sec-gpc': '1' })).status).toBe(204);
    expect(recorded).toEqual([]);
  });

  it('refuses what is not an event of this site, naming the problem, and counts nothing', async () => {
    const { post, recorded } = setup({ limit: 4 });
    const refusal = async (response: Response) => [response.status, await response.json()];
    expect(
      await refusal(await post(JSON.stringify({ type: 'view', path: '/nope', viewport: 'wide' }))),
    ).toEqual([
      400,
      {
        code: 'invalid_field',
        message: 'The path field must be the address of a page of this site.',
        field: 'path',
      },
    ]);
    expect(await refusal(await post(JSON.stringify({ type: 'view', path: '/docs' })))).toEqual([
      400,
      { code: 'invalid_field', message: 'The viewport field must be "narrow" or "wide".', field: 'viewport' },
    ]);
    expect((await post('{"type":')).status).toBe(400);
    expect((await post(view, { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await post(view, { origin: 'https://evil.example' })).status).toBe(403);
    expect(
      (
        await post(
          JSON.stringify({
            type: 'search',
            path: '/docs',
            query: 'x'.repeat(2100),
            results: 0,
            opened: null,
          }),
        )
      ).status,
    ).toBe(413);
    expect(recorded).toEqual([]);
    // The client's limit: 4 a minute, refusals after the cheap checks counted too.
    const last = await post(view);
    expect(last.status).toBe(429);
    expect(last.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('answers 404 and counts nothing with INSIGHTS=off', async () => {
    const { post, recorded } = setup({ enabled: false });
    const response = await post(view);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'not_found',
      message: 'Insights are turned off on this site (INSIGHTS=off).',
    });
    expect(recorded).toEqual([]);
  });
});

describe('what the insights store', () => {
  // What must never reach the store: the reader's address, cookies, User-Agent, e-mail address.
  const ip = fc.oneof(fc.ipV4(), fc.ipV6());
  const email = fc
    .tuple(
      fc.stringMatching(/^[a-z][a-z0-9._+-]{0,15}$/),
      fc.stringMatching(/^[a-z][a-z0-9-]{0,10}\.[a-z]{2,6}$/),
    )
    .map(([name, domain]) => `${name}@${domain}`);
  const cookie = fc.stringMatching(/^[A-Za-z0-9_-]{20,40}$/);
  const userAgent = fc
    .tuple(
      fc.constantFrom('Mozilla/5.0 (X11; Linux x86_64)', 'Mozilla/5.0 (compatible; GPTBot/1.2', 'curl/8'),
      fc.string({ maxLength: 40 }),
    )
    .map(([head, tail]) => `${head} AppleWebKit/537.36 ${tail} Chrome/156.0 Safari/537.36`);
  const typed = fc
    .array(fc.oneof(fc.string({ maxLength: 20 }), email, ip, fc.constantFrom(' ', 'trace ', 'mail ')), {
      maxLength: 6,
    })
    .map((parts) => parts.join(' '));
  const path = fc
    .array(fc.oneof(fc.stringMatching(/^[a-z0-9-]{1,12}$/), email, ip), { maxLength: 4 })
    .map((parts) => `/${parts.join('/')}`);

  it('holds no IP address, cookie, User-Agent or e-mail address, whatever the events and headers', async () => {
    const store = openSqliteStore(':memory:');
    stores.push(store);
    const recorder = createRecorder({ store: async () => store, keysPerDay: 10_000, retentionDays: 400 });
    const deps = {
      enabled: true,
      recorder,
      limiter: createRateLimiter(1_000_000),
      salt: 's',
      localeOf,
      now: () => new Date('2026-11-20T10:00:00Z'),
    };
    await fc.assert(
      fc.asyncProperty(
        fc.record({ ip, email, cookie, userAgent, query: typed, path, referrer: fc.oneof(ip, fc.domain()) }),
        async ({
          ip: address,
          email: mail,
          cookie: secret,
          userAgent: agent,
          query,
          path: address2,
          referrer,
        }) => {
          await store.insights.prune('9999-12-31'); // Each case reads only its own rows.
          const headers = {
            'content-type': 'application/json',
            host: 'localhost:3000',
            [clientAddressHeader]: address,
            'x-forwarded-for': address,
            'user-agent': agent,
            cookie: `session=${secret}; theme=dark`,
          };
          const events = [
            {
              type: 'view',
              path: address2,
              viewport: 'narrow',
              referrer: referrer.split(':').length > 2 ? undefined : referrer,
            },
            {
              type: 'search',
              path: '/docs',
              query: `${query} ${mail}`.slice(0, 500),
              results: 1,
              opened: null,
            },
            { type: 'not-found', path: `${address2}/${mail}`.slice(0, 512), referrer: undefined },
          ];
          for (const event of events)
            await handleInsightEvent(
              new Request('http://localhost:3000/api/insights', {
                method: 'POST',
                body: JSON.stringify(event),
                headers,
              }),
              deps,
            );
          const now = new Date('2026-11-20T10:00:00Z');
          recorder.record(
            fetchIncrements(
              {
                method: 'GET',
                path: `${address2}.md`,
                status: 404,
                contentType: 'text/markdown',
                userAgent: agent,
                referer: `https://${referrer}/${mail}`,
                host: 'localhost',
              },
              { now, localeOf },
            ),
          );
          recorder.record(
            mcpIncrements(
              { method: 'initialize', params: { clientInfo: { name: `${query} ${mail}` } } },
              agent,
              [],
              { now, localeOf },
            ),
          );
          recorder.record(askIncrements(`${query} ${mail} ${address}`, 'en-US', false, now));
          await recorder.settled();
          const rows = await store.insights.totals({
            metric: 'view',
            from: '2026-11-20',
            to: '2026-11-20',
            by: [],
          });
          expect(rows).toHaveLength(1);
          const stored = (
            await Promise.all(
              (
                [
                  'view',
                  'referrer',
                  'search',
                  'not-found',
                  'mcp-client',
                  'ask',
                  'fetch',
                  'agent',
                  'twin',
                ] as const
              ).map((metric) =>
                store.insights.totals({
                  metric,
                  from: '2026-11-20',
                  to: '2026-11-20',
                  by: ['locale', 'key', 'detail'],
                }),
              ),
            )
          )
            .flat()
            .flatMap((row) => [row.locale, row.key, row.detail])
            .join('\n')
            .toLowerCase();
          for (const secretValue of [mail, secret, agent])
            expect(stored).not.toContain(secretValue.toLowerCase());
          expect(stored).not.toMatch(/[\w.+-]@[\w-]+\.[a-z]/);
          expect(stored).not.toMatch(/\b\d{1,3}(\.\d{1,3}){3}\b/);
          // An IPv6 address without a digit (`::`) names no machine, and reads like `std::vector`.
          if (address.includes(':') && /\d/.test(address))
            expect(stored).not.toContain(address.toLowerCase());
        },
      ),
      { numRuns: 150 },
    );
  });
});
