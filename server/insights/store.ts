import type { FeedbackValue } from '@/lib/feedback/widget';
import { openMetrics, otherKey, type Increment, type InsightMetric } from '@/lib/insights/counts';

/**
 * The insights' part of the feedback store (SQLite or PostgreSQL, the same migrations): daily
 * rollups of counts, and what the dashboard reads of the votes and questions stored for feedback.
 * Raw events are never stored: a write is a batch of increments already added up.
 */
export interface InsightsStore {
  /**
   * Adds the increments, in one transaction. A free-text key (`openMetrics`) new to its day, metric
   * and locale once `keysPerDay` distinct keys are there is counted under `otherKey` instead.
   */
  add(increments: readonly Increment[], keysPerDay: number): Promise<void>;
  /** Sums of counts over a range of days, grouped as asked (README "Insights"). */
  totals(query: TotalsQuery): Promise<TotalsRow[]>;
  /** What the stored feedback says about a range of days (votes, comments, unanswered questions). */
  feedback(filter: RangeFilter, limit: number): Promise<FeedbackInsights>;
  /** Deletes the rollups of days before `day` (`YYYY-MM-DD`); resolves how many rows went. */
  prune(day: string): Promise<number>;
}

/** A range of whole UTC days, both ends included, and optionally one locale. */
export interface RangeFilter {
  /** `YYYY-MM-DD` */
  from: string;
  /** `YYYY-MM-DD` */
  to: string;
  locale?: string;
}

export type TotalsDimension = 'day' | 'locale' | 'key' | 'detail';

export interface TotalsQuery extends RangeFilter {
  metric: InsightMetric;
  /** Only rows of this key, or of this detail. */
  key?: string;
  detail?: string;
  /** The columns to group by; none gives one row, the grand total. */
  by: readonly TotalsDimension[];
  /** `count`: largest first (ties by the groups); `group`: by the groups (a trend by day). */
  order?: 'count' | 'group';
  limit?: number;
}

export interface TotalsRow {
  day?: string;
  locale?: string;
  key?: string;
  detail?: string;
  count: number;
}

export interface PageVotes {
  page: string;
  positive: number;
  negative: number;
}

export interface FeedbackInsights {
  /** Votes on pages and on Ask AI answers. */
  votes: Record<'page' | 'answer', Record<FeedbackValue, number>>;
  /** Pages with negative votes, most negative first. */
  pages: PageVotes[];
  /** The latest comments sent with a negative vote on a page. */
  comments: { createdAt: string; page: string; comment: string }[];
  /** Questions Ask AI found nothing for or whose answer was voted down, grouped, most often first. */
  unanswered: { question: string; locale: string; notHelpful: number; notFound: number }[];
}

/** Daily rollups; `count` is what was added up, the other columns the row's identity. */
export const insightsMigration = (dialect: { withoutRowid: string }) =>
  `CREATE TABLE insight_counts (
     metric TEXT NOT NULL,
     day TEXT NOT NULL,
     locale TEXT NOT NULL,
     key TEXT NOT NULL,
     detail TEXT NOT NULL,
     count BIGINT NOT NULL,
     PRIMARY KEY (metric, day, locale, key, detail)
   )${dialect.withoutRowid}`;

/** The statement adding one row's count, for `?` placeholders in column order. */
export const upsertCountSql = `INSERT INTO insight_counts (metric, day, locale, key, detail, count)
  VALUES (?, ?, ?, ?, ?, ?)
  ON CONFLICT (metric, day, locale, key, detail) DO UPDATE SET count = insight_counts.count + excluded.count`;

/** A statement with `?` placeholders and its values. */
export interface Statement {
  text: string;
  values: (string | number)[];
}

/** `?` placeholders as PostgreSQL's `$1`, `$2`, … (the statements here hold no `?` of their own). */
export function numbered(text: string): string {
  let index = 0;
  return text.replace(/\?/g, () => `$${++index}`);
}

const columns: Record<TotalsDimension, string> = {
  day: 'day',
  locale: 'locale',
  key: 'key',
  detail: 'detail',
};

/** The statement of `totals`, the same for both stores. */
export function totalsStatement(query: TotalsQuery): Statement {
  const where = ['metric = ?', 'day >= ?', 'day <= ?'];
  const values: (string | number)[] = [query.metric, query.from, query.to];
  for (const name of ['locale', 'key', 'detail'] as const) {
    const value = query[name];
    if (value === undefined) continue;
    where.push(`${name} = ?`);
    values.push(value);
  }
  const groups = query.by.map((dimension) => columns[dimension]);
  const select = [...groups, 'SUM(count) AS count'].join(', ');
  let text = `SELECT ${select} FROM insight_counts WHERE ${where.join(' AND ')}`;
  if (groups.length > 0) {
    text += ` GROUP BY ${groups.join(', ')}`;
    text +=
      query.order === 'group'
        ? ` ORDER BY ${groups.join(', ')}`
        : ` ORDER BY SUM(count) DESC, ${groups.join(', ')}`;
  }
  if (query.limit !== undefined) {
    text += ' LIMIT ?';
    values.push(query.limit);
  }
  return { text, values };
}

