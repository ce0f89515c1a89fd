import { dayOf, type Increment } from '@/lib/insights/counts';
import { groupCommit } from '@/server/group-commit';
import { throttledLog } from '@/server/http/log-throttle';
import type { InsightsStore } from './store';

/** Where counts are written: the insights of the process's feedback store, opened on first use. */
export type InsightsStoreSource = () => Promise<{ insights: InsightsStore }>;

export interface RecorderOptions {
  store: InsightsStoreSource;
  keysPerDay: number;
  retentionDays: number;
  now?: () => Date;
  /** Where a failed write is reported (throttled: an outage fails every batch the same way). */
  log?: (line: string) => void;
  /** How long counts gather in memory before they are written (default 250 ms). */
  flushMs?: number;
  /**
   * The most distinct rows waiting for a write; beyond it the counts of new rows are dropped (memory
   * stays bounded whatever arrives; rows already waiting keep counting).
   */
  maxRows?: number;
}

export interface InsightsRecorder {
  /** Adds an event's increments to the write batch. Never throws, never waits: a beacon is answered at once. */
  record(increments: readonly Increment[]): void;
  /** Writes what is waiting now and resolves once every count recorded so far is written or dropped. */
  settled(): Promise<void>;
}

const rowId = (row: Increment) => [row.day, row.metric, row.locale, row.key, row.detail].join('\u0000');

/**
 * The write batch of the insights. Events are added up in memory as they come, one row per day,
 * metric, locale, key and detail (raw events live only here, for a moment); every `flushMs` what has
 * gathered goes to the store through a group commit (../group-commit.ts), one transaction at a time,
 * so a batch that gathers while the store is busy goes with the next. Under load that is a few
 * writes a second whatever the number of events (written one event per transaction, SQLite's commits
 * took a sixth of the server's time at 3,700 events/s). A store that is down or refuses the batch
 * loses those counts, logged, and never touches the feedback written to it. Once a day (the first
 * write of a UTC day) rollups older than the retention are pruned.
 */
export function createRecorder(options: RecorderOptions): InsightsRecorder {
  const now = options.now ?? (() => new Date());
  const log = throttledLog(10_000, options.log);
  const flushMs = options.flushMs ?? 250;
  const maxRows = options.maxRows ?? 50_000;
  let prunedOn: string | undefined;
  const write = groupCommit<readonly Increment[], void>(
    async (batches) => {
      const { insights } = await options.store();
      await insights.add(batches.length === 1 ? batches[0]! : batches.flat(), options.keysPerDay);
      const today = dayOf(now());
      if (prunedOn !== today) {
        prunedOn = today;
        const oldest = new Date(`${today}T00:00:00.000Z`);
        oldest.setUTCDate(oldest.getUTCDate() - options.retentionDays);
        await insights.prune(dayOf(oldest));
      }
      return batches.map(() => undefined);
    },
    { maxGroup: 64, maxInFlight: 1, maxWaiting: 8 },
  );

  let gathering = new Map<string, Increment>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dropped = 0;
  const writes = new Set<Promise<void>>();

  function flush() {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (dropped > 0) {
      log(`insights: ${dropped} counts dropped: more than ${maxRows} rows were waiting for the store`);
      dropped = 0;
    }
    if (gathering.size === 0) return;
    const batch = [...gathering.values()];
    gathering = new Map();
    const written = write(batch).catch((error: unknown) =>
      log(`insights: counts not stored: ${error instanceof Error ? error.message : String(error)}`),
    );
    writes.add(written);
    void written.finally(() => writes.delete(written));
  }

  return {
    record(increments) {
      for (const increment of increments) {
        const id = rowId(increment);
        const seen = gathering.get(id);
        if (seen) seen.count += increment.count;
        else if (gathering.size < maxRows) gathering.set(id, { ...increment });
        else dropped += increment.count;
      }
      if (gathering.size > 0 && !timer) {
        timer = setTimeout(flush, flushMs);
        timer.unref?.();
      }
    },
    async settled() {
      flush();
      while (writes.size > 0) await Promise.all([...writes]);
    },
  };
}
