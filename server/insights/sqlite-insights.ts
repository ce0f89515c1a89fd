import 'server-only';
import type Database from 'better-sqlite3';
import { mergeIncrements, otherKey, type Increment } from '@/lib/insights/counts';
import {
  boundedGroup,
  feedbackInsights,
  feedbackStatements,
  summaryRows,
  totalsRow,
  totalsStatement,
  upsertCountSql,
  upsertDaySql,
  upsertMonthSql,
  type InsightsStore,
} from './store';

/**
 * The insights of the SQLite store, on its connection. `whenNotBusy` retries a statement the file's
 * lock refused (another process writing), as the store's own writes do.
 */
export function sqliteInsights(
  db: Database.Database,
  whenNotBusy: <T>(statement: () => T) => Promise<T>,
): InsightsStore {
  const upsert = db.prepare(upsertCountSql);
  const upsertMonth = db.prepare(upsertMonthSql);
  const upsertDay = db.prepare(upsertDaySql);
  const keyKnown = db.prepare(
    'SELECT 1 FROM insight_counts WHERE metric = ? AND day = ? AND locale = ? AND key = ? LIMIT 1',
  );
  const keysOfDay = db.prepare(
    'SELECT COUNT(DISTINCT key) AS n FROM insight_counts WHERE metric = ? AND day = ? AND locale = ?',
  );
  const pruneDays = db.prepare('DELETE FROM insight_counts WHERE day < ?');
  const pruneTotals = db.prepare('DELETE FROM insight_days WHERE day < ?');
  const pruneMonths = db.prepare('DELETE FROM insight_months WHERE month < substr(?, 1, 7)');
  const prune = db.transaction((day: string) => {
    const deleted = pruneDays.run(day).changes;
    pruneTotals.run(day);
    pruneMonths.run(day);
    return deleted;
  });

  const add = db.transaction((increments: readonly Increment[], keysPerDay: number) => {
    // Distinct keys per free-text group so far: read once per group, then counted here.
    const keys = new Map<string, number>();
    const rows = increments.map((increment) => {
      const group = boundedGroup(increment);
      if (group === undefined) return increment;
      const { metric, day, locale, key } = increment;
      if (keyKnown.get(metric, day, locale, key)) return increment;
      const known = keys.get(group) ?? (keysOfDay.get(metric, day, locale) as { n: number }).n;
      if (known >= keysPerDay) return { ...increment, key: otherKey };
      keys.set(group, known + 1);
      return increment;
    });
    const merged = mergeIncrements(rows);
    for (const row of merged) upsert.run(row.metric, row.day, row.locale, row.key, row.detail, row.count);
    const { months, days } = summaryRows(merged);
    for (const row of months)
      upsertMonth.run(row.metric, row.day, row.locale, row.key, row.detail, row.count);
    for (const row of days) upsertDay.run(row.metric, row.day, row.locale, row.detail, row.count);
  });

  const statements = new Map<string, Database.Statement>();
  const prepared = (text: string) => {
    let statement = statements.get(text);
    if (!statement) {
      statement = db.prepare(text);
      // The dashboard asks a few dozen shapes of query; keep them, but never without bound.
      if (statements.size < 200) statements.set(text, statement);
    }
    return statement;
  };
  const all = (statement: { text: string; values: (string | number)[] }) =>
    prepared(statement.text).all(...statement.values) as Record<string, unknown>[];

  return {
    async add(increments, keysPerDay) {
      if (increments.length > 0) await whenNotBusy(() => add.immediate(increments, keysPerDay));
    },
    async totals(query) {
      return all(totalsStatement(query)).map(totalsRow);
    },
    async feedback(filter, limit) {
      const statements = feedbackStatements(filter, limit);
      return feedbackInsights({
        votes: all(statements.votes),
        pages: all(statements.pages),
        comments: all(statements.comments),
        unanswered: all(statements.unanswered),
      });
    },
    async prune(day) {
      return whenNotBusy(() => prune.immediate(day));
    },
  };
}
