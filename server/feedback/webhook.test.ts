import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { freshDatabaseUrl } from '@/tests/setup/databases';
import type { FeedbackRow, FeedbackStore } from './store';
import {
  createWebhookDelivery,
  webhookEventKey,
  webhookMessage,
  type WebhookDeliveryOptions,
} from './webhook';

vi.mock('server-only', () => ({}));
const { openSqliteStore } = await import('./sqlite-store');
const { openPostgresStore } = await import('./postgres-store');

const opened: FeedbackStore[] = [];
afterAll(() => Promise.all(opened.splice(0).map((store) => store.close())));

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;
const servers: { close(): void; closeAllConnections(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** A local stand-in for the chat service's incoming webhook. */
async function hookServer(handler: Handler): Promise<string> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => handler(request, body, response));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
}

const event = {
  page: '/docs/tracing',
  value: 'negative' as const,
  comment: 'Step 2 fails\non Windows',
  locale: 'en-US',
};

describe('webhookMessage', () => {
  it('is a Slack-compatible text with the page as a link and the comment quoted', () => {
    expect(webhookMessage(event, 'https://spanlight.example')).toEqual({
      text: ':-1: Not helpful — <https://spanlight.example/docs/tracing|/docs/tracing> (en-US)\n> Step 2 fails\n> on Windows',
    });
    expect(webhookMessage({ page: '/', value: 'positive', locale: 'ja' }, 'https://s.example').text).toBe(
      ':+1: Helpful — <https://s.example/|/> (ja)',
    );
  });

  it('shows what visitors wrote literally: no channel pings, no disguised links', () => {
    const { text } = webhookMessage(
      {
        page: '/docs/a&b',
        value: 'negative',
        locale: 'en-US',
        comment: '<!here> see <https://evil.example|cloud.spanlight.example> & <@U123>',
      },
      'https://s.example',
    );
    expect(text).toBe(
      ':-1: Not helpful — <https://s.example/docs/a&amp;b|/docs/a&amp;b> (en-US)\n' +
        '> &lt;!here&gt; see &lt;https://evil.example|cloud.spanlight.example&gt; &amp; &lt;@U123&gt;',
    );
  });

  it('never lets a comment open a Slack control sequence', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (comment) => {
        const { text } = webhookMessage(
          { page: '/docs', value: 'positive', locale: 'ja', comment },
          'https://s.example',
        );
        const quoted = text
          .split('\n')
          .slice(1)
          .map((line) => line.replace(/^> /, ''))
          .join('\n');
        expect(quoted).not.toMatch(/[<>]/);
        expect(quoted.replace(/&(amp|lt|gt);/g, '')).not.toContain('&');
      }),
    );
  });
});

const vote = (page: string, extra: Partial<FeedbackRow> = {}): FeedbackRow => ({
  page,
  value: 'negative',
  comment: 'Step 2 fails',
  locale: 'en-US',
  clientKey: 'k',
  ...extra,
});

/** A store as the server opens it with FEEDBACK_WEBHOOK_URL set, holding `count` votes. */
async function storeWith(count: number, open = async () => openSqliteStore(':memory:', { outbox: true })) {
  const store = await open();
  opened.push(store);
  for (let i = 1; i <= count; i += 1) await store.insert(vote(`/docs/${i}`));
  return store;
}

/**
 * A delivery from `store` to `url` on a clock the test moves (`clock.advance`), with its log lines
 * collected; `options` override.
 */
function deliveryTo(url: string, store: FeedbackStore, options: Partial<WebhookDeliveryOptions> = {}) {
  const logs: string[] = [];
  const clock = { at: Date.now(), advance: (ms: number) => void (clock.at += ms) };
  const delivery = createWebhookDelivery({
    url,
    siteUrl: 'https://s.example',
    store: async () => store,
    log: (line) => logs.push(line),
    now: () => clock.at,
    random: () => 0.5,
    ...options,
  });
  return { delivery, logs, clock };
}

/** A receiver that records each delivery (its key and body) and answers with `status()`. */
async function receiver(status: (call: number) => number = () => 200) {
  const received: { key: string; body: string }[] = [];
  const url = await hookServer((request, body, response) => {
    received.push({ key: String(request.headers['idempotency-key']), body });
    response.statusCode = status(received.length);
    response.end();
  });
  return { url, received };
}

