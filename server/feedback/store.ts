import type { FeedbackValue } from '@/lib/feedback/widget';
import { insightsMigration, insightsSummaryMigrations, type InsightsStore } from '@/server/insights/store';

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

/** A stored vote as the webhook forwards it. */
export interface FeedbackEvent {
  page: string;
  value: FeedbackValue;
  comment?: string;
  locale: string;
  /** A vote on an Ask AI answer: the question it answered. */
  question?: string;
}

/**
 * The rows the webhook forwards: votes people sent (page and answer votes), not the server's own
 * record of a question nothing was found for.
 */
export const forwardedKinds: readonly FeedbackKind[] = ['page', 'answer'];
export const forwardedKindsSql = `kind IN (${forwardedKinds.map((kind) => `'${kind}'`).join(', ')})`;

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
  readonly outbox: WebhookOutbox;
  /** The insights' rollups (README "Insights"), in the same database. */
  readonly insights: InsightsStore;
  close(): Promise<void>;
}

interface Dialect {
  /** The auto-incrementing primary key column type. */
  id: string;
  /** The column type of a point in time. */
  timestamp: string;
  /** What ends a table kept in its primary key's order (SQLite's `WITHOUT ROWID`). */
  withoutRowid: string;
}

export const sqliteDialect: Dialect = {
  id: 'INTEGER PRIMARY KEY',
  timestamp: 'TEXT',
  withoutRowid: ' WITHOUT ROWID',
};
export const postgresDialect: Dialect = {
  id: 'BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY',
  timestamp: 'TIMESTAMPTZ',
  withoutRowid: '',
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
  // The webhook outbox: one row per vote to forward, written in the vote's own transaction, deleted
  // once the receiver took it. `claimed_until` is a delivery worker's lease (a worker that dies lets
  // go when it ends); `failed` rows were given up on and wait for a replay.
  (d) => `CREATE TABLE webhook_outbox (
     feedback_id BIGINT PRIMARY KEY REFERENCES feedback (id),
     created_at ${d.timestamp} NOT NULL,
     state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at ${d.timestamp} NOT NULL,
     claimed_until ${d.timestamp},
     last_error TEXT
   )`,
  () => `CREATE INDEX webhook_outbox_due ON webhook_outbox (state, next_attempt_at)`,
  insightsMigration,
  ...insightsSummaryMigrations,
];

/** What becomes of a claimed outbox event after one delivery attempt (or none). */
export type OutboxOutcome =
  | { id: number; result: 'delivered' }
  /** Failed; try again at `at`. */
  | { id: number; result: 'retry'; at: Date; error: string }
  /** Given up on (the receiver refused it, or it is too old): kept for export and replay. */
  | { id: number; result: 'failed'; error: string }
  /** Not tried (the breaker opened, the worker is stopping): free for the next claim at once. */
  | { id: number; result: 'released' };

/** An event in the webhook outbox: the vote it forwards and its delivery so far. */
export interface OutboxEvent {
  /** The vote's row id: the event's id, sent as the `Idempotency-Key` of every attempt. */
  id: number;
  /** When the vote was stored. */
  createdAt: string;
  state: 'pending' | 'failed';
  /** Attempts made so far. */
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  event: FeedbackEvent;
}

/**
 * The webhook outbox (README "Feedback webhook"): votes stored while `FEEDBACK_WEBHOOK_URL` is set get a
 * row here in their own transaction, so an acknowledged vote is forwarded even when the receiver is
 * down or the process is killed.
 */
export interface WebhookOutbox {
  /**
   * Claims up to `limit` pending events due at `now`, oldest first, for `leaseMs`: no other worker (in
   * this process or another) gets them until they are settled or the lease ends.
   */
  claim(limit: number, leaseMs: number, now: Date): Promise<OutboxEvent[]>;
  /** Records what became of claimed events, in one transaction. */
  settle(outcomes: readonly OutboxOutcome[]): Promise<void>;
  /** Events not delivered yet, oldest first: pending, failed, or both. */
  list(state?: OutboxEvent['state']): Promise<OutboxEvent[]>;
  /** Makes failed events pending again, due now: these ids, or every failed one. Resolves the count. */
  replay(ids: readonly number[] | 'failed', now: Date): Promise<number>;
}

/** The outbox columns and the vote's, as `OutboxRow` (both stores read events with this). */
export const outboxSelect = `SELECT o.feedback_id AS id, o.created_at AS "createdAt", o.state, o.attempts,
       o.next_attempt_at AS "nextAttemptAt", o.last_error AS "lastError",
       f.page, f.value, f.comment, f.locale, f.question
  FROM webhook_outbox o JOIN feedback f ON f.id = o.feedback_id`;

/** A row of `outboxSelect` (PostgreSQL gives times as Date and ids as strings, SQLite as text and numbers). */
export interface OutboxRow {
  id: number | string;
  createdAt: string | Date;
  state: OutboxEvent['state'];
  attempts: number;
  nextAttemptAt: string | Date;
  lastError: string | null;
  page: string;
  value: FeedbackValue;
  comment: string | null;
  locale: string;
  question: string | null;
}

const isoTime = (time: string | Date) => (typeof time === 'string' ? time : time.toISOString());

export function outboxEvent(row: OutboxRow): OutboxEvent {
  const event: FeedbackEvent = { page: row.page, value: row.value, locale: row.locale };
  if (row.comment !== null) event.comment = row.comment;
  if (row.question !== null) event.question = row.question;
  return {
    id: Number(row.id),
    createdAt: isoTime(row.createdAt),
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: isoTime(row.nextAttemptAt),
    lastError: row.lastError,
    event,
  };
}

/** The deep health check's write: one row, overwritten (both stores; `$1` is the time). */
export const probeStatement = `INSERT INTO health_probe (id, checked_at) VALUES (1, $1)
  ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at`;

/** The summary's counts of page votes read only rows of this kind; the gaps report reads these. */
export const gapKinds = `kind = 'unanswered' OR (kind = 'answer' AND value = 'negative')`;

/** A LIKE pattern matching every path below `page`, with `%`, `_` and `\` escaped. */
export function subPathPattern(page: string): string {
  return `${page.replace(/\/+$/, '').replace(/[\\%_]/g, (c) => `\\${c}`)}/%`;
}
