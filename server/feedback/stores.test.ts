import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freshDatabaseUrl } from '@/tests/setup/databases';
import { migrations, type FeedbackRow, type FeedbackStore } from './store';

vi.mock('server-only', () => ({}));
const { openSqliteStore } = await import('./sqlite-store');
const { openPostgresStore, postgresWriteDeadlineMs } = await import('./postgres-store');
const { subPathPattern } = await import('./store');

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'feedback-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, 'nested', 'feedback.sqlite');
}

/** Each store kind with a way to open a fresh one and to open the same database a second time. */
const kinds: {
  name: string;
  /** `outbox`: opened as with FEEDBACK_WEBHOOK_URL set. */
  fresh: (options?: {
    outbox?: boolean;
  }) => Promise<{ store: FeedbackStore; reopen: () => Promise<FeedbackStore> }>;
}[] = [
  {
    name: 'SQLite',
    async fresh(options = {}) {
      const file = tempFile();
      const store = openSqliteStore(file, options);
      cleanups.push(() => store.close());
      return { store, reopen: async () => openSqliteStore(file, options) };
    },
  },
  {
    name: 'PostgreSQL',
    async fresh(options = {}) {
      const url = await freshDatabaseUrl();
      const store = await openPostgresStore(url, options);
      cleanups.push(() => store.close());
      return { store, reopen: () => openPostgresStore(url, options) };
    },
  },
];

const row = (page: string, extra: Partial<FeedbackRow> = {}): FeedbackRow => ({
  page,
  value: 'positive',
  locale: 'en-US',
  clientKey: 'k',
  ...extra,
});

