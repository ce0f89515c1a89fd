import { afterAll, describe, expect, it, vi } from 'vitest';
import { freshDatabaseUrl } from '@/tests/setup/databases';
import type { FeedbackStore } from './store';

vi.mock('server-only', () => ({}));
const { handleFeedback, handleSummary } = await import('./handler');
const { createFailureThrottle, createRateLimiter } = await import('@/server/http/rate-limit');
const { adminTokenTries } = await import('./admin-token');
const { clientAddressHeader } = await import('@/server/http/client-address');
const { openSqliteStore } = await import('./sqlite-store');
const { openPostgresStore } = await import('./postgres-store');

const opened: FeedbackStore[] = [];
afterAll(() => Promise.all(opened.splice(0).map((store) => store.close())));

// Opened as with FEEDBACK_WEBHOOK_URL set: each vote stored gets its webhook outbox row.
const stores = {
  SQLite: async () => openSqliteStore(':memory:', { outbox: true }),
  PostgreSQL: async () => openPostgresStore(await freshDatabaseUrl(), { outbox: true }),
};

async function setup(kind: keyof typeof stores, limit = 20) {
  const store = await stores[kind]();
  opened.push(store);
  let woken = 0;
  const deps = {
    store: async () => store,
    limiter: createRateLimiter(limit),
    salt: 's',
    locales: ['en-US', 'ja'],
    defaultLocale: 'en-US',
    onStored: () => void (woken += 1),
  };
  /** The events waiting for the webhook, and how often the delivery was woken. */
  const forwarded = async () => ({
    events: (await store.outbox.list()).map((item) => item.event),
    woken,
  });
  const post = (body: string, headers: Record<string, string> = {}) =>
    handleFeedback(
      new Request('http://localhost:3000/api/feedback', {
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
  return { store, post, deps, forwarded };
}

describe.each(['SQLite', 'PostgreSQL'] as const)('POST /api/feedback against %s', (kind) => {
  it('stores a vote and a comment: 204 each', async () => {
    const { store, post } = await setup(kind);
    expect((await post(JSON.stringify({ page: '/docs', feedback: 'positive' }))).status).toBe(204);
    expect(
      (await post(JSON.stringify({ page: '/ja/docs', feedback: 'negative', comment: 'Typo' }))).status,
    ).toBe(204);
    const rows = await store.export();
    expect(rows.map(({ page, value, comment, locale }) => ({ page, value, comment, locale }))).toEqual([
      { page: '/docs', value: 'positive', comment: null, locale: 'en-US' },
      { page: '/ja/docs', value: 'negative', comment: 'Typo', locale: 'ja' },
    ]);
    // The client key is a salted hash, never the address itself.
    expect(rows[0]!.clientKey).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.7');
  });

  it('stores and forwards a vote sent again with its Idempotency-Key once, and names a bad key', async () => {
    const { post, forwarded, store } = await setup(kind);
    const vote = JSON.stringify({ page: '/docs', feedback: 'positive' });
    const key = { 'idempotency-key': '7c0b8f1e-52aa-4d0e-8b55-0f6f1b8f9a21' };
    expect((await post(vote, key)).status).toBe(204);
    expect((await post(vote, key)).status).toBe(204);
    expect(await store.count()).toBe(1);
    expect(await forwarded()).toMatchObject({ events: [{ page: '/docs' }], woken: 1 });
    for (const bad of ['short', 'x'.repeat(65), 'has space in it here', 'ü'.repeat(20)]) {
      const response = await post(vote, { 'idempotency-key': bad });
      expect(response.status, bad).toBe(400);
      expect(await response.json()).toMatchObject({ field: 'Idempotency-Key' });
    }
    expect(await store.count()).toBe(1);
  });

  it('stores each vote with its webhook event, wakes the delivery, and answers 204 even when waking throws', async () => {
    const { post, deps, forwarded, store } = await setup(kind);
    await post(JSON.stringify({ page: '/docs', feedback: 'negative', comment: ' Typo ' }));
    expect(await forwarded()).toEqual({
      events: [{ page: '/docs', value: 'negative', comment: 'Typo', locale: 'en-US' }],
      woken: 1,
    });
    deps.onStored = () => {
      throw new Error('webhook exploded');
    };
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await post(JSON.stringify({ page: '/docs', feedback: 'positive' }))).status).toBe(204);
    error.mockRestore();
    expect(await store.count()).toBe(2);
    expect((await forwarded()).events).toHaveLength(2);
  });

  it("with the build's page list, stores votes for its pages only: look-alikes and made-up paths are a 400", async () => {
    const { store, post, deps } = await setup(kind);
    const withPages = { ...deps, pages: new Set(['/docs/get-started', '/ja/docs/get-started']) };
    const send = (page: string) =>
      handleFeedback(
        new Request('http://localhost:3000/api/feedback', {
          method: 'POST',
          body: JSON.stringify({ page, feedback: 'positive' }),
          headers: {
            'content-type': 'application/json',
            host: 'localhost:3000',
            [clientAddressHeader]: '203.0.113.7',
          },
        }),
        withPages,
      );
    expect((await send('/docs/get-started')).status).toBe(204);
    expect((await send('/ja/docs/get-started')).status).toBe(204);
    for (const page of [
      '/docs/get-started/',
      '/Docs/get-started',
      '/docs/get-started%20',
      '/docs//get-started',
      '/docs/get-starte',
      '/ko/docs/get-started',
      '/docs/get-started?ref=x',
    ]) {
      const response = await send(page);
      expect(response.status, page).toBe(400);
      expect(await response.json()).toEqual({
        code: 'invalid_field',
        message: 'The page field must be the address of a page of this site.',
        field: 'page',
      });
    }
    expect(await store.count()).toBe(2);
    // Without a list (the development server), any site path.
    expect((await post(JSON.stringify({ page: '/docs/draft', feedback: 'positive' }))).status).toBe(204);
  });

  it('answers 400 naming the field and stores nothing for bad input', async () => {
    const { store, post } = await setup(kind);
    const response = await post(JSON.stringify({ page: 'docs', feedback: 'positive' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'invalid_field',
      message: 'The page field must be a site path starting with /, without spaces, |, < or >.',
      field: 'page',
    });
    const notJson = await post('{not json');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ code: 'invalid_json', message: 'The body is not valid JSON.' });
    expect(await (await post('[]')).json()).toEqual({
      code: 'invalid_body',
      message: 'The body must be a JSON object.',
    });
    expect((await post(JSON.stringify({ page: '/docs', feedback: 'maybe' }))).status).toBe(400);
    expect(await store.count()).toBe(0);
  });

  it('answers 400 naming the field for control characters (a NUL no longer reaches the store)', async () => {
    const { store, post } = await setup(kind);
    for (const [body, field] of [
      [{ page: '/docs', feedback: 'negative', comment: 'nul \u0000 here' }, 'comment'],
      [{ page: '/docs', feedback: 'negative', comment: '\u001b[31mred\u0007' }, 'comment'],
      [{ page: '/docs', feedback: 'negative', comment: 'abc\u202Etxt.exe' }, 'comment'],
      [{ page: '/docs', feedback: 'negative', comment: 'half \ud800' }, 'comment'],
      [{ page: '/docs\u0000', feedback: 'negative' }, 'page'],
      [{ page: '/docs|evil', feedback: 'negative' }, 'page'],
      [{ page: '/<!here>', feedback: 'negative' }, 'page'],
    ] as const) {
      const response = await post(JSON.stringify(body));
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).field).toBe(field);
    }
    const multiline = { page: '/docs', feedback: 'negative', comment: 'line one\n\tline two' };
    expect((await post(JSON.stringify(multiline))).status).toBe(204);
    expect(await store.count()).toBe(1);
  });

  it('answers 415 without JSON, 413 over 8 KiB and 403 cross-site', async () => {
    const { store, post } = await setup(kind);
    expect((await post('page=/docs', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(
      415,
    );
    const big = JSON.stringify({ page: '/docs', feedback: 'negative', comment: 'x'.repeat(9000) });
    expect((await post(big)).status).toBe(413);
    expect(
      (
        await post(JSON.stringify({ page: '/docs', feedback: 'positive' }), {
          origin: 'https://evil.example',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await post(JSON.stringify({ page: '/docs', feedback: 'positive' }), {
          origin: 'http://localhost:3000',
        })
      ).status,
    ).toBe(204);
    expect(await store.count()).toBe(1);
  });

  it('answers 429 with Retry-After over the rate limit', async () => {
    const { post } = await setup(kind, 2);
    const body = JSON.stringify({ page: '/docs', feedback: 'positive' });
    expect((await post(body)).status).toBe(204);
    expect((await post(body)).status).toBe(204);
    const limited = await post(body);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(body, { [clientAddressHeader]: '198.51.100.1' })).status).toBe(204);
  });

  it('answers 503 when the store is unavailable', async () => {
    const { post, deps } = await setup(kind);
    deps.store = () => Promise.reject(new Error('disk gone'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await post(JSON.stringify({ page: '/docs', feedback: 'positive' }))).status).toBe(503);
    error.mockRestore();
  });
});

describe('GET /api/feedback/summary', () => {
  const get = (store: FeedbackStore, authorization?: string, adminToken?: string) =>
    handleSummary(
      new Request('http://localhost/api/feedback/summary', {
        headers: authorization ? { authorization } : {},
      }),
      { store: async () => store, adminToken, throttle: createFailureThrottle(1000, 60_000) },
    );

  it('answers 401 without the right bearer token, or when no token is configured', async () => {
    const store = openSqliteStore(':memory:');
    opened.push(store);
    expect((await get(store, undefined, 'secret')).status).toBe(401);
    expect((await get(store, 'Bearer wrong', 'secret')).status).toBe(401);
    expect((await get(store, 'Bearer secret', undefined)).status).toBe(401);
    expect((await get(store, 'Bearer secret', 'secret')).status).toBe(200);
  });

  it('stops a client after ten wrong tokens for the window, before comparing its next one', async () => {
    const store = openSqliteStore(':memory:');
    opened.push(store);
    const throttle = createFailureThrottle(adminTokenTries.limit, adminTokenTries.windowMs);
    const from = (address: string, authorization: string) =>
      handleSummary(
        new Request('http://localhost/api/feedback/summary', {
          headers: { authorization, [clientAddressHeader]: address },
        }),
        { store: async () => store, adminToken: 'right', throttle },
      );
    for (let i = 0; i < adminTokenTries.limit; i += 1)
      expect((await from('203.0.113.7', `Bearer guess-${i}`)).status).toBe(401);
    // Even the right token is refused now: a guesser cannot tell a hit from a miss.
    const blocked = await from('203.0.113.7', 'Bearer right');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(await blocked.json()).toEqual({
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many wrong tokens/),
    });
    // Another client is not affected.
    expect((await from('198.51.100.4', 'Bearer right')).status).toBe(200);
  });

  it('counts votes per page and value and lists the latest comments', async () => {
    const { store, post } = await setup('SQLite');
    await post(JSON.stringify({ page: '/docs', feedback: 'positive' }));
    await post(JSON.stringify({ page: '/docs', feedback: 'negative', comment: 'Old' }));
    await post(JSON.stringify({ page: '/docs', feedback: 'negative', comment: 'New' }));
    await post(JSON.stringify({ page: '/pricing', feedback: 'positive' }));
    const summary = await (await get(store, 'Bearer t', 't')).json();
    expect(summary.pages).toEqual([
      { page: '/docs', positive: 1, negative: 2 },
      { page: '/pricing', positive: 1, negative: 0 },
    ]);
    expect(summary.latestComments.map((c: { comment: string }) => c.comment)).toEqual(['New', 'Old']);
    expect(summary).toMatchObject({ totalPages: 2, limit: 100, offset: 0, next: null });
  });

  it('pages through the counts and refuses unbounded or malformed paging', async () => {
    const { store, post } = await setup('SQLite', 1000);
    for (let i = 0; i < 5; i += 1) await post(JSON.stringify({ page: `/p${i}`, feedback: 'positive' }));
    const summaryAt = (query: string) =>
      handleSummary(
        new Request(`http://localhost/api/feedback/summary${query}`, {
          headers: { authorization: 'Bearer t' },
        }),
        { store: async () => store, adminToken: 't', throttle: createFailureThrottle(1000, 60_000) },
      );
    const first = await (await summaryAt('?limit=2')).json();
    expect(first.pages).toHaveLength(2);
    expect(first.next).toBe('/api/feedback/summary?limit=2&offset=2&comments=20&questions=20');
    const last = await (await summaryAt('?limit=2&offset=4')).json();
    expect(last.pages.map((p: { page: string }) => p.page)).toEqual(['/p4']);
    expect(last.next).toBeNull();
    for (const bad of ['?limit=0', '?limit=501', '?limit=-1', '?offset=x', '?comments=1000', '?limit=1e3'])
      expect((await summaryAt(bad)).status, bad).toBe(400);
    expect(await (await summaryAt('?limit=2&comments=1000')).json()).toEqual({
      code: 'invalid_field',
      message: 'The comments parameter must be a whole number from 0 to 100.',
      field: 'comments',
    });
  });
});
