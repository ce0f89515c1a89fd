import { createServer, Socket, type AddressInfo, type Server } from 'node:net';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freshDatabaseUrl } from '@/tests/setup/databases';
import type { RateLimitResult } from './rate-limit';

vi.mock('server-only', () => ({}));
const { createPostgresRateLimits, fallbackLimit } = await import('./postgres-rate-limit');
type Limits = ReturnType<typeof createPostgresRateLimits>;

const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Two instances of the site on one database: each has its own pool, as two processes would. */
function instances(url: string, count = 2, log: (message: string) => void = () => {}): Limits[] {
  return Array.from({ length: count }, () => {
    // A time-out no loaded machine reaches: these tests are about counting; the time-outs have theirs
    // (with 500 ms, the first requests of a fresh database went to memory on a busy CI machine).
    const limits = createPostgresRateLimits(url, { log, timeoutMs: 10_000 });
    cleanups.push(() => limits.close());
    return limits;
  });
}

async function rows(url: string, sql: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

const allowedCount = (results: RateLimitResult[]) => results.filter((result) => result.allowed).length;

/** A TCP server on 127.0.0.1 that accepts connections and never says a word: a hung database. */
async function silentServer(): Promise<{ url: string; server: Server }> {
  const sockets = new Set<Socket>();
  const server = createServer(
    (socket) => (sockets.add(socket), socket.on('close', () => sockets.delete(socket))),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise((resolve) => server.close(resolve));
  });
  return { url: `postgres://nobody@127.0.0.1:${(server.address() as AddressInfo).port}/site`, server };
}

/** A port nothing listens on: a database that is down. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `postgres://nobody@127.0.0.1:${port}/site`;
}

/**
 * A TCP relay to the test database that can be cut (open connections reset, new ones closed at once)
 * and restored: PostgreSQL going away and coming back, as the site sees it.
 */
async function relayTo(url: string) {
  const target = new URL(url);
  const sockets = new Set<Socket>();
  let up = true;
  const server = createServer((client) => {
    if (!up) return void client.destroy();
    const upstream = new Socket();
    upstream.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise((resolve) => server.close(resolve));
  });
  const relayed = new URL(url);
  relayed.port = String((server.address() as AddressInfo).port);
  return {
    url: relayed.toString(),
    cut() {
      up = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      up = true;
    },
  };
}

