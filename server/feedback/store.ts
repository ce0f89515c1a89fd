import 'server-only';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { FeedbackValue } from '@/lib/feedback/widget';

export interface FeedbackRow {
  page: string;
  value: FeedbackValue;
  comment?: string;
  locale: string;
  /** A hash of the client's address and a salt: never the raw IP. */
  clientKey: string;
}

export interface FeedbackSummary {
  pages: { page: string; positive: number; negative: number }[];
  latestComments: { createdAt: string; page: string; value: FeedbackValue; comment: string }[];
}

export interface FeedbackStore {
  insert(row: FeedbackRow): void;
  count(): number;
  /** Votes per page (most voted first) and the latest comments. */
  summary(commentLimit?: number): FeedbackSummary;
}

/** Schema changes, applied in order once each; the version is stored in `schema_migrations`. */
const migrations = [
  `CREATE TABLE feedback (
     id INTEGER PRIMARY KEY,
     created_at TEXT NOT NULL,
     page TEXT NOT NULL,
     value TEXT NOT NULL CHECK (value IN ('positive', 'negative')),
     comment TEXT,
     locale TEXT NOT NULL,
     client_key TEXT NOT NULL
   )`,
  `CREATE INDEX feedback_page_created ON feedback (page, created_at)`,
];

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
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map(
      (row) => row.version,
    ),
  );
  db.transaction(() => {
    migrations.forEach((sql, index) => {
      if (applied.has(index + 1)) return;
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(
        index + 1,
        new Date().toISOString(),
      );
    });
  })();
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
  return {
    insert(row) {
      insert.run(
        new Date().toISOString(),
        row.page,
        row.value,
        row.comment ?? null,
        row.locale,
        row.clientKey,
      );
    },
    count() {
      return (count.get() as { n: number }).n;
    },
    summary(commentLimit = 20) {
      return {
        pages: perPage.all() as FeedbackSummary['pages'],
        latestComments: latest.all(commentLimit) as FeedbackSummary['latestComments'],
      };
    },
  };
}
