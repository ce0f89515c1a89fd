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

/**
 * The rollups' two summaries, kept with them in every write: per month (`YYYY-MM`) for sums by key over
 * long ranges, and per day without the key for trends and totals. The inserts fill them from rows
 * written before they existed.
 */
export const insightsSummaryMigrations = [
  (dialect: { withoutRowid: string }) =>
    `CREATE TABLE insight_months (
       metric TEXT NOT NULL,
       month TEXT NOT NULL,
       locale TEXT NOT NULL,
       key TEXT NOT NULL,
       detail TEXT NOT NULL,
       count BIGINT NOT NULL,
       PRIMARY KEY (metric, month, locale, key, detail)
     )${dialect.withoutRowid}`,
  (dialect: { withoutRowid: string }) =>
    `CREATE TABLE insight_days (
       metric TEXT NOT NULL,
       day TEXT NOT NULL,
       locale TEXT NOT NULL,
       detail TEXT NOT NULL,
       count BIGINT NOT NULL,
       PRIMARY KEY (metric, day, locale, detail)
     )${dialect.withoutRowid}`,
  () => `INSERT INTO insight_months (metric, month, locale, key, detail, count)
     SELECT metric, substr(day, 1, 7), locale, key, detail, SUM(count) FROM insight_counts
      GROUP BY metric, substr(day, 1, 7), locale, key, detail`,
  () => `INSERT INTO insight_days (metric, day, locale, detail, count)
     SELECT metric, day, locale, detail, SUM(count) FROM insight_counts GROUP BY metric, day, locale, detail`,
];

/** A write's rows for the three tables: the daily rows, and their sums per month and per day. */
export function summaryRows(rows: readonly Increment[]) {
  const months = new Map<string, Increment>();
  const days = new Map<string, Increment>();
  const add = (map: Map<string, Increment>, id: string, row: Increment) => {
    const seen = map.get(id);
    if (seen) seen.count += row.count;
    else map.set(id, { ...row });
  };
  for (const row of rows) {
    const month = row.day.slice(0, 7);
    add(months, [row.metric, month, row.locale, row.key, row.detail].join('\u0000'), { ...row, day: month });
    add(days, [row.metric, row.day, row.locale, row.detail].join('\u0000'), { ...row, key: '' });
  }
  return { months: [...months.values()], days: [...days.values()] };
}

/** The statements adding a month's and a day's sums (`day` holds the month in a month row). */
export const upsertMonthSql = `INSERT INTO insight_months (metric, month, locale, key, detail, count)
  VALUES (?, ?, ?, ?, ?, ?)
  ON CONFLICT (metric, month, locale, key, detail) DO UPDATE SET count = insight_months.count + excluded.count`;
export const upsertDaySql = `INSERT INTO insight_days (metric, day, locale, detail, count)
  VALUES (?, ?, ?, ?, ?)
  ON CONFLICT (metric, day, locale, detail) DO UPDATE SET count = insight_days.count + excluded.count`;

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

/**
 * The whole months inside a range of days (`YYYY-MM`, first and last) and the days at either end
 * outside them: a long range reads a month's row where it can instead of thirty days' rows.
 */
export function monthsAndEdges(
  from: string,
  to: string,
): { months?: [string, string]; edges: [string, string][] } {
  /** The day `offset` days from the first of the month `months` after `day`'s, as YYYY-MM-DD. */
  const shifted = (day: string, months: number, offset = 0) =>
    new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + months, 1 + offset))
      .toISOString()
      .slice(0, 10);
  // The first whole month starts on or after `from`; the last whole month ends on or before `to`.
  const firstStart = from.endsWith('-01') ? from : shifted(from, 1);
  const lastEnd = shifted(to, 1, -1) === to ? to : shifted(to, 0, -1);
  if (firstStart > lastEnd) return { edges: [[from, to]] };
  const edges: [string, string][] = [];
  if (from < firstStart) edges.push([from, shifted(firstStart, 0, -1)]);
  if (to > lastEnd) edges.push([shifted(lastEnd, 1), to]);
  return { months: [firstStart.slice(0, 7), lastEnd.slice(0, 7)], edges };
}

/**
 * The statement of `totals`, the same for both stores, read from the table that answers it with
 * the fewest rows: sums without a key from the per-day totals (`insight_days`: trends, shares,
 * grand totals); sums by key over whole months from the monthly rows (`insight_months`) plus the
 * days at the range's ends; anything by day and key from the daily rows.
 */
export function totalsStatement(query: TotalsQuery): Statement {
  const groups = [...query.by];
  const filters = (['locale', 'key', 'detail'] as const).filter((name) => query[name] !== undefined);
  const filterSql = filters.map((name) => ` AND ${name} = ?`).join('');
  const filterValues = filters.map((name) => query[name]!);
  const usesKey = groups.includes('key') || query.key !== undefined;
  let source: string;
  let values: (string | number)[];
  if (!usesKey) {
    source = `SELECT * FROM insight_days WHERE metric = ? AND day >= ? AND day <= ?${filterSql}`;
    values = [query.metric, query.from, query.to, ...filterValues];
  } else {
    const split = groups.includes('day')
      ? { edges: [[query.from, query.to]] as [string, string][] }
      : monthsAndEdges(query.from, query.to);
    const parts: string[] = [];
    values = [];
    if (split.months) {
      parts.push(
        `SELECT metric, locale, key, detail, count FROM insight_months WHERE metric = ? AND month >= ? AND month <= ?${filterSql}`,
      );
      values.push(query.metric, ...split.months, ...filterValues);
    }
    if (split.edges.length > 0) {
      const days = split.edges.map(() => '(day >= ? AND day <= ?)').join(' OR ');
      const dayColumn = groups.includes('day') ? 'day, ' : '';
      parts.push(
        `SELECT metric, ${dayColumn}locale, key, detail, count FROM insight_counts WHERE metric = ? AND (${days})${filterSql}`,
      );
      values.push(query.metric, ...split.edges.flat(), ...filterValues);
    }
    source = parts.join(' UNION ALL ');
  }
  const select = [...groups, 'SUM(count) AS count'].join(', ');
  let text = `SELECT ${select} FROM (${source}) AS counted`;
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
