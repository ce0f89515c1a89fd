import { describe, expect, it, vi } from 'vitest';
import type { Increment } from '@/lib/insights/counts';
import { createRecorder } from './recorder';

vi.mock('server-only', () => ({}));
import type { InsightsStore } from './store';

const view = (key: string, day = '2026-11-20'): Increment[] => [
  { day, metric: 'view', locale: 'en-US', key, detail: 'wide', count: 1 },
];

/** A store whose writes end when the test says so, recording each write and prune. */
function slowStore() {
  const writes: Increment[][] = [];
  const prunes: string[] = [];
  let release: () => void = () => {};
  let fail: Error | undefined;
  const insights: InsightsStore = {
    add: (increments) =>
      new Promise<void>((resolve, reject) => {
        writes.push([...increments]);
        release = () => (fail ? reject(fail) : resolve());
      }),
    prune: async (day) => {
      prunes.push(day);
      return 0;
    },
    totals: async () => [],
    feedback: async () => ({
      votes: { page: { positive: 0, negative: 0 }, answer: { positive: 0, negative: 0 } },
      pages: [],
      comments: [],
      unanswered: [],
    }),
  };
  return {
    store: async () => ({ insights }),
    writes,
    prunes,
    release: () => release(),
    failWith: (error: Error) => (fail = error),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the insights recorder', () => {
  it('adds up the events of a moment in memory and writes them in one batch', async () => {
    const store = slowStore();
    const recorder = createRecorder({ store: store.store, keysPerDay: 100, retentionDays: 400, flushMs: 20 });
    for (const key of ['/a', '/b', '/a', '/a']) recorder.record(view(key));
    expect(store.writes).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(store.writes.map((rows) => rows.map((row) => [row.key, row.count]))).toEqual([
      [
        ['/a', 3],
        ['/b', 1],
      ],
    ]);
    store.release();
    await recorder.settled();
  });

  it('goes on gathering while the store writes, and writes that with the next batch', async () => {
    const store = slowStore();
    const recorder = createRecorder({ store: store.store, keysPerDay: 100, retentionDays: 400 });
    recorder.record(view('/a'));
    void recorder.settled();
    await tick();
    recorder.record(view('/b'));
    recorder.record(view('/b'));
    const done = recorder.settled();
    await tick();
    expect(store.writes).toHaveLength(1);
    store.release();
    await tick();
    await tick();
    expect(store.writes.map((rows) => rows.map((row) => [row.key, row.count]))).toEqual([
      [['/a', 1]],
      [['/b', 2]],
    ]);
    store.release();
    await done;
  });

  it('loses the counts of a failed write, logged once, and goes on with the next ones', async () => {
    const store = slowStore();
    const lines: string[] = [];
    const recorder = createRecorder({
      store: store.store,
      keysPerDay: 100,
      retentionDays: 400,
      log: (line) => lines.push(line),
    });
    store.failWith(new Error('disk full'));
    expect(() => recorder.record(view('/a'))).not.toThrow();
    const done = recorder.settled();
    await tick();
    store.release();
    await done;
    expect(lines).toEqual(['insights: counts not stored: disk full']);
  });

  it('keeps at most maxRows rows waiting: the counts of other rows are dropped, logged', async () => {
    const store = slowStore();
    const lines: string[] = [];
    const recorder = createRecorder({
      store: store.store,
      keysPerDay: 100,
      retentionDays: 400,
      maxRows: 3,
      log: (line) => lines.push(line),
    });
    for (let i = 0; i < 6; i++) recorder.record(view(`/p${i % 4}`));
    const done = recorder.settled();
    await tick();
    store.release();
    await done;
    expect(store.writes.flat().map((row) => [row.key, row.count])).toEqual([
      ['/p0', 2],
      ['/p1', 2],
      ['/p2', 1],
    ]);
    expect(lines).toEqual(['insights: 1 counts dropped: more than 3 rows were waiting for the store']);
  });

  it('prunes the days past the retention once a day, after the first write of the day', async () => {
    const store = slowStore();
    let now = new Date('2026-11-20T10:00:00Z');
    const recorder = createRecorder({
      store: store.store,
      keysPerDay: 100,
      retentionDays: 400,
      now: () => now,
    });
    for (const at of ['2026-11-20T10:00:00Z', '2026-11-20T11:00:00Z', '2026-11-21T00:01:00Z']) {
      now = new Date(at);
      recorder.record(view('/a'));
      const done = recorder.settled();
      await tick();
      store.release();
      await done;
    }
    expect(store.prunes).toEqual(['2025-10-16', '2025-10-17']);
  });
});

describe('a failing insights store', () => {
  it('loses insight counts, logged, and never a vote', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const Database = (await import('better-sqlite3')).default;
    const { openSqliteStore } = await import('@/server/feedback/sqlite-store');
    const dir = mkdtempSync(join(tmpdir(), 'insights-failing-'));
    const file = join(dir, 'feedback.sqlite');
    const store = openSqliteStore(file);
    try {
      // The insights' table is gone (a botched restore, say): every insights write fails.
      const other = new Database(file);
      other.exec('DROP TABLE insight_counts');
      other.close();
      const lines: string[] = [];
      const recorder = createRecorder({
        store: async () => store,
        keysPerDay: 100,
        retentionDays: 400,
        log: (line) => lines.push(line),
      });
      recorder.record(view('/a'));
      await recorder.settled();
      expect(lines).toEqual([expect.stringMatching(/^insights: counts not stored: .*insight_counts/)]);
      expect(await store.insert({ page: '/docs', value: 'positive', locale: 'en-US', clientKey: 'k' })).toBe(
        true,
      );
      expect(await store.count()).toBe(1);
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
