import 'server-only';
import pg from 'pg';
import { groupCommit, rowDataError } from '../group-commit';
import {
  gapKinds,
  idempotencyConflict,
  insertColumns,
  insertValues,
  migrations,
  postgresDialect,
  probeStatement,
  subPathPattern,
  type FeedbackRecord,
  type FeedbackRow,
  type FeedbackStore,
  type FeedbackSummary,
} from './store';

/** How long a vote may wait for PostgreSQL, queue and statement together, before its 503 (README). */
export const postgresWriteDeadlineMs = 5000;

/** Any number: the key of the advisory lock that keeps two servers from migrating at once. */
const migrationLock = 7_240_311;

export interface PostgresOptions {
  /** Pool size; the default suits one server process. */
  max?: number;
  /** How long a request waits for a connection before the store counts as unavailable. */
  connectionTimeoutMillis?: number;
  /** The longest a statement may run (PostgreSQL's statement_timeout); 5 s by default. */
  statementTimeoutMillis?: number;
}

/**
 * The PostgreSQL store, used when `DATABASE_URL` is set: the same schema and migrations as SQLite,
 * applied under an advisory lock when opened. Rejects when the server cannot be reached.
 */
export async function openPostgresStore(
  connectionString: string,
  options: PostgresOptions = {},
): Promise<FeedbackStore> {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5000,
    idleTimeoutMillis: 30_000,
    // No statement waits for ever: the server cancels one after 5 s, the client stops waiting too.
    statement_timeout: options.statementTimeoutMillis ?? 5000,
    query_timeout: (options.statementTimeoutMillis ?? 5000) + 1000,
  });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', (error) =>
    console.error('feedback store: idle PostgreSQL connection lost:', error.message),
  );

  try {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [migrationLock]);
      await client.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL)',
      );
      const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
      const applied = new Set(rows.map((row) => row.version));
      for (const [index, migration] of migrations.entries()) {
        if (applied.has(index + 1)) continue;
        await client.query(migration(postgresDialect));
        await client.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, now())', [
          index + 1,
        ]);
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }

  // Votes that arrive while earlier ones are being written go together in one statement and one
  // commit (group commit, see ../group-commit.ts); a caller's insert resolves after its commit.
  const columnCount = insertColumns.split(',').length;
  const insertRows = `INSERT INTO feedback (created_at, ${insertColumns})
    SELECT now(), * FROM unnest(${Array.from({ length: columnCount }, (_, i) => `$${i + 1}::text[]`).join(', ')})
    ${idempotencyConflict} RETURNING client_key, idempotency_key`;
  const insert = groupCommit<FeedbackRow, boolean>(
    async (rows) => {
      const columns = Array.from({ length: columnCount }, () => [] as (string | null)[]);
      for (const row of rows) insertValues(row).forEach((value, index) => columns[index]!.push(value));
      // Prepared once per connection: parsed and planned once, not per group.
      const result = await pool.query<{ client_key: string; idempotency_key: string | null }>({
        name: 'feedback-insert-rows',
        text: insertRows,
        values: columns,
      });
      // A row with a key was stored when the statement returned its key; the first of two rows with
      // the same key in one group is the one stored.
      const stored = new Set(
        result.rows.flatMap((row) =>
          row.idempotency_key === null ? [] : [`${row.client_key} ${row.idempotency_key}`],
        ),
      );
      return rows.map(
        (row) => row.idempotencyKey === undefined || stored.delete(`${row.clientKey} ${row.idempotencyKey}`),
      );
    },
    // A vote's answer comes within postgresWriteDeadlineMs, queue included (a frozen server held votes
    // for 23 s: the connection wait, then the statement's own time-out, behind four groups in flight).
    { maxGroup: 500, maxInFlight: 4, deadlineMs: postgresWriteDeadlineMs },
    rowDataError,
  );

  return {
    kind: 'postgres',
    insert,
    async count() {
      const { rows } = await pool.query<{ n: string }>('SELECT COUNT(*) AS n FROM feedback');
      return Number(rows[0]!.n);
    },
    async probe() {
      await pool.query(probeStatement, [new Date()]);
    },
    async summary({ limit, offset, comments, questions }) {
      const [pages, total, latest, answers, gaps] = await Promise.all([
        pool.query<{ page: string; positive: string; negative: string }>(
          `SELECT page, COUNT(*) FILTER (WHERE value = 'positive') AS positive,
                  COUNT(*) FILTER (WHERE value = 'negative') AS negative
             FROM feedback WHERE kind = 'page' GROUP BY page ORDER BY COUNT(*) DESC, page LIMIT $1 OFFSET $2`,
          [limit, offset],
        ),
        pool.query<{ n: string }>(`SELECT COUNT(DISTINCT page) AS n FROM feedback WHERE kind = 'page'`),
        pool.query<{ createdAt: Date; page: string; value: 'positive' | 'negative'; comment: string }>(
          `SELECT created_at AS "createdAt", page, value, comment FROM feedback
            WHERE comment IS NOT NULL ORDER BY id DESC LIMIT $1`,
          [comments],
        ),
        pool.query<{ positive: string; negative: string }>(
          `SELECT COUNT(*) FILTER (WHERE value = 'positive') AS positive,
                  COUNT(*) FILTER (WHERE value = 'negative') AS negative
             FROM feedback WHERE kind = 'answer'`,
        ),
        pool.query<{
          question: string;
          locale: string;
          notHelpful: string;
          notFound: string;
          lastAskedAt: Date;
        }>(
          `SELECT trim(MIN(question)) AS question, locale,
                  COUNT(*) FILTER (WHERE kind = 'answer') AS "notHelpful",
                  COUNT(*) FILTER (WHERE kind = 'unanswered') AS "notFound",
                  MAX(created_at) AS "lastAskedAt"
             FROM feedback WHERE (${gapKinds}) AND question IS NOT NULL
            GROUP BY lower(trim(question)), locale ORDER BY COUNT(*) DESC, MAX(created_at) DESC LIMIT $1`,
          [questions],
        ),
      ]);
      return {
        pages: pages.rows.map((row) => ({
          page: row.page,
          positive: Number(row.positive),
          negative: Number(row.negative),
        })),
        totalPages: Number(total.rows[0]!.n),
        latestComments: latest.rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        answers: { positive: Number(answers.rows[0]!.positive), negative: Number(answers.rows[0]!.negative) },
        unansweredQuestions: gaps.rows.map((row) => ({
          question: row.question,
          locale: row.locale,
          notHelpful: Number(row.notHelpful),
          notFound: Number(row.notFound),
          lastAskedAt: row.lastAskedAt.toISOString(),
        })),
      } satisfies FeedbackSummary;
    },
    async export(filter = {}) {
      const { rows } = await pool.query<
        Omit<FeedbackRecord, 'id' | 'createdAt'> & { id: string; createdAt: Date }
      >(
        `SELECT id, created_at AS "createdAt", kind, page, value, comment, question, locale, client_key AS "clientKey"
           FROM feedback
          WHERE ($1::timestamptz IS NULL OR created_at >= $1)
            AND ($2::text IS NULL OR page = $2 OR page LIKE $3)
          ORDER BY id`,
        [filter.since ?? null, filter.page ?? null, filter.page ? subPathPattern(filter.page) : null],
      );
      return rows.map((row) => ({ ...row, id: Number(row.id), createdAt: row.createdAt.toISOString() }));
    },
    async close() {
      await pool.end();
    },
  };
}
