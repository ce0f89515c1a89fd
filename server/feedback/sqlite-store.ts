import 'server-only';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { sqliteInsights } from '@/server/insights/sqlite-insights';
import {
  forwardedKinds,
  gapKinds,
  outboxEvent,
  outboxSelect,
  insertColumns,
  idempotencyConflict,
  insertValues,
  migrations,
  probeStatement,
  sqliteDialect,
  subPathPattern,
  type FeedbackRecord,
  type FeedbackRow,
  type FeedbackStore,
  type FeedbackSummary,
  type OutboxRow,
  type WebhookOutbox,
} from './store';

/** How long a vote may wait for a locked database before its request gets a 503 (README). */
export const sqliteWriteDeadlineMs = 2000;

const isBusy = (error: unknown) => /^SQLITE_BUSY/.test((error as { code?: string }).code ?? '');

/**
 * Errors after which this connection will not write again even when the cause is gone: the file was
 * read-only when opened (a remount does not change an open connection), was moved or replaced
 * (SQLITE_READONLY_DBMOVED), or the disk failed under it. A new connection may succeed.
 */
const needsNewConnection = (error: unknown) =>
  /^SQLITE_(READONLY|IOERR|CANTOPEN|NOTADB|CORRUPT)/.test((error as { code?: string }).code ?? '');