describe('rate limits in PostgreSQL', () => {
  it('count one limit across instances, with the time left in the window', async () => {
    const url = await freshDatabaseUrl();
    const [a, b] = instances(url).map((limits) => limits.limiter('feedback', 3));
    // Alternating between the two instances, from the first request on (both create the table).
    const start = 1_800_000_000_000;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? a! : b!).hit('client', start + 1_000)),
    );
    expect(allowedCount(results)).toBe(3);
    expect(await a!.hit('client', start + 31_000)).toEqual({ allowed: false, retryAfter: 29 });
    // Another client, another limiter of the same name on another key, and the next window are apart.
    expect((await b!.hit('other', start + 31_000)).allowed).toBe(true);
    expect((await a!.hit('client', start + 60_000)).allowed).toBe(true);
  });

  it('keep limiters of different names apart', async () => {
    const url = await freshDatabaseUrl();
    const [limits] = instances(url, 1);
    const feedback = limits!.limiter('feedback', 1);
    const ask = limits!.limiter('ask', 1);
    const now = 1_800_000_000_000;
    expect((await feedback.hit('client', now)).allowed).toBe(true);
    expect((await ask.hit('client', now)).allowed).toBe(true);
    expect((await feedback.hit('client', now)).allowed).toBe(false);
  });

  it("use the database's clock when no time is given", async () => {
    const url = await freshDatabaseUrl();
    const limiter = instances(url, 1)[0]!.limiter('ask', 1);
    expect(await limiter.hit('client')).toEqual({ allowed: true, retryAfter: 0 });
    const refused = await limiter.hit('client');
    // Unless the window turned between the two (then it is allowed again, at most once a minute).
    if (!refused.allowed) expect(refused.retryAfter).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    const stored = await rows(url, 'SELECT limiter, client_key, count FROM rate_limit_windows');
    expect(stored.reduce((sum, row) => sum + Number(row.count), 0)).toBe(2);
    expect(
      await rows(url, "SELECT relpersistence FROM pg_class WHERE relname = 'rate_limit_windows'"),
    ).toEqual([{ relpersistence: 'u' }]);
  });

  it('prune the windows before the current one, once a window', async () => {
    const url = await freshDatabaseUrl();
    const limiter = instances(url, 1)[0]!.limiter('feedback', 5);
    const start = 1_800_000_000_000;
    for (const key of ['a', 'b', 'c']) await limiter.hit(key, start);
    await limiter.hit('a', start + 60_000);
    await expect
      .poll(async () => rows(url, 'SELECT window_start, client_key FROM rate_limit_windows'))
      .toEqual([{ window_start: String(start + 60_000), client_key: 'a' }]);
  });

  it('create the table again when it is dropped while the site runs', async () => {
    const url = await freshDatabaseUrl();
    const messages: string[] = [];
    const limiter = instances(url, 1, (message) => messages.push(message))[0]!.limiter('ask', 5);
    const now = 1_800_000_000_000;
    await limiter.hit('client', now);
    await rows(url, 'DROP TABLE rate_limit_windows');
    // The request that finds it gone is counted in memory; after the pause the table is back.
    expect((await limiter.hit('client', now + 1)).allowed).toBe(true);
    expect((await limiter.hit('client', now + 10_000)).allowed).toBe(true);
    expect(await rows(url, 'SELECT count FROM rate_limit_windows')).toEqual([{ count: 1 }]);
    expect(messages).toHaveLength(2);
  });

  it('never let more than the limit through in a window, however two instances interleave', async () => {
    const url = await freshDatabaseUrl();
    // What the limiters logged (a request counted in memory says why): once in CI the first case's
    // row was missing, with nothing to tell why.
    const logged: string[] = [];
    const [one, two] = instances(url, 2, (message) => logged.push(message));
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.boolean()), { minLength: 1, maxLength: 40 }),
        async (limit, requests) => {
          // A limiter name of its own per case, so the cases never share rows.
          run += 1;
          const name = `case-${run}`;
          const limiters = [one!.limiter(name, limit), two!.limiter(name, limit)];
          const now = 1_800_000_000_000 + 1_000;
          const results = await Promise.all(
            requests.map(([key, second]) =>
              limiters[second ? 1 : 0]!.hit(key, now).then((r) => [key, r] as const),
            ),
          );
          for (const key of ['a', 'b', 'c']) {
            const sent = requests.filter(([k]) => k === key).length;
            const allowed = results.filter(([k, r]) => k === key && r.allowed).length;
            expect(allowed).toBe(Math.min(limit, sent));
          }
          // Requests that shared a statement were each counted once.
          const counted = await rows(
            url,
            `SELECT client_key, count FROM rate_limit_windows WHERE limiter = '${name}' ORDER BY client_key`,
          );
          expect(counted, `logged: ${logged.join(' | ') || 'nothing'}`).toEqual(
            ['a', 'b', 'c']
              .map((key) => ({ client_key: key, count: requests.filter(([k]) => k === key).length }))
              .filter((row) => row.count > 0),
          );
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('rate limits when PostgreSQL fails', () => {
  it('grant half the limit (at least one) in memory, so a slow instance adds at most half a limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (limit) => {
        const share = fallbackLimit(limit);
        expect(share).toBeGreaterThanOrEqual(1);
        expect(share).toBeLessThanOrEqual(limit);
        expect(limit + share).toBeLessThanOrEqual(Math.ceil(1.5 * limit));
      }),
    );
  });

  it('count in memory when the database is down, and log it once', async () => {
    const messages: string[] = [];
    const limits = createPostgresRateLimits(await closedPortUrl(), { log: (m) => messages.push(m) });
    cleanups.push(() => limits.close());
    const limiter = limits.limiter('feedback', 4);
    const now = 1_800_000_000_000;
    const results = [];
    for (let i = 0; i < 3; i += 1) results.push(await limiter.hit('client', now + i));
    // Fail open, to half the limit in this process: never a 5xx, never everyone refused.
    expect(results.map((result) => result.allowed)).toEqual([true, true, false]);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^rate limits: PostgreSQL failed \(.+\); counting in this process/);
  });

  it('wait at most the time-out for a database that does not answer, then not at all for a while', async () => {
    const { url } = await silentServer();
    const limits = createPostgresRateLimits(url, { timeoutMs: 200, log: () => {} });
    cleanups.push(() => limits.close());
    const limiter = limits.limiter('ask', 10);
    let started = performance.now();
    expect(await limiter.hit('client')).toEqual({ allowed: true, retryAfter: 0 });
    const first = performance.now() - started;
    expect(first).toBeGreaterThanOrEqual(190);
    expect(first).toBeLessThan(1000);
    started = performance.now();
    await Promise.all(Array.from({ length: 5 }, () => limiter.hit('client')));
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('do not take a stalled event loop for a failing database', async () => {
    const url = await freshDatabaseUrl();
    const messages: string[] = [];
    // The default time-out of 500 ms, which the second of CPU work below outlasts twice.
    const limits = createPostgresRateLimits(url, { log: (message) => messages.push(message) });
    cleanups.push(() => limits.close());
    const limiter = limits.limiter('ask', 1);
    const now = 1_800_000_000_000;
    await limiter.hit('client', now);
    const pending = Promise.all([limiter.hit('client', now), limiter.hit('other', now)]);
    // A second of CPU work on this process (the first Ask AI question builds the search index),
    // twice the limits' time-out, while the database answers at once.
    const busyUntil = performance.now() + 1000;
    while (performance.now() < busyUntil);
    expect(await pending).toEqual([
      { allowed: false, retryAfter: 60 },
      { allowed: true, retryAfter: 0 },
    ]);
    expect(messages).toEqual([]);
  });

  it('share the limit again once PostgreSQL is back', async () => {
    const url = await freshDatabaseUrl();
    const relay = await relayTo(url);
    const messages: string[] = [];
    const relayed = createPostgresRateLimits(relay.url, { log: (m) => messages.push(m) });
    cleanups.push(() => relayed.close());
    const viaRelay = relayed.limiter('feedback', 3);
    const direct = instances(url, 1)[0]!.limiter('feedback', 3);
    const now = 1_800_000_000_000;
    await viaRelay.hit('client', now);
    await direct.hit('client', now);

    relay.cut();
    // Counted in the relayed instance's memory while its database is away: half the limit of 3, 2.
    const away = [];
    for (let i = 1; i <= 4; i += 1) away.push(await viaRelay.hit('client', now + i));
    expect(away.map((result) => result.allowed)).toEqual([true, true, false, false]);

    relay.restore();
    // Within the pause the instance does not try yet; after it, the shared count (2 so far) goes on.
    expect((await viaRelay.hit('client', now + 4_000)).allowed).toBe(false);
    expect((await viaRelay.hit('client', now + 5_100)).allowed).toBe(true);
    expect((await direct.hit('client', now + 5_200)).allowed).toBe(false);
    // (The pool's idle connection that the cut reset is logged on its own.)
    expect(messages.filter((message) => !message.includes('idle'))).toEqual([
      expect.stringMatching(/PostgreSQL failed/),
      'rate limits: PostgreSQL answers again; the limits are shared by every instance again',
    ]);
  });
});
