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
  it('writes the events that come during a write together, added up, in the next one', async () => {
    const store = slowStore();
    const recorder = createRecorder({ store: store.store, keysPerDay: 100, retentionDays: 400 });
    recorder.record(view('/a'));
    await tick();
    for (const key of ['/a', '/b', '/a', '/a']) recorder.record(view(key));
    await tick();
    expect(store.writes).toHaveLength(1);
    store.release();
    await tick();
    await tick();
    expect(store.writes).toHaveLength(2);
    expect(store.writes[1]!.map((row) => [row.key, row.count])).toEqual([
      ['/a', 3],
      ['/b', 1],
    ]);
    store.release();
    await recorder.settled();
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
    await tick();
    store.release();
    await recorder.settled();
    expect(lines).toEqual(['insights: counts not stored: disk full']);
  });

  it('drops new events while too many wait, instead of holding them all', async () => {
    const store = slowStore();
    const lines: string[] = [];
    const recorder = createRecorder({
      store: store.store,
      keysPerDay: 100,
      retentionDays: 400,
      maxWaiting: 2,
      log: (line) => lines.push(line),
    });
    for (let i = 0; i < 6; i++) recorder.record(view(`/p${i}`));
    await tick();
    store.release();
    await tick();
    await tick();
    store.release();
    await recorder.settled();
    // The first went at once, two waited, three were dropped.
    expect(store.writes.flat()).toHaveLength(3);
    expect(lines).toEqual(['insights: too many events waiting; some were dropped']);
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
    for (const hour of ['10:00', '11:00']) {
      now = new Date(`2026-11-20T${hour}:00Z`);
      recorder.record(view('/a'));
      await tick();
      store.release();
      await recorder.settled();
    }
    now = new Date('2026-11-21T00:01:00Z');
    recorder.record(view('/a'));
    await tick();
    store.release();
    await recorder.settled();
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
