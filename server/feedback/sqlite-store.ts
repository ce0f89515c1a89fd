import 'server-only';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import {
  migrations,
  sqliteDialect,
  subPathPattern,
  type FeedbackRecord,
  type FeedbackStore,
  type FeedbackSummary,
} from './store';

/** The embedded SQLite store: a file under data/ in WAL mode, created and migrated when opened. */
export function openSqliteStore(file: string): FeedbackStore {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
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
    'INSERT INTO feedback (created_at, page, value, comment, locale, client_key) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const count = db.prepare('SELECT COUNT(*) AS n FROM feedback');
  const perPage = db.prepare(
    `SELECT page, SUM(value = 'positive') AS positive, SUM(value = 'negative') AS negative
       FROM feedback GROUP BY page ORDER BY COUNT(*) DESC, page`,
  );
  const latest = db.prepare(
    `SELECT created_at AS createdAt, page, value, comment FROM feedback
      WHERE comment IS NOT NULL ORDER BY id DESC LIMIT ?`,
  );
  const exported = db.prepare(
    `SELECT id, created_at AS createdAt, page, value, comment, locale, client_key AS clientKey
       FROM feedback
      WHERE (@since IS NULL OR created_at >= @since)
        AND (@page IS NULL OR page = @page OR page LIKE @pattern ESCAPE '\\')
      ORDER BY id`,
  );

  return {
    kind: 'sqlite',
    async insert(row) {
      insert.run(
        new Date().toISOString(),
        row.page,
        row.value,
        row.comment ?? null,
        row.locale,
        row.clientKey,
      );
    },
    async count() {
      return (count.get() as { n: number }).n;
    },
    async summary(commentLimit = 20) {
      return {
        pages: perPage.all() as FeedbackSummary['pages'],
        latestComments: latest.all(commentLimit) as FeedbackSummary['latestComments'],
      };
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
