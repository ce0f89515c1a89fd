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

/**
 * Adds rows' counts to one of the three tables in one statement (prepared once per connection):
 * `columns` name the table's identity columns; a month row holds its month in `day`.
 */
async function upsert(
  client: pg.PoolClient,
  table: 'insight_counts' | 'insight_months' | 'insight_days',
  columns: readonly string[],
  rows: readonly Increment[],
) {
  const fields = columns.map((column) => (column === 'month' ? 'day' : column) as keyof Increment);
  const casts = [...columns.map((_, index) => `$${index + 1}::text[]`), `$${columns.length + 1}::bigint[]`];
  await client.query({
    name: `insights-add-${table}`,
    text: `INSERT INTO ${table} (${columns.join(', ')}, count)
           SELECT * FROM unnest(${casts.join(', ')})
           ON CONFLICT (${columns.join(', ')}) DO UPDATE SET count = ${table}.count + excluded.count`,
    values: [...fields.map((field) => rows.map((row) => row[field])), rows.map((row) => row.count)],
  });
}

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
        await upsert(client, 'insight_counts', ['metric', 'day', 'locale', 'key', 'detail'], rows);
        await upsert(
          client,
          'insight_months',
          ['metric', 'month', 'locale', 'key', 'detail'],
          months.sort(rowOrder),
        );
        await upsert(client, 'insight_days', ['metric', 'day', 'locale', 'detail'], days.sort(rowOrder));
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
