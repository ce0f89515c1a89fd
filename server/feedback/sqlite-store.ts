import 'server-only';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import {
  gapKinds,
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

/**
 * The embedded SQLite store: a file under data/ in WAL mode, created and migrated when opened.
 */
export function openSqliteStore(file: string, { readonly = false } = {}): FeedbackStore {
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

  const insertAll = db.transaction((pending: readonly PendingInsert[]) =>
    pending.map((item) => insert.run(item.createdAt, ...insertValues(item.row)).changes > 0),
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

  return {
    kind: 'sqlite',
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