describe.each(kinds)('the $name store', ({ fresh }) => {
  it('creates and migrates the database once, and keeps rows across openings', async () => {
    const { store, reopen } = await fresh();
    await store.insert(row('/docs'));
    await store.insert(row('/docs', { value: 'negative', comment: 'Broken' }));
    const again = await reopen();
    expect(await again.count()).toBe(2);
    await again.close();
  });

  it('refuses values outside positive and negative and stores nothing', async () => {
    const { store } = await fresh();
    await expect(store.insert(row('/', { value: 'meh' as 'positive' }))).rejects.toThrow();
    expect(await store.count()).toBe(0);
  });

  it('summarises votes per page, most voted first, and the latest comments', async () => {
    const { store } = await fresh();
    await store.insert(row('/a'));
    await store.insert(row('/b'));
    await store.insert(row('/b', { value: 'negative', comment: 'First' }));
    await store.insert(row('/b', { value: 'negative', comment: 'Second' }));
    const summary = await store.summary({ limit: 10, offset: 0, comments: 1, questions: 0 });
    expect(summary.pages).toEqual([
      { page: '/b', positive: 1, negative: 2 },
      { page: '/a', positive: 1, negative: 0 },
    ]);
    expect(summary.totalPages).toBe(2);
    const second = await store.summary({ limit: 1, offset: 1, comments: 0, questions: 0 });
    expect(second).toEqual({
      pages: [{ page: '/a', positive: 1, negative: 0 }],
      totalPages: 2,
      latestComments: [],
      answers: { positive: 0, negative: 0 },
      unansweredQuestions: [],
    });
    expect(summary.latestComments).toEqual([
      {
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        page: '/b',
        value: 'negative',
        comment: 'Second',
      },
    ]);
  });

  it('keeps answer votes out of the page counts and reports the questions without a good answer', async () => {
    const { store } = await fresh();
    await store.insert(row('/docs'));
    const ask = '/docs/ask-ai';
    await store.insert(row(ask, { kind: 'answer', value: 'positive', question: 'How do sessions work?' }));
    await store.insert(row(ask, { kind: 'answer', value: 'negative', question: 'Is there a Rust SDK?' }));
    await store.insert(
      row(ask, { kind: 'unanswered', value: 'negative', question: ' is there a rust sdk? ' }),
    );
    await store.insert(
      row('/ja/docs/ask-ai', { kind: 'unanswered', value: 'negative', question: 'Helm?', locale: 'ja' }),
    );
    const summary = await store.summary({ limit: 10, offset: 0, comments: 0, questions: 10 });
    expect(summary.pages).toEqual([{ page: '/docs', positive: 1, negative: 0 }]);
    expect(summary.totalPages).toBe(1);
    expect(summary.answers).toEqual({ positive: 1, negative: 1 });
    expect(summary.unansweredQuestions).toEqual([
      {
        question: expect.stringMatching(/^is there a rust sdk\?$/i),
        locale: 'en-US',
        notHelpful: 1,
        notFound: 1,
        lastAskedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      },
      { question: 'Helm?', locale: 'ja', notHelpful: 0, notFound: 1, lastAskedAt: expect.any(String) },
    ]);
    expect(
      (await store.summary({ limit: 10, offset: 0, comments: 0, questions: 1 })).unansweredQuestions,
    ).toHaveLength(1);
    const exported = await store.export({ page: ask });
    expect(exported.map((r) => [r.kind, r.question])).toEqual([
      ['answer', 'How do sessions work?'],
      ['answer', 'Is there a Rust SDK?'],
      ['unanswered', ' is there a rust sdk? '],
    ]);
  });

  it('exports every column, filtered by page (and sub-pages) and by time', async () => {
    const { store } = await fresh();
    await store.insert(row('/docs', { comment: 'Nice', locale: 'ja', clientKey: 'abc' }));
    await store.insert(row('/docs/tracing'));
    await store.insert(row('/docs-old'));
    await store.insert(row('/blog'));
    const all = await store.export();
    expect(all.map((r) => r.page)).toEqual(['/docs', '/docs/tracing', '/docs-old', '/blog']);
    expect(all[0]).toEqual({
      id: expect.any(Number),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      kind: 'page',
      page: '/docs',
      value: 'positive',
      comment: 'Nice',
      question: null,
      locale: 'ja',
      clientKey: 'abc',
    });
    expect((await store.export({ page: '/docs' })).map((r) => r.page)).toEqual(['/docs', '/docs/tracing']);
    expect(await store.export({ since: new Date(Date.now() + 60_000) })).toEqual([]);
    expect(await store.export({ since: new Date(Date.now() - 60_000), page: '/blog' })).toHaveLength(1);
  });

  it('treats % and _ in the page filter as plain characters', async () => {
    const { store } = await fresh();
    await store.insert(row('/a_b/c'));
    await store.insert(row('/axb/c'));
    await store.insert(row('/100%/x'));
    expect((await store.export({ page: '/a_b' })).map((r) => r.page)).toEqual(['/a_b/c']);
    expect((await store.export({ page: '/1%' })).map((r) => r.page)).toEqual([]);
  });

  it('stores a vote sent again with its idempotency key once, per client', async () => {
    const { store } = await fresh();
    const key = 'b1946ac9-2f4e-4c21-9a0e-3e1b2c8d7f60';
    expect(await store.insert(row('/docs/a', { idempotencyKey: key }))).toBe(true);
    expect(await store.insert(row('/docs/a', { idempotencyKey: key }))).toBe(false);
    // Sent at once, twice more (a proxy's retry racing the first answer): still one row.
    const racing = await Promise.all(
      [1, 2].map(() => store.insert(row('/docs/b', { idempotencyKey: `${key}-b` }))),
    );
    expect(racing.sort()).toEqual([false, true]);
    // Another client's key space is its own; rows without a key are never merged.
    expect(await store.insert(row('/docs/a', { idempotencyKey: key, clientKey: 'other' }))).toBe(true);
    expect(await store.insert(row('/docs/a'))).toBe(true);
    expect(await store.insert(row('/docs/a'))).toBe(true);
    expect(await store.count()).toBe(5);
  });

  it('loses no row under concurrent inserts', async () => {
    const { store } = await fresh();
    await Promise.all(Array.from({ length: 200 }, (_, i) => store.insert(row(`/p/${i % 7}`))));
    expect(await store.count()).toBe(200);
  });

  it('stores each of many concurrent rows once, and a bad one among them fails alone', async () => {
    const { store } = await fresh();
    const pages = Array.from({ length: 300 }, (_, i) => `/q/${i}`);
    const outcomes = await Promise.all(
      pages.map((page, i) =>
        store.insert(row(page, i % 50 === 7 ? { value: 'meh' as 'positive' } : { comment: `c${i}` })).then(
          () => 'stored',
          () => 'refused',
        ),
      ),
    );
    const refused = pages.filter((_, i) => i % 50 === 7);
    expect(pages.filter((_, i) => outcomes[i] === 'refused')).toEqual(refused);
    const stored = await store.export();
    expect(stored.map((r) => r.page).sort()).toEqual(pages.filter((p) => !refused.includes(p)).sort());
    expect(stored.every((r) => r.comment === `c${r.page.slice(3)}`)).toBe(true);
  });

  it('gives each vote stored an outbox event in the same write, and none to duplicates or to its own records', async () => {
    const { store } = await fresh({ outbox: true });
    const key = 'c4ca4238-a0b9-4382-8dcc-509a6f75849b';
    await store.insert(row('/docs/a', { comment: 'Typo', idempotencyKey: key }));
    await store.insert(row('/docs/a', { comment: 'Typo', idempotencyKey: key }));
    await store.insert(row('/docs/b', { kind: 'answer', value: 'negative', question: 'How?' }));
    await store.insert(row('/docs/c', { kind: 'unanswered', value: 'negative', question: 'Why?' }));
    const stored = await store.export();
    const events = await store.outbox.list();
    expect(events.map((item) => item.id)).toEqual(stored.slice(0, 2).map((r) => r.id));
    expect(events.map((item) => item.event)).toEqual([
      { page: '/docs/a', value: 'positive', comment: 'Typo', locale: 'en-US' },
      { page: '/docs/b', value: 'negative', question: 'How?', locale: 'en-US' },
    ]);
    expect(events[0]).toMatchObject({ state: 'pending', attempts: 0, lastError: null });
    expect(Date.parse(events[0]!.nextAttemptAt)).toBe(Date.parse(stored[0]!.createdAt));

    // Without the webhook, votes are stored alone.
    const { store: plain } = await fresh();
    await plain.insert(row('/docs/a'));
    expect(await plain.outbox.list()).toEqual([]);
  });

  it('claims due events for a lease, records each outcome, and replays failed ones', async () => {
    const { store } = await fresh({ outbox: true });
    for (const page of ['/1', '/2', '/3', '/4']) await store.insert(row(page));
    const now = new Date(Date.now() + 1000);
    const claimed = await store.outbox.claim(3, 60_000, now);
    expect(claimed.map((item) => item.event.page)).toEqual(['/1', '/2', '/3']);
    // Leased: a second claim gets only the fourth, and nothing once that is claimed too.
    expect((await store.outbox.claim(10, 60_000, now)).map((item) => item.event.page)).toEqual(['/4']);
    expect(await store.outbox.claim(10, 60_000, now)).toEqual([]);
    // A lease ends: a worker that died lets go of its events.
    expect(await store.outbox.claim(10, 60_000, new Date(now.getTime() + 60_000))).toHaveLength(4);

    const [one, two, three, four] = (await store.outbox.list()).map((item) => item.id);
    const later = new Date(now.getTime() + 90_000);
    await store.outbox.settle([
      { id: one!, result: 'delivered' },
      { id: two!, result: 'retry', at: later, error: 'answered 503' },
      { id: three!, result: 'failed', error: 'answered 404' },
      { id: four!, result: 'released' },
    ]);
    expect(
      (await store.outbox.list()).map(({ id, state, attempts, lastError }) => ({
        id,
        state,
        attempts,
        lastError,
      })),
    ).toEqual([
      { id: two, state: 'pending', attempts: 1, lastError: 'answered 503' },
      { id: three, state: 'failed', attempts: 1, lastError: 'answered 404' },
      { id: four, state: 'pending', attempts: 0, lastError: null },
    ]);
    expect((await store.outbox.list('failed')).map((item) => item.id)).toEqual([three]);
    // Due: the released one at once, the retried one at its time, the failed one never by itself.
    const at = (ms: number) => new Date(now.getTime() + 60_000 + ms);
    expect((await store.outbox.claim(10, 1, at(1))).map((item) => item.id)).toEqual([four]);
    expect((await store.outbox.claim(10, 1, later)).map((item) => item.id)).toEqual([four, two]);
    expect(await store.outbox.replay([three!, 12345], later)).toBe(1);
    expect(await store.outbox.list('failed')).toEqual([]);
    expect(await store.outbox.list('pending')).toMatchObject([
      { id: two },
      { id: three, attempts: 0 },
      { id: four },
    ]);
    expect(await store.outbox.replay('failed', later)).toBe(0);
  });
});

