import 'server-only';
import type pg from 'pg';
import { mergeIncrements, otherKey, type Increment } from '@/lib/insights/counts';
import {
  boundedGroup,
  feedbackInsights,
  feedbackStatements,
  numbered,
  summaryRows,
  totalsRow,
  totalsStatement,
  type InsightsStore,
  type Statement,
} from './store';

const rowOrder = (a: Increment, b: Increment) =>
  a.metric.localeCompare(b.metric) ||
  a.day.localeCompare(b.day) ||
  a.locale.localeCompare(b.locale) ||
  a.key.localeCompare(b.key) ||
  a.detail.localeCompare(b.detail);

/** The insights of the PostgreSQL store, on its pool. */
export function postgresInsights(pool: pg.Pool): InsightsStore {
  const query = (statement: Statement) =>
    pool.query<Record<string, unknown>>(numbered(statement.text), statement.values).then(({ rows }) => rows);

  /** Maps free-text keys beyond their day's bound to `otherKey` (reading within the transaction). */
  async function bounded(client: pg.PoolClient, increments: readonly Increment[], keysPerDay: number) {
    const open = increments.filter((increment) => boundedGroup(increment) !== undefined);
    if (open.length === 0) return increments;
    const column = (name: 'metric' | 'day' | 'locale' | 'key') => open.map((increment) => increment[name]);
    const [known, counts] = await Promise.all([
      client.query<{ metric: string; day: string; locale: string; key: string }>(
        `SELECT DISTINCT c.metric, c.day, c.locale, c.key FROM insight_counts c
           JOIN unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS u(metric, day, locale, key)
             ON c.metric = u.metric AND c.day = u.day AND c.locale = u.locale AND c.key = u.key`,
        [column('metric'), column('day'), column('locale'), column('key')],
      ),
      client.query<{ metric: string; day: string; locale: string; n: string }>(
        `SELECT c.metric, c.day, c.locale, COUNT(DISTINCT c.key) AS n FROM insight_counts c
           JOIN (SELECT DISTINCT * FROM unnest($1::text[], $2::text[], $3::text[])) AS u(metric, day, locale)
             ON c.metric = u.metric AND c.day = u.day AND c.locale = u.locale
          GROUP BY c.metric, c.day, c.locale`,
        [column('metric'), column('day'), column('locale')],
      ),
    ]);
    const group = (row: { metric: string; day: string; locale: string }) =>
      `${row.metric}\u0000${row.day}\u0000${row.locale}`;
    const existing = new Set(known.rows.map((row) => `${group(row)}\u0000${row.key}`));
    const keys = new Map(counts.rows.map((row) => [group(row), Number(row.n)]));
    const added = new Set<string>();
    return increments.map((increment) => {
      const name = boundedGroup(increment);
      const id = `${name}\u0000${increment.key}`;
      if (name === undefined || existing.has(id) || added.has(id)) return increment;
      const count = keys.get(name) ?? 0;
      if (count >= keysPerDay) return { ...increment, key: otherKey };
      keys.set(name, count + 1);
      added.add(id);
      return increment;
    });
  }

  return {
    async add(increments, keysPerDay) {
      if (increments.length === 0) return;
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        // In one order every time, so two instances adding to the same rows never deadlock.
        const rows = mergeIncrements(await bounded(client, increments, keysPerDay)).sort(rowOrder);
        const { months, days } = summaryRows(rows);
        const column = (list: Increment[], name: keyof Increment) => list.map((row) => row[name]);
        await client.query({
          name: 'insights-add',
          text: `INSERT INTO insight_counts (metric, day, locale, key, detail, count)
                 SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[])
                 ON CONFLICT (metric, day, locale, key, detail)
                 DO UPDATE SET count = insight_counts.count + excluded.count`,
          values: (['metric', 'day', 'locale', 'key', 'detail', 'count'] as const).map((name) =>
            column(rows, name),
          ),
        });
        await client.query({
          name: 'insights-add-months',
          text: `INSERT INTO insight_months (metric, month, locale, key, detail, count)
                 SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[])
                 ON CONFLICT (metric, month, locale, key, detail)
                 DO UPDATE SET count = insight_months.count + excluded.count`,
          values: (['metric', 'day', 'locale', 'key', 'detail', 'count'] as const).map((name) =>
            column(months.sort(rowOrder), name),
          ),
        });
        await client.query({
          name: 'insights-add-days',
          text: `INSERT INTO insight_days (metric, day, locale, detail, count)
                 SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::bigint[])
                 ON CONFLICT (metric, day, locale, detail)
                 DO UPDATE SET count = insight_days.count + excluded.count`,
          values: (['metric', 'day', 'locale', 'detail', 'count'] as const).map((name) =>
            column(days.sort(rowOrder), name),
          ),
        });
        await client.query('COMMIT');
      } catch (error) {
        broken = error instanceof Error ? error : new Error(String(error));
        throw error;
      } finally {
        // A failed transaction's connection is dropped; PostgreSQL rolls back what it left open.
        client.release(broken);
      }
    },
    async totals(statement) {
      return (await query(totalsStatement(statement))).map(totalsRow);
    },
    async feedback(filter, limit) {
      const statements = feedbackStatements(filter, limit);
      const [votes, pages, comments, unanswered] = await Promise.all([
        query(statements.votes),
        query(statements.pages),
        query(statements.comments),
        query(statements.unanswered),
      ]);
      return feedbackInsights({ votes, pages, comments, unanswered });
    },
    async prune(day) {
      // One statement, so one transaction: the summaries never outlive or lose their rows.
      const { rows } = await pool.query<{ n: string }>(
        `WITH days AS (DELETE FROM insight_counts WHERE day < $1 RETURNING 1),
              totals AS (DELETE FROM insight_days WHERE day < $1),
              months AS (DELETE FROM insight_months WHERE month < substr($1, 1, 7))
         SELECT COUNT(*) AS n FROM days`,
        [day],
      );
      return Number(rows[0]!.n);
    },
  };
}
