import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freshDatabaseUrl } from '@/tests/setup/databases';
import { otherKey, type Increment } from '@/lib/insights/counts';
import type { FeedbackRow, FeedbackStore } from '@/server/feedback/store';

vi.mock('server-only', () => ({}));
const { openSqliteStore } = await import('@/server/feedback/sqlite-store');
const { openPostgresStore } = await import('@/server/feedback/postgres-store');

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Each store kind: a fresh database, and a way to open it a second time (a second instance). */
const kinds: {
  name: string;
  fresh: () => Promise<{ store: FeedbackStore; second: () => Promise<FeedbackStore> }>;
}[] = [
  {
    name: 'SQLite',
    async fresh() {
      const dir = mkdtempSync(join(tmpdir(), 'insights-'));
      const file = join(dir, 'feedback.sqlite');
      const store = openSqliteStore(file);
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      cleanups.push(() => store.close());
      return {
        store,
        second: async () => {
          const other = openSqliteStore(file);
          cleanups.push(() => other.close());
          return other;
        },
      };
    },
  },
  {
    name: 'PostgreSQL',
    async fresh() {
      const url = await freshDatabaseUrl();
      const store = await openPostgresStore(url);
      cleanups.push(() => store.close());
      return {
        store,
        second: async () => {
          const other = await openPostgresStore(url);
          cleanups.push(() => other.close());
          return other;
        },
      };
    },
  },
];

const count = (metric: Increment['metric'], key: string, extra: Partial<Increment> = {}): Increment => ({
  day: '2026-11-20',
  metric,
  locale: 'en-US',
  key,
  detail: '',
  count: 1,
  ...extra,
});

const range = { from: '2026-11-01', to: '2026-11-30' };

