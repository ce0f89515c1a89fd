import 'server-only';
import pg from 'pg';
import { GroupCommitDeadlineError, groupCommit, rowDataError } from '../group-commit';
import { postgresInsights } from '@/server/insights/postgres-insights';
import {
  forwardedKindsSql,
  gapKinds,
  outboxEvent,
  outboxSelect,
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
  type OutboxRow,
} from './store';

/**
 * How long a vote may wait for PostgreSQL, queue and statement together, before its 503 (README): with
 * the shared rate limit's count before it (at most 0.5 s), a vote is answered within 5 s.
 */
export const postgresWriteDeadlineMs = 4500;

/** Any number: the key of the advisory lock that keeps two servers from migrating at once. */
const migrationLock = 7_240_311;

export interface PostgresOptions {
  /** Pool size; the default suits one server process. */
  max?: number;
  /** How long a request waits for a connection before the store counts as unavailable. */
  connectionTimeoutMillis?: number;
  /** The longest a statement may run (PostgreSQL's statement_timeout); 5 s by default. */
  statementTimeoutMillis?: number;
  /** Give each stored vote a webhook outbox row in its own transaction (`FEEDBACK_WEBHOOK_URL` set). */
  outbox?: boolean;
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
  const insertFeedback = `INSERT INTO feedback (created_at, ${insertColumns})
    SELECT now(), * FROM unnest(${Array.from({ length: columnCount }, (_, i) => `$${i + 1}::text[]`).join(', ')})
    ${idempotencyConflict} RETURNING id, created_at, kind, client_key, idempotency_key`;
  // With the webhook on, the votes stored get their outbox rows in the same statement, so in the
  // same commit: a vote acknowledged is a vote that will be forwarded.
  const insertRows = options.outbox
    ? `WITH stored AS (${insertFeedback}),
         outboxed AS (INSERT INTO webhook_outbox (feedback_id, created_at, next_attempt_at)
                      SELECT id, created_at, created_at FROM stored WHERE ${forwardedKindsSql})
       SELECT client_key, idempotency_key FROM stored`
    : insertFeedback;
  const insert = groupCommit<FeedbackRow, boolean>(
    async (rows, call) => {
      const columns = Array.from({ length: columnCount }, () => [] as (string | null)[]);
      for (const row of rows) insertValues(row).forEach((value, index) => columns[index]!.push(value));
      // In a transaction committed only while every vote of the group still waits for its answer: a
      // vote answered 503 at its deadline (a frozen server, say) is rolled back, not stored after all.
      const client = await pool.connect();
      let broken: Error | undefined;
      let result: pg.QueryResult<{ client_key: string; idempotency_key: string | null }>;
      try {
        await client.query('BEGIN');
        // Prepared once per connection: parsed and planned once, not per group.
        result = await client.query({
          name: options.outbox ? 'feedback-insert-rows-outbox' : 'feedback-insert-rows',
          text: insertRows,
          values: columns,
        });
        if (call.expired()) {
          await client.query('ROLLBACK');
          throw new GroupCommitDeadlineError(postgresWriteDeadlineMs, false);
        }
        await client.query('COMMIT');
      } catch (error) {
        if (!(error instanceof GroupCommitDeadlineError)) {
          // A statement that timed out or failed: the connection is dropped, and PostgreSQL rolls
          // back what it left open as soon as it notices.
          broken = error instanceof Error ? error : new Error(String(error));
        }
        throw error;
      } finally {
        client.release(broken);
      }
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
    insights: postgresInsights(pool),
    outbox: {
      async claim(limit, leaseMs, now) {
        // SKIP LOCKED: two workers claiming at once take different events, neither waits.
        const { rows } = await pool.query<OutboxRow>(
          `WITH due AS (
             SELECT feedback_id FROM webhook_outbox
              WHERE state = 'pending' AND next_attempt_at <= $1
                AND (claimed_until IS NULL OR claimed_until <= $1)
              ORDER BY next_attempt_at, feedback_id LIMIT $2 FOR UPDATE SKIP LOCKED),
           claimed AS (
             UPDATE webhook_outbox o SET claimed_until = $3 FROM due
              WHERE o.feedback_id = due.feedback_id RETURNING o.*)
           ${outboxSelect.replace('webhook_outbox o', 'claimed o')}
           ORDER BY o.next_attempt_at, o.feedback_id`,
          [now, limit, new Date(now.getTime() + leaseMs)],
        );
        return rows.map(outboxEvent);
      },
      async settle(outcomes) {
        if (outcomes.length === 0) return;
        const ids = (result: string) => outcomes.filter((o) => o.result === result).map((o) => o.id);
        const retries = outcomes.flatMap((o) => (o.result === 'retry' ? [o] : []));
        const failures = outcomes.flatMap((o) => (o.result === 'failed' ? [o] : []));
        // One statement, so one transaction: every outcome is recorded or none is.
        await pool.query(
          `WITH delivered AS (DELETE FROM webhook_outbox WHERE feedback_id = ANY($1::bigint[])),
                retried AS (
                  UPDATE webhook_outbox o SET attempts = o.attempts + 1, next_attempt_at = u.at,
                         last_error = u.error, claimed_until = NULL
                    FROM unnest($2::bigint[], $3::timestamptz[], $4::text[]) AS u(id, at, error)
                   WHERE o.feedback_id = u.id),
                failed AS (
                  UPDATE webhook_outbox o SET attempts = o.attempts + 1, state = 'failed',
                         last_error = u.error, claimed_until = NULL
                    FROM unnest($5::bigint[], $6::text[]) AS u(id, error)
                   WHERE o.feedback_id = u.id),
                released AS (
                  UPDATE webhook_outbox SET claimed_until = NULL WHERE feedback_id = ANY($7::bigint[]))
           SELECT 1`,
          [
            ids('delivered'),
            retries.map((o) => o.id),
            retries.map((o) => o.at),
            retries.map((o) => o.error),
            failures.map((o) => o.id),
            failures.map((o) => o.error),
            ids('released'),
          ],
        );
      },
      async list(state) {
        const { rows } = await pool.query<OutboxRow>(
          `${outboxSelect} WHERE ($1::text IS NULL OR o.state = $1) ORDER BY o.feedback_id`,
          [state ?? null],
        );
        return rows.map(outboxEvent);
      },
      async replay(ids, now) {
        const { rowCount } = await pool.query(
          `UPDATE webhook_outbox SET state = 'pending', attempts = 0, next_attempt_at = $1, claimed_until = NULL
            WHERE state = 'failed' AND ($2::bigint[] IS NULL OR feedback_id = ANY($2::bigint[]))`,
          [now, ids === 'failed' ? null : ids],
        );
        return rowCount ?? 0;
      },
    },
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
