import type { FeedbackValue } from '@/lib/feedback/widget';

/**
 * What a row is about: a vote on a page (the widget under every page), a vote on an Ask AI answer, or
 * a question the assistant found nothing for (recorded by the server, always `negative`).
 */
export type FeedbackKind = 'page' | 'answer' | 'unanswered';
export const feedbackKinds: readonly FeedbackKind[] = ['page', 'answer', 'unanswered'];

/** One vote or comment as the API stores it. */
export interface FeedbackRow {
  /** `page` when missing. */
  kind?: FeedbackKind;
  page: string;
  value: FeedbackValue;
  comment?: string;
  locale: string;
  /** The question an answer vote or an unanswered row is about. */
  question?: string;
  /** A hash of the client's address and a salt: never the raw IP. */
  clientKey: string;
  /**
   * The `Idempotency-Key` the client sent with the vote: a vote sent again with the same key by the
   * same client (a retry, or a proxy trying another instance) is stored once.
   */
  idempotencyKey?: string;
}

/** The columns an insert writes, in order, and a row's values for them (both stores use these). */
export const insertColumns = 'kind, page, value, comment, question, locale, client_key, idempotency_key';
export const insertValues = (row: FeedbackRow) => [
  row.kind ?? 'page',
  row.page,
  row.value,
  row.comment ?? null,
  row.question ?? null,
  row.locale,
  row.clientKey,
  row.idempotencyKey ?? null,
];

/** What a store does with a duplicate: a row whose client already sent its idempotency key is skipped. */
export const idempotencyConflict =
  'ON CONFLICT (client_key, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING';

/** A stored row as the export reads it back. */
export interface FeedbackRecord {
  id: number;
  /** ISO 8601 time in UTC, e.g. `2026-11-22T10:19:47.123Z`. */
  createdAt: string;
  kind: FeedbackKind;
  page: string;
  value: FeedbackValue;
  comment: string | null;
  question: string | null;
  locale: string;
  clientKey: string;
}

/** A question people asked Ask AI that got no good answer: a thumbs-down, or nothing found. */
export interface UnansweredQuestion {
  question: string;
  locale: string;
  /** Answers to it voted not helpful. */
  notHelpful: number;
  /** Times the docs had no passage for it. */
  notFound: number;
  lastAskedAt: string;
}

export interface FeedbackSummary {
  /** One page of the per-page counts (page votes only), most voted first. */
  pages: { page: string; positive: number; negative: number }[];
  /** How many pages have votes in all. */
  totalPages: number;
  latestComments: { createdAt: string; page: string; value: FeedbackValue; comment: string }[];
  /** Votes on Ask AI answers. */
  answers: { positive: number; negative: number };
  /**
   * The content gaps report: questions without a good answer, grouped by their words (case and outer
   * spaces aside) and locale, most often first.
   */
  unansweredQuestions: UnansweredQuestion[];
}

/** Which part of the summary to read: bounded, so one answer never holds every page ever voted on. */
export interface SummaryQuery {
  /** Pages per answer, 1 to `summaryLimits.maxPages`. */
  limit: number;
  /** Pages to skip (most voted first). */
  offset: number;
  /** Latest comments to include, 0 to `summaryLimits.maxComments`. */
  comments: number;
  /** Unanswered questions to include, 0 to `summaryLimits.maxQuestions`. */
  questions: number;
}

export const summaryLimits = {
  defaultPages: 100,
  maxPages: 500,
  defaultComments: 20,
  maxComments: 100,
  defaultQuestions: 20,
  maxQuestions: 100,
};

export interface ExportFilter {
  /** Rows created at or after this instant. */
  since?: Date;
  /** Rows of this page and of every page below it (`/docs` matches `/docs` and `/docs/a`). */
  page?: string;
}

/** The feedback store: embedded SQLite by default, PostgreSQL when `DATABASE_URL` is set. */
export interface FeedbackStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Stores the row; resolves false when its client had already sent its idempotency key. */
  insert(row: FeedbackRow): Promise<boolean>;
  /**
   * Writes the one row of `health_probe` (the deep health check): rejects when the store cannot
   * write, read-only, gone or unreachable, not only when it cannot answer.
   */
  probe(): Promise<void>;
  /**
   * True once a write failed in a way only a new connection can mend (SQLite: the file became
   * read-only, was moved or replaced, or an I/O error): the process's store is then reopened
   * (open-store.ts). PostgreSQL's pool reconnects by itself and has none.
   */
  needsReopen?(): boolean;
  count(): Promise<number>;
  /** Votes per page (most voted first, one page of them) and the latest comments. */
  summary(query: SummaryQuery): Promise<FeedbackSummary>;
  /** Rows matching the filter, oldest first. */
  export(filter?: ExportFilter): Promise<FeedbackRecord[]>;
  close(): Promise<void>;
}

interface Dialect {
  /** The auto-incrementing primary key column type. */
  id: string;
  /** The column type of a point in time. */
  timestamp: string;
}

export const sqliteDialect: Dialect = { id: 'INTEGER PRIMARY KEY', timestamp: 'TEXT' };
export const postgresDialect: Dialect = {
  id: 'BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY',
  timestamp: 'TIMESTAMPTZ',
};

/**
 * Schema changes, applied in order once each by both stores; the applied versions are recorded in
 * `schema_migrations`. Append new steps; never edit one that has shipped.
 */
export const migrations: ((dialect: Dialect) => string)[] = [
  (d) => `CREATE TABLE feedback (
     id ${d.id},
     created_at ${d.timestamp} NOT NULL,
     page TEXT NOT NULL,
     value TEXT NOT NULL CHECK (value IN ('positive', 'negative')),
     comment TEXT,
     locale TEXT NOT NULL,
     client_key TEXT NOT NULL
   )`,
  () => `CREATE INDEX feedback_page_created ON feedback (page, created_at)`,
  () => `ALTER TABLE feedback ADD COLUMN kind TEXT NOT NULL DEFAULT 'page'`,
  () => `ALTER TABLE feedback ADD COLUMN question TEXT`,
  () => `CREATE INDEX feedback_kind_created ON feedback (kind, created_at)`,
  () => `ALTER TABLE feedback ADD COLUMN idempotency_key TEXT`,
  () =>
    `CREATE UNIQUE INDEX feedback_idempotency ON feedback (client_key, idempotency_key)
       WHERE idempotency_key IS NOT NULL`,
  (d) => `CREATE TABLE health_probe (id INTEGER PRIMARY KEY, checked_at ${d.timestamp} NOT NULL)`,
];

/** The deep health check's write: one row, overwritten (both stores; `$1` is the time). */
export const probeStatement = `INSERT INTO health_probe (id, checked_at) VALUES (1, $1)
  ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at`;

/** The summary's counts of page votes read only rows of this kind; the gaps report reads these. */
export const gapKinds = `kind = 'unanswered' OR (kind = 'answer' AND value = 'negative')`;

/** A LIKE pattern matching every path below `page`, with `%`, `_` and `\` escaped. */
export function subPathPattern(page: string): string {
  return `${page.replace(/\/+$/, '').replace(/[\\%_]/g, (c) => `\\${c}`)}/%`;
}
