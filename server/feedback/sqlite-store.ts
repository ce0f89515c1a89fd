import 'server-only';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import {
  gapKinds,
  insertColumns,
  insertValues,
  migrations,
  sqliteDialect,
  subPathPattern,
  type FeedbackRecord,
  type FeedbackStore,
  type FeedbackSummary,
} from './store';

const busyWaitMs = 20;
/** How long a statement keeps retrying a locked database before the request gets a 503. */
const busyGiveUpMs = 2000;

/** Runs `statement`, retrying on SQLITE_BUSY with pauses that let other requests run. */
async function whenNotBusy<T>(statement: () => T): Promise<T> {
  const started = Date.now();
  for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
    try {
      return statement();
    } catch (error) {
      const busy = (error as { code?: string }).code === 'SQLITE_BUSY';
      if (!busy || Date.now() - started > busyGiveUpMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/** The embedded SQLite store: a file under data/ in WAL mode, created and migrated when opened. */
export function openSqliteStore(file: string): FeedbackStore {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // better-sqlite3 is synchronous: SQLite's own busy wait would block the whole event loop while
  // another process (the export CLI, a second instance) holds the write lock. It waits at most 20 ms;
  // whenNotBusy retries after that without blocking.
  db.pragma(`busy_timeout = ${busyWaitMs}`);
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
    `INSERT INTO feedback (created_at, ${insertColumns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
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

  return {
    kind: 'sqlite',
    async insert(row) {
      const createdAt = new Date().toISOString();
      await whenNotBusy(() => insert.run(createdAt, ...insertValues(row)));
    },
    async ping() {
      await whenNotBusy(() => db.prepare('SELECT 1').get());
    },
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