describe.each(kinds)('the insights of the $name store', ({ fresh }) => {
  it('adds counts to daily rows and sums them by any grouping over a range of days', async () => {
    const { store } = await fresh();
    await store.insights.add(
      [
        count('view', '/docs', { detail: 'wide' }),
        count('view', '/docs', { detail: 'narrow' }),
        count('view', '/docs', { detail: 'wide', day: '2026-11-21' }),
        count('view', '/ja/docs', { locale: 'ja', detail: 'wide', count: 4 }),
        count('view', '/pricing', { detail: 'wide', day: '2026-12-01' }),
      ],
      100,
    );
    await store.insights.add([count('view', '/docs', { detail: 'wide', count: 2 })], 100);
    const totals = (query: Partial<Parameters<typeof store.insights.totals>[0]>) =>
      store.insights.totals({ metric: 'view', ...range, by: [], ...query });

    expect(await totals({ by: ['key'] })).toEqual([
      { key: '/docs', count: 5 },
      { key: '/ja/docs', count: 4 },
    ]);
    expect(await totals({ by: ['day'], order: 'group' })).toEqual([
      { day: '2026-11-20', count: 8 },
      { day: '2026-11-21', count: 1 },
    ]);
    expect(await totals({ by: ['detail'], locale: 'en-US' })).toEqual([
      { detail: 'wide', count: 4 },
      { detail: 'narrow', count: 1 },
    ]);
    expect(await totals({})).toEqual([{ count: 9 }]);
    // Both ends of the range count; the day after does not.
    expect(await totals({ from: '2026-11-21', to: '2026-12-01', by: ['key'] })).toEqual([
      { key: '/docs', count: 1 },
      { key: '/pricing', count: 1 },
    ]);
    expect(await totals({ by: ['key'], limit: 1 })).toEqual([{ key: '/docs', count: 5 }]);
    expect(await totals({ key: '/nothing' })).toEqual([{ count: 0 }]);
  });

  it('keeps at most the day’s bound of free-text keys per metric and locale, counting the rest as other', async () => {
    const { store } = await fresh();
    await store.insights.add(
      [count('search', 'trace', { detail: 'opened' }), count('search', 'prompt', { detail: 'none' })],
      3,
    );
    // One new key fits; the next two do not. Keys already there keep counting, whatever the bound.
    await store.insights.add(
      [
        count('search', 'dataset', { detail: 'none' }),
        count('search', 'rust sdk', { detail: 'none' }),
        count('search', 'helm chart', { detail: 'none' }),
        count('search', 'trace', { detail: 'opened' }),
      ],
      3,
    );
    await store.insights.add([count('search', 'cobol', { detail: 'none' })], 3);
    // Another day, another locale and a metric of known keys (pages) each have their own room.
    await store.insights.add(
      [
        count('search', 'cobol', { day: '2026-11-21', detail: 'none' }),
        count('search', 'cobol', { locale: 'ja', detail: 'none' }),
        ...['/a', '/b', '/c', '/d', '/e'].map((page) => count('view', page)),
      ],
      3,
    );
    const rows = await store.insights.totals({
      metric: 'search',
      ...range,
      locale: 'en-US',
      by: ['day', 'key'],
      order: 'group',
    });
    expect(rows).toEqual([
      { day: '2026-11-20', key: otherKey, count: 3 },
      { day: '2026-11-20', key: 'dataset', count: 1 },
      { day: '2026-11-20', key: 'prompt', count: 1 },
      { day: '2026-11-20', key: 'trace', count: 2 },
      { day: '2026-11-21', key: 'cobol', count: 1 },
    ]);
    expect(await store.insights.totals({ metric: 'search', ...range, locale: 'ja', by: ['key'] })).toEqual([
      { key: 'cobol', count: 1 },
    ]);
    expect(await store.insights.totals({ metric: 'view', ...range, by: ['key'] })).toHaveLength(5);
  });

  it('reads the votes, negative comments and unanswered questions stored for feedback within the range', async () => {
    const { store } = await fresh();
    const vote = (page: string, extra: Partial<FeedbackRow> = {}): FeedbackRow => ({
      page,
      value: 'positive',
      locale: 'en-US',
      clientKey: 'k',
      ...extra,
    });
    await store.insert(vote('/docs'));
    await store.insert(vote('/docs/a', { value: 'negative', comment: 'The snippet fails' }));
    await store.insert(vote('/docs/a', { value: 'negative' }));
    await store.insert(vote('/docs/b', { value: 'negative' }));
    await store.insert(vote('/ja/docs', { value: 'negative', locale: 'ja', comment: 'まだ' }));
    await store.insert(vote('/docs/ask-ai', { kind: 'answer', question: 'Does it trace?' }));
    await store.insert(
      vote('/docs/ask-ai', { kind: 'answer', value: 'negative', question: 'Is there a Rust SDK?' }),
    );
    await store.insert(
      vote('/docs/ask-ai', { kind: 'unanswered', value: 'negative', question: 'is there a rust sdk? ' }),
    );
    const today = new Date().toISOString().slice(0, 10);
    const insights = await store.insights.feedback({ from: today, to: today, locale: 'en-US' }, 10);
    expect(insights.votes).toEqual({
      page: { positive: 1, negative: 3 },
      answer: { positive: 1, negative: 1 },
    });
    expect(insights.pages).toEqual([
      { page: '/docs/a', positive: 0, negative: 2 },
      { page: '/docs/b', positive: 0, negative: 1 },
    ]);
    expect(insights.comments).toEqual([
      {
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        page: '/docs/a',
        comment: 'The snippet fails',
      },
    ]);
    expect(insights.unanswered).toEqual([
      {
        question: expect.stringMatching(/^is there a rust sdk\?$/i),
        locale: 'en-US',
        notHelpful: 1,
        notFound: 1,
      },
    ]);
    expect((await store.insights.feedback({ from: today, to: today }, 10)).comments).toHaveLength(2);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(await store.insights.feedback({ from: yesterday, to: yesterday }, 10)).toEqual({
      votes: { page: { positive: 0, negative: 0 }, answer: { positive: 0, negative: 0 } },
      pages: [],
      comments: [],
      unanswered: [],
    });
  });

  it('sums from its summaries exactly what the daily rows hold, for any range, grouping and filter', async () => {
    const { store } = await fresh();
    const fc = (await import('fast-check')).default;
    const start = Date.parse('2026-01-20T00:00:00Z');
    const dayAt = (n: number) => new Date(start + n * 86_400_000).toISOString().slice(0, 10);
    const rows: Increment[] = [];
    for (let n = 0; n < 120; n++)
      for (const key of ['/a', '/b', '/c'])
        for (const locale of ['en-US', 'ja'])
          if ((n * 7 + key.length + locale.length) % 3 !== 0)
            rows.push(
              count('view', key, {
                day: dayAt(n),
                locale,
                detail: n % 2 ? 'wide' : 'narrow',
                count: 1 + (n % 5),
              }),
            );
    // Written in several batches, as a running site writes them.
    for (let at = 0; at < rows.length; at += 97) await store.insights.add(rows.slice(at, at + 97), 100);
    const dimensions = ['day', 'locale', 'key', 'detail'] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 119 }),
        fc.integer({ min: 0, max: 119 }),
        fc.subarray([...dimensions]),
        fc.option(fc.constantFrom('en-US', 'ja'), { nil: undefined }),
        fc.option(fc.constantFrom('/a', '/c'), { nil: undefined }),
        async (a, b, by, locale, key) => {
          const [from, to] = [dayAt(Math.min(a, b)), dayAt(Math.max(a, b))];
          const got = await store.insights.totals({
            metric: 'view',
            from,
            to,
            locale,
            key,
            by,
            order: 'group',
          });
          const expected = new Map<string, number>();
          for (const row of rows) {
            if (
              row.day < from ||
              row.day > to ||
              (locale && row.locale !== locale) ||
              (key && row.key !== key)
            )
              continue;
            const id = JSON.stringify(by.map((name) => row[name]));
            expected.set(id, (expected.get(id) ?? 0) + row.count);
          }
          const sums = new Map(got.map((row) => [JSON.stringify(by.map((name) => row[name])), row.count]));
          if (by.length === 0 && expected.size === 0) expected.set('[]', 0);
          expect(sums).toEqual(expected);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('prunes the days before the retention limit and nothing after', async () => {
    const { store } = await fresh();
    await store.insights.add(
      [
        count('view', '/docs', { day: '2025-01-01' }),
        count('view', '/docs', { day: '2025-01-02' }),
        count('view', '/docs', { day: '2025-01-03' }),
      ],
      10,
    );
    expect(await store.insights.prune('2025-01-03')).toBe(2);
    expect(
      await store.insights.totals({ metric: 'view', from: '2025-01-01', to: '2025-12-31', by: ['day'] }),
    ).toEqual([{ day: '2025-01-03', count: 1 }]);
  });

  it('gives two instances on one database one set of figures, however their writes interleave', async () => {
    const { store, second } = await fresh();
    const other = await second();
    const batch = (n: number) =>
      Array.from({ length: 20 }, (_, i) => count('view', `/docs/${(i * 7 + n) % 20}`, { detail: 'wide' }));
    await Promise.all(
      Array.from({ length: 10 }, (_, n) => (n % 2 === 0 ? store : other).insights.add(batch(n), 100)),
    );
    const fromFirst = await store.insights.totals({ metric: 'view', ...range, by: ['key'], order: 'group' });
    const fromSecond = await other.insights.totals({ metric: 'view', ...range, by: ['key'], order: 'group' });
    expect(fromFirst).toEqual(fromSecond);
    expect(fromFirst).toHaveLength(20);
    expect(fromFirst.every((row) => row.count === 10)).toBe(true);
  });
});

describe('monthsAndEdges', async () => {
  const { monthsAndEdges } = await import('./store');
  it('reads whole months from the monthly rows and only the days at either end from the daily ones', () => {
    expect(monthsAndEdges('2026-01-15', '2026-04-10')).toEqual({
      months: ['2026-02', '2026-03'],
      edges: [
        ['2026-01-15', '2026-01-31'],
        ['2026-04-01', '2026-04-10'],
      ],
    });
    expect(monthsAndEdges('2026-02-01', '2026-02-28')).toEqual({ months: ['2026-02', '2026-02'], edges: [] });
    expect(monthsAndEdges('2024-02-01', '2024-02-28')).toEqual({ edges: [['2024-02-01', '2024-02-28']] });
    expect(monthsAndEdges('2026-03-05', '2026-03-30')).toEqual({ edges: [['2026-03-05', '2026-03-30']] });
    expect(monthsAndEdges('2025-12-31', '2026-01-31')).toEqual({
      months: ['2026-01', '2026-01'],
      edges: [['2025-12-31', '2025-12-31']],
    });
  });
});