/** Runs `statement`, retrying on SQLITE_BUSY with pauses that let other requests run, for at most `deadlineMs`. */
async function whenNotBusy<T>(statement: () => T, deadlineMs = sqliteWriteDeadlineMs): Promise<T> {
  const started = Date.now();
  for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
    try {
      return statement();
    } catch (error) {
      if (!isBusy(error) || Date.now() - started > deadlineMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/** A vote waiting to be written, and what became of it. */
interface PendingInsert {
  row: FeedbackRow;
  createdAt: string;
  state: 'waiting' | 'stored' | 'abandoned';
  resolve: (stored: boolean) => void;
  reject: (error: unknown) => void;
}

/** What a vote gets when the database stayed locked past its deadline: it was not stored. */
export class SqliteBusyError extends Error {
  readonly code = 'SQLITE_BUSY';
  constructor() {
    super(`the database stayed locked for ${sqliteWriteDeadlineMs} ms; the vote was not stored`);
  }
}

export interface SqliteOptions {
  /** Open as SQLite does by itself when the process may not write the file. */
  readonly?: boolean;
  /** Give each stored vote a webhook outbox row in its own transaction (`FEEDBACK_WEBHOOK_URL` set). */
  outbox?: boolean;
}

/**
 * The embedded SQLite store: a file under data/ in WAL mode, created and migrated when opened.
 */
export function openSqliteStore(
  file: string,
  { readonly = false, outbox = false }: SqliteOptions = {},
): FeedbackStore {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  // `readonly` opens the file as SQLite does by itself when the process may not write it (a read-only
  // mount, a file without write permission): reads answer, every write fails with SQLITE_READONLY.
  const db = new Database(file, { readonly });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // better-sqlite3 is synchronous: SQLite's own busy wait would block the whole event loop while
  // another process (the export CLI, a second instance) holds the write lock, 20 ms per try and per
  // waiting vote (a 6 s lock held /api/health up for 3-5 s). It never waits: a busy database answers
  // at once, and one writer loop below retries between pauses that let other requests run.
  db.pragma('busy_timeout = 0');
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)',
  );
  db.transaction(() => {
    const applied = new Set(
      (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map(
        (row) => row.version,
      ),
    );
    migrations.forEach((migration, index) => {
      if (applied.has(index + 1)) return;
      db.exec(migration(sqliteDialect));
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(
        index + 1,
        new Date().toISOString(),
      );
    });
  }).immediate();

  const insert = db.prepare(
    `INSERT INTO feedback (created_at, ${insertColumns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ${idempotencyConflict}`,
  );
  const count = db.prepare('SELECT COUNT(*) AS n FROM feedback');
  const perPage = db.prepare(
    `SELECT page, SUM(value = 'positive') AS positive, SUM(value = 'negative') AS negative
       FROM feedback WHERE kind = 'page' GROUP BY page ORDER BY COUNT(*) DESC, page LIMIT ? OFFSET ?`,
  );
  const pageCount = db.prepare(`SELECT COUNT(DISTINCT page) AS n FROM feedback WHERE kind = 'page'`);
  const answerVotes = db.prepare(
    `SELECT COALESCE(SUM(value = 'positive'), 0) AS positive, COALESCE(SUM(value = 'negative'), 0) AS negative
       FROM feedback WHERE kind = 'answer'`,
  );
  const gaps = db.prepare(
    `SELECT trim(MIN(question)) AS question, locale, SUM(kind = 'answer') AS notHelpful,
            SUM(kind = 'unanswered') AS notFound, MAX(created_at) AS lastAskedAt
       FROM feedback WHERE (${gapKinds}) AND question IS NOT NULL
      GROUP BY lower(trim(question)), locale ORDER BY COUNT(*) DESC, MAX(created_at) DESC LIMIT ?`,
  );
  const latest = db.prepare(
    `SELECT created_at AS createdAt, page, value, comment FROM feedback
      WHERE comment IS NOT NULL ORDER BY id DESC LIMIT ?`,
  );
  const exported = db.prepare(
    `SELECT id, created_at AS createdAt, kind, page, value, comment, question, locale, client_key AS clientKey
       FROM feedback
      WHERE (@since IS NULL OR created_at >= @since)
        AND (@page IS NULL OR page = @page OR page LIKE @pattern ESCAPE '\\')
      ORDER BY id`,
  );

  /** Writes the rows in one transaction; per row, whether it was stored (false: a duplicate). */
  const probe = db.prepare(probeStatement.replace('$1', '?'));
  let broken = false;
  /** Notes an error that only a new connection can mend, and passes it on. */
  const noting = (error: unknown) => {
    if (needsNewConnection(error)) broken = true;
    return error;
  };

  const outboxInsert = db.prepare(
    'INSERT INTO webhook_outbox (feedback_id, created_at, next_attempt_at) VALUES (?, ?, ?)',
  );
  const insertAll = db.transaction((pending: readonly PendingInsert[]) =>
    pending.map(({ row, createdAt }) => {
      const result = insert.run(createdAt, ...insertValues(row));
      if (result.changes === 0) return false;
      if (outbox && forwardedKinds.includes(row.kind ?? 'page'))
        outboxInsert.run(result.lastInsertRowid, createdAt, createdAt);
      return true;
    }),
  );
  // Votes wait in one queue, written by one loop: each try is one transaction of every vote still
  // waiting (a vote past its deadline has been answered 503 and is left out, so a vote that was
  // refused is never stored later), and a locked database costs one quick try per pause, not one per
  // waiting vote.
  const queue: PendingInsert[] = [];
  let writing = false;
  async function writeQueue() {
    if (writing) return;
    writing = true;
    try {
      for (let pause = 5; queue.length > 0; pause = Math.min(pause * 2, 100)) {
        const batch = queue.splice(0, 256).filter((item) => item.state === 'waiting');
        if (batch.length === 0) continue;
        try {
          const stored = insertAll(batch);
          batch.forEach((item, index) => {
            item.state = 'stored';
            item.resolve(stored[index]!);
          });
          pause = 2;
        } catch (error) {
          if (isBusy(error)) queue.unshift(...batch);
          else if (batch.length === 1) batch[0]!.reject(noting(error));
          else {
            // A row the database refuses fails only its own vote: the rest go again, one by one.
            for (const item of batch) {
              try {
                const [stored] = insertAll([item]);
                item.state = 'stored';
                item.resolve(stored!);
              } catch (single) {
                if (isBusy(single)) queue.unshift(item);
                else item.reject(noting(single));
              }
            }
          }
          if (queue.length > 0) await new Promise((resolve) => setTimeout(resolve, pause));
        }
      }
    } finally {
      writing = false;
    }
  }

  const due = db.prepare(
    `${outboxSelect} WHERE o.state = 'pending' AND o.next_attempt_at <= @now
        AND (o.claimed_until IS NULL OR o.claimed_until <= @now)
      ORDER BY o.next_attempt_at, o.feedback_id LIMIT @limit`,
  );
  const lease = db.prepare('UPDATE webhook_outbox SET claimed_until = ? WHERE feedback_id = ?');
  const claim = db.transaction((limit: number, now: string, until: string) => {
    const rows = due.all({ now, limit }) as OutboxRow[];
    for (const row of rows) lease.run(until, row.id);
    return rows.map(outboxEvent);
  });
  const delivered = db.prepare('DELETE FROM webhook_outbox WHERE feedback_id = ?');
  const retry = db.prepare(
    `UPDATE webhook_outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?, claimed_until = NULL
      WHERE feedback_id = ?`,
  );
  const failed = db.prepare(
    `UPDATE webhook_outbox SET attempts = attempts + 1, state = 'failed', last_error = ?, claimed_until = NULL
      WHERE feedback_id = ?`,
  );
  const release = db.prepare('UPDATE webhook_outbox SET claimed_until = NULL WHERE feedback_id = ?');
  const settle = db.transaction((outcomes: Parameters<WebhookOutbox['settle']>[0]) => {
    for (const outcome of outcomes) {
      if (outcome.result === 'delivered') delivered.run(outcome.id);
      else if (outcome.result === 'retry') retry.run(outcome.at.toISOString(), outcome.error, outcome.id);
      else if (outcome.result === 'failed') failed.run(outcome.error, outcome.id);
      else release.run(outcome.id);
    }
  });
  const waiting = db.prepare(
    `${outboxSelect} WHERE (@state IS NULL OR o.state = @state) ORDER BY o.feedback_id`,
  );
  const replayOne = db.prepare(
    `UPDATE webhook_outbox SET state = 'pending', attempts = 0, next_attempt_at = ?, claimed_until = NULL
      WHERE feedback_id = ? AND state = 'failed'`,
  );
  const replayFailed = db.prepare(
    `UPDATE webhook_outbox SET state = 'pending', attempts = 0, next_attempt_at = ?, claimed_until = NULL
      WHERE state = 'failed'`,
  );
  const replay = db.transaction((ids: readonly number[] | 'failed', now: string) =>
    ids === 'failed'
      ? replayFailed.run(now).changes
      : ids.reduce((count, id) => count + replayOne.run(now, id).changes, 0),
  );

  return {
    kind: 'sqlite',
    insights: sqliteInsights(db, (statement) => whenNotBusy(statement)),
    outbox: {
      claim: (limit, leaseMs, now) =>
        whenNotBusy(() =>
          claim.immediate(limit, now.toISOString(), new Date(now.getTime() + leaseMs).toISOString()),
        ),
      settle: async (outcomes) => {
        if (outcomes.length > 0) await whenNotBusy(() => settle.immediate(outcomes));
      },
      list: async (state) => (waiting.all({ state: state ?? null }) as OutboxRow[]).map(outboxEvent),
      replay: (ids, now) => whenNotBusy(() => replay.immediate(ids, now.toISOString())),
    },
    insert(row) {
      return new Promise<boolean>((resolve, reject) => {
        const item: PendingInsert = {
          row,
          createdAt: new Date().toISOString(),
          state: 'waiting',
          resolve,
          reject,
        };
        // JavaScript runs one thing at a time and each try is synchronous: the vote is either in a
        // committed transaction before this fires, or never will be.
        const deadline = setTimeout(() => {
          if (item.state !== 'waiting') return;
          item.state = 'abandoned';
          reject(new SqliteBusyError());
        }, sqliteWriteDeadlineMs);
        deadline.unref();
        item.resolve = (stored) => (clearTimeout(deadline), resolve(stored));
        item.reject = (error) => (clearTimeout(deadline), reject(error));
        queue.push(item);
        void writeQueue();
      });
    },
    async probe() {
      try {
        await whenNotBusy(() => probe.run(new Date().toISOString()));
      } catch (error) {
        throw noting(error);
      }
    },
    needsReopen: () => broken,
    async count() {
      return (count.get() as { n: number }).n;
    },
    async summary({ limit, offset, comments, questions }) {
      return whenNotBusy(() => ({
        pages: perPage.all(limit, offset) as FeedbackSummary['pages'],
        totalPages: (pageCount.get() as { n: number }).n,
        latestComments: latest.all(comments) as FeedbackSummary['latestComments'],
        answers: answerVotes.get() as FeedbackSummary['answers'],
        unansweredQuestions: gaps.all(questions) as FeedbackSummary['unansweredQuestions'],
      }));
    },
    async export(filter = {}) {
      return exported.all({
        since: filter.since?.toISOString() ?? null,
        page: filter.page ?? null,
        pattern: filter.page ? subPathPattern(filter.page) : null,
      }) as FeedbackRecord[];
    },
    async close() {
      db.close();
    },
  };
}