describe('createWebhookDelivery', () => {
  it('posts each stored vote with its Idempotency-Key, retries with back-off, and empties the outbox', async () => {
    const store = await storeWith(1);
    const { id } = (await store.outbox.list())[0]!;
    const { url, received } = await receiver((call) => (call < 3 ? 503 : 200));
    const { delivery, clock, logs } = deliveryTo(url, store, { baseDelayMs: 1000 });

    await delivery.flush();
    expect(received).toHaveLength(1);
    // The retry is due in about a second (1 s ± 20 %), not before.
    await delivery.flush();
    expect(received).toHaveLength(1);
    expect(await store.outbox.list()).toMatchObject([{ attempts: 1, lastError: 'answered 503' }]);
    clock.advance(1300);
    await delivery.flush();
    expect(received).toHaveLength(2);
    // Doubled: 2 s.
    clock.advance(1300);
    await delivery.flush();
    expect(received).toHaveLength(2);
    clock.advance(1000);
    await delivery.flush();
    expect(received).toHaveLength(3);
    expect(await store.outbox.list()).toEqual([]);

    expect(new Set(received.map((r) => r.key))).toEqual(new Set([webhookEventKey(id)]));
    expect(JSON.parse(received[2]!.body)).toEqual(
      webhookMessage(
        { page: '/docs/1', value: 'negative', comment: 'Step 2 fails', locale: 'en-US' },
        'https://s.example',
      ),
    );
    // Failed attempts are logged once per window, not once each.
    expect(logs).toEqual([expect.stringMatching(/attempt failed \(answered 503\)/)]);
  });

  it('gives up on an event the receiver refuses (4xx), logs its id, and delivers it again on replay', async () => {
    const store = await storeWith(2);
    let refuse = true;
    const { url, received } = await receiver(() => (refuse ? 404 : 200));
    const { delivery, logs, clock } = deliveryTo(url, store);
    await delivery.flush();
    expect(received).toHaveLength(2);
    const failed = await store.outbox.list('failed');
    expect(failed.map((item) => item.lastError)).toEqual(['answered 404', 'answered 404']);
    expect(logs).toHaveLength(2);
    expect(logs[0]).toMatch(
      new RegExp(`gave up on event \\{"id":${failed[0]!.id},.*replay --id ${failed[0]!.id}$`),
    );
    // Not tried again by itself...
    await delivery.flush();
    expect(received).toHaveLength(2);
    // ...until replayed.
    refuse = false;
    expect(await store.outbox.replay([failed[0]!.id], new Date(clock.at))).toBe(1);
    await delivery.flush();
    expect(received).toHaveLength(3);
    expect(await store.outbox.list()).toMatchObject([{ id: failed[1]!.id, state: 'failed' }]);
    expect(await store.outbox.replay('failed', new Date(clock.at))).toBe(1);
    await delivery.flush();
    expect(await store.outbox.list()).toEqual([]);
  });

  it('marks an event failed after its last attempt', async () => {
    const store = await storeWith(1);
    const { url, received } = await receiver(() => 500);
    const { delivery, clock, logs } = deliveryTo(url, store, { maxAttempts: 2, baseDelayMs: 10 });
    await delivery.flush();
    clock.advance(100);
    await delivery.flush();
    expect(received).toHaveLength(2);
    expect(await store.outbox.list()).toMatchObject([{ state: 'failed', attempts: 2 }]);
    expect(logs.at(-1)).toMatch(/gave up on event .*"attempts":2,"error":"answered 500"/);
  });

  it('stops trying while the receiver is down (circuit breaker) and delivers everything once it is back', async () => {
    const store = await storeWith(40);
    let down = true;
    const { url, received } = await receiver(() => (down ? 503 : 200));
    const { delivery, clock, logs } = deliveryTo(url, store, {
      breaker: { failures: 5, coolDownMs: 5000 },
    });
    await delivery.flush();
    // Lanes that freed up before the fifth failure took the next event; none after it (at most
    // 8 lanes + 4 earlier failures).
    expect(received.length).toBeLessThanOrEqual(12);
    expect(logs).toContainEqual(expect.stringMatching(/keeps failing; next try in 5 s/));
    clock.advance(60_000);
    // Cooled down: one trial, which fails, opens it for twice as long.
    const before = received.length;
    await delivery.flush();
    expect(received.length).toBe(before + 1);
    expect(logs).toContainEqual(expect.stringMatching(/next try in 10 s/));
    clock.advance(9000);
    await delivery.flush();
    expect(received.length).toBe(before + 1);

    down = false;
    clock.advance(60_000);
    await delivery.flush();
    expect(logs.at(-1)).toMatch(/answers again/);
    expect(await store.outbox.list()).toEqual([]);
    const delivered = received.slice(before + 1).map((r) => r.key);
    expect(new Set(delivered).size).toBe(40);
  });

  it('at shutdown, sends what is due once, stops at the time limit, and leaves the rest for the next start', async () => {
    // A receiver that never answers: attempts hang until the drain's limit aborts them.
    const store = await storeWith(3);
    const url = await hookServer(() => {
      /* never answers */
    });
    const { delivery } = deliveryTo(url, store, { timeoutMs: 60_000 });
    const started = performance.now();
    await delivery.drain(200);
    expect(performance.now() - started).toBeLessThan(1500);
    // Released, not failed: due again at once for the next process.
    expect(await store.outbox.list()).toMatchObject([
      { state: 'pending', attempts: 0 },
      { state: 'pending', attempts: 0 },
      { state: 'pending', attempts: 0 },
    ]);
    const { url: up, received } = await receiver();
    const next = deliveryTo(up, store);
    await next.delivery.flush();
    expect(received).toHaveLength(3);
  });

  it('at shutdown with a failing receiver, tries a batch at most (no retry storm)', async () => {
    const store = await storeWith(200);
    const { url, received } = await receiver(() => 503);
    const { delivery } = deliveryTo(url, store, { baseDelayMs: 1 });
    await delivery.drain(3000);
    expect(received.length).toBeLessThanOrEqual(12);
    expect(await store.outbox.list()).toHaveLength(200);
  });

  it('two workers on one PostgreSQL database deliver each event once', async () => {
    const url = await freshDatabaseUrl();
    const store = await storeWith(300, () => openPostgresStore(url, { outbox: true }));
    const other = await openPostgresStore(url, { outbox: true });
    opened.push(other);
    const { url: hook, received } = await receiver();
    const a = deliveryTo(hook, store);
    const b = deliveryTo(hook, other);
    await Promise.all([a.delivery.flush(), b.delivery.flush()]);
    expect(received).toHaveLength(300);
    expect(new Set(received.map((r) => r.key)).size).toBe(300);
    expect(await store.outbox.list()).toEqual([]);
  });

  it('whatever the receiver does, every event ends delivered once or given up on, never lost', async () => {
    type Answer = 200 | 404 | 429 | 503 | 'reset';
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.constantFrom<Answer>(200, 404, 429, 503, 'reset'), { maxLength: 40 }),
        async (count, script) => {
          const store = await storeWith(count);
          const ids = (await store.outbox.list()).map((item) => item.id);
          const accepted = new Map<string, number>();
          let call = 0;
          // The receiver answers as scripted, then 200 for good.
          const fetchStub: typeof fetch = async (_url, init) => {
            const answer = script[call++] ?? 200;
            if (answer === 'reset') throw new TypeError('fetch failed');
            const key = new Headers(init?.headers).get('idempotency-key')!;
            if (answer === 200) accepted.set(key, (accepted.get(key) ?? 0) + 1);
            return new Response(null, { status: answer });
          };
          const { delivery, clock } = deliveryTo('http://hook.invalid/', store, {
            fetch: fetchStub,
            baseDelayMs: 10,
            breaker: { failures: 3, coolDownMs: 50 },
          });
          for (let round = 0; round < 60 && (await store.outbox.list('pending')).length > 0; round += 1) {
            await delivery.flush();
            clock.advance(10_000);
          }
          const failed = new Set((await store.outbox.list('failed')).map((item) => webhookEventKey(item.id)));
          expect(await store.outbox.list('pending')).toEqual([]);
          for (const id of ids) {
            const key = webhookEventKey(id);
            // Accepted exactly once, or refused (a 404) and kept as failed for a replay.
            expect(failed.has(key) ? (accepted.get(key) ?? 0) : accepted.get(key)).toBe(
              failed.has(key) ? 0 : 1,
            );
          }
          await store.close();
          opened.splice(opened.indexOf(store), 1);
        },
      ),
      { numRuns: 40 },
    );
  });
});