describe('the PostgreSQL store', () => {
  it('migrates once when several servers open the same database at the same time', async () => {
    const url = await freshDatabaseUrl();
    const stores = await Promise.all([1, 2, 3, 4].map(() => openPostgresStore(url)));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query('SELECT version FROM schema_migrations ORDER BY version');
    await client.end();
    expect(rows.map((r) => r.version)).toEqual(migrations.map((_, i) => i + 1));
    await Promise.all(stores.map((store) => store.close()));
  });

  it('answers every vote within its deadline while the server is frozen, and stores none of them after it thaws', async () => {
    const url = new URL(await freshDatabaseUrl());
    // A proxy between store and server that holds the bytes on demand and passes them on when it
    // thaws: to the client, a server stopped with SIGSTOP and continued later.
    let frozen = false;
    const held: Socket[] = [];
    const backlog: (() => void)[] = [];
    const proxy = createServer((client) => {
      const upstream = connect(Number(url.port), url.hostname);
      held.push(client, upstream);
      const pass = (from: Socket, to: Socket) =>
        from.on('data', (chunk) => (frozen ? backlog.push(() => to.write(chunk)) : to.write(chunk)));
      pass(client, upstream);
      pass(upstream, client);
      for (const socket of [client, upstream]) socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String((proxy.address() as AddressInfo).port);
    const store = await openPostgresStore(proxied.toString());
    try {
      frozen = true;
      const started = performance.now();
      // Six at once: four groups in flight, two waiting in the queue (which of them a group still takes
      // depends on when the pool's connection wait ends; groupCommit's tests pin that down).
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          store.insert(row(`/frozen/${i}`)).then(
            () => 'stored',
            () => 'refused',
          ),
        ),
      );
      expect(performance.now() - started).toBeLessThan(postgresWriteDeadlineMs + 500);
      expect(outcomes).toEqual(Array(6).fill('refused'));
      // The server continues: the statements it was sent run now, and the groups whose votes were
      // answered 503 are rolled back instead of committed.
      frozen = false;
      for (const write of backlog.splice(0)) write();
      await new Promise((resolve) => setTimeout(resolve, 1500));
    } finally {
      for (const socket of held) socket.destroy();
      proxy.close();
      await store.close().catch(() => undefined);
    }
    // Nothing was stored: not while it was frozen, nor after.
    const direct = await openPostgresStore(url.toString());
    expect(await direct.count()).toBe(0);
    await direct.close();
  }, 20_000);

  it('rejects when the server cannot be reached', async () => {
    await expect(
      openPostgresStore('postgres://nobody@127.0.0.1:9/none', { connectionTimeoutMillis: 1000 }),
    ).rejects.toThrow();
  });
});

describe('subPathPattern', () => {
  it('escapes LIKE wildcards and drops a trailing slash', () => {
    expect(subPathPattern('/docs/')).toBe('/docs/%');
    expect(subPathPattern('/a_b%\\')).toBe('/a\\_b\\%\\\\/%');
  });
});