/** A totals row as read back (PostgreSQL sums as text): counts as numbers, no null columns. */
export function totalsRow(row: Record<string, unknown>): TotalsRow {
  const out: TotalsRow = { count: Number(row.count ?? 0) };
  for (const name of ['day', 'locale', 'key', 'detail'] as const)
    if (typeof row[name] === 'string') out[name] = row[name];
  return out;
}

/**
 * The row identity of a free-text group (metric, day, locale) and whether the increment's key is
 * free text that counts against the day's bound.
 */
export const boundedGroup = (increment: Increment) =>
  openMetrics.has(increment.metric) && increment.key !== otherKey
    ? `${increment.metric}\u0000${increment.day}\u0000${increment.locale}`
    : undefined;

/** The first instant of a day and of the day after another, as ISO text (feedback's `created_at`). */
export function instantRange(filter: RangeFilter): { since: string; until: string } {
  const until = new Date(`${filter.to}T00:00:00.000Z`);
  until.setUTCDate(until.getUTCDate() + 1);
  return { since: `${filter.from}T00:00:00.000Z`, until: until.toISOString() };
}

/** The `WHERE` of the feedback statements: the range, and the locale when one is asked for. */
export function feedbackWhere(filter: RangeFilter): Statement {
  const { since, until } = instantRange(filter);
  const text = `created_at >= ? AND created_at < ?${filter.locale ? ' AND locale = ?' : ''}`;
  return { text, values: filter.locale ? [since, until, filter.locale] : [since, until] };
}

/** The statements of `feedback`, the same for both stores (`created_at` compares as ISO text in SQLite). */
export function feedbackStatements(filter: RangeFilter, limit: number) {
  const where = feedbackWhere(filter);
  const positive = `SUM(CASE WHEN value = 'positive' THEN 1 ELSE 0 END)`;
  const negative = `SUM(CASE WHEN value = 'negative' THEN 1 ELSE 0 END)`;
  return {
    votes: {
      text: `SELECT kind, value, COUNT(*) AS count FROM feedback
              WHERE ${where.text} AND kind IN ('page', 'answer') GROUP BY kind, value`,
      values: where.values,
    },
    pages: {
      text: `SELECT page, ${positive} AS positive, ${negative} AS negative FROM feedback
              WHERE ${where.text} AND kind = 'page' GROUP BY page HAVING ${negative} > 0
              ORDER BY ${negative} DESC, page LIMIT ?`,
      values: [...where.values, limit],
    },
    comments: {
      text: `SELECT created_at AS "createdAt", page, comment FROM feedback
              WHERE ${where.text} AND kind = 'page' AND value = 'negative' AND comment IS NOT NULL
              ORDER BY id DESC LIMIT ?`,
      values: [...where.values, limit],
    },
    unanswered: {
      text: `SELECT trim(MIN(question)) AS question, locale,
                    SUM(CASE WHEN kind = 'answer' THEN 1 ELSE 0 END) AS "notHelpful",
                    SUM(CASE WHEN kind = 'unanswered' THEN 1 ELSE 0 END) AS "notFound"
               FROM feedback
              WHERE ${where.text} AND (kind = 'unanswered' OR (kind = 'answer' AND value = 'negative'))
                AND question IS NOT NULL
              GROUP BY lower(trim(question)), locale ORDER BY COUNT(*) DESC, MIN(question) LIMIT ?`,
      values: [...where.values, limit],
    },
  } satisfies Record<keyof FeedbackInsights, Statement>;
}

/** Reads the answers of `feedbackStatements` into `FeedbackInsights` (either store's rows). */
export function feedbackInsights(rows: {
  votes: Record<string, unknown>[];
  pages: Record<string, unknown>[];
  comments: Record<string, unknown>[];
  unanswered: Record<string, unknown>[];
}): FeedbackInsights {
  const votes: FeedbackInsights['votes'] = {
    page: { positive: 0, negative: 0 },
    answer: { positive: 0, negative: 0 },
  };
  for (const row of rows.votes) {
    const kind = row.kind as 'page' | 'answer';
    const value = row.value as FeedbackValue;
    if (votes[kind] && value in votes[kind]) votes[kind][value] = Number(row.count);
  }
  const time = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));
  return {
    votes,
    pages: rows.pages.map((row) => ({
      page: String(row.page),
      positive: Number(row.positive),
      negative: Number(row.negative),
    })),
    comments: rows.comments.map((row) => ({
      createdAt: time(row.createdAt),
      page: String(row.page),
      comment: String(row.comment),
    })),
    unanswered: rows.unanswered.map((row) => ({
      question: String(row.question),
      locale: String(row.locale),
      notHelpful: Number(row.notHelpful),
      notFound: Number(row.notFound),
    })),
  };
}
