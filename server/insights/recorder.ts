import { dayOf, mergeIncrements, type Increment } from '@/lib/insights/counts';
import { GroupCommitFullError, groupCommit } from '@/server/group-commit';
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
  /** The most events waiting for a write; beyond it new ones are dropped (memory stays bounded). */
  maxWaiting?: number;
}

export interface InsightsRecorder {
  /** Queues an event's increments for the next write. Never throws, never waits: a beacon is answered at once. */
  record(increments: readonly Increment[]): void;
  /** Resolves once every event queued so far is written or dropped (tests, shutdown). */
  settled(): Promise<void>;
}

/**
 * The write batch of the insights: events are the items of a group commit (../group-commit.ts), so
 * the events that arrive while one transaction runs are added up in memory and written by the next,
 * one row per day, metric, locale, key and detail. Raw events live only here. A store that is down
 * or refuses the batch loses those counts, logged, and never touches the feedback written to it.
 * Once a day (the first write of a UTC day) rollups older than the retention are pruned.
 */
export function createRecorder(options: RecorderOptions): InsightsRecorder {
  const now = options.now ?? (() => new Date());
  const log = throttledLog(10_000, options.log);
  let prunedOn: string | undefined;
  const write = groupCommit<readonly Increment[], void>(
    async (events) => {
      const { insights } = await options.store();
      await insights.add(mergeIncrements(events.flat()), options.keysPerDay);
      const today = dayOf(now());
      if (prunedOn !== today) {
        prunedOn = today;
        const oldest = new Date(`${today}T00:00:00.000Z`);
        oldest.setUTCDate(oldest.getUTCDate() - options.retentionDays);
        await insights.prune(dayOf(oldest));
      }
      return events.map(() => undefined);
    },
    // One transaction at a time: under load each carries every event that came meanwhile.
    { maxGroup: 4096, maxInFlight: 1, maxWaiting: options.maxWaiting ?? 50_000 },
  );
  const pending = new Set<Promise<void>>();
  return {
    record(increments) {
      if (increments.length === 0) return;
      const written = write(increments).catch((error: unknown) => {
        if (error instanceof GroupCommitFullError)
          log('insights: too many events waiting; some were dropped');
        else log(`insights: counts not stored: ${error instanceof Error ? error.message : String(error)}`);
      });
      pending.add(written);
      void written.finally(() => pending.delete(written));
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
