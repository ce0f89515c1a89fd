import type { ReaderClass } from '@/config/user-agents';

/**
 * What the insights count, one name per daily rollup. Each count is kept per day, metric, locale,
 * key and detail; nothing else is stored (README "Insights").
 *
 * | metric         | key                        | detail                          | source            |
 * | -------------- | -------------------------- | ------------------------------- | ----------------- |
 * | view           | page path                  | `narrow` or `wide`              | beacon            |
 * | referrer       | referring host             |                                 | beacon            |
 * | fetch          | what was fetched (`page`…) | reader class                    | server            |
 * | agent          | reader name (from a list)  | what was fetched                | server            |
 * | twin           | page path of the twin      | reader class                    | server            |
 * | llms           | llms file path             | reader class                    | server            |
 * | mcp-tool       | tool name                  | MCP client name                 | server            |
 * | mcp-client     | MCP client name            | reader class                    | server            |
 * | search         | query                      | `none`, `opened` or `unopened`  | beacon            |
 * | search-open    | query                      | position opened (1-based)       | beacon            |
 * | ask            | question                   | `answered` or `unanswered`      | server            |
 * | not-found      | address                    | referring host                  | beacon and server |
 */
export const insightMetrics = [
  'view',
  'referrer',
  'fetch',
  'agent',
  'twin',
  'llms',
  'mcp-tool',
  'mcp-client',
  'search',
  'search-open',
  'ask',
  'not-found',
] as const;
export type InsightMetric = (typeof insightMetrics)[number];

/**
 * Metrics whose keys are free text (what readers typed, addresses they made up, hosts, client names):
 * per day, metric and locale at most `maxKeysPerDay` distinct keys are kept, the rest are counted
 * under `otherKey`, so a flood of made-up queries cannot grow the store without bound.
 */
export const openMetrics: ReadonlySet<InsightMetric> = new Set([
  'referrer',
  'mcp-tool',
  'mcp-client',
  'search',
  'search-open',
  'ask',
  'not-found',
]);

/** The distinct free-text keys kept per day, metric and locale (`INSIGHTS_KEYS_PER_DAY`). */
export const defaultKeysPerDay = 1000;

/** The key free-text counts beyond the day's bound are kept under. */
export const otherKey = '(other)';

/** What the server counts a fetch of (`fetch` key, `agent` detail). */
export type FetchKind = 'page' | 'twin' | 'llms' | 'mcp';

/**
 * The `search` detail: the query found nothing (`none`), or results of which one was opened
 * (`opened`) or none (`unopened`).
 */
export type SearchOutcome = 'none' | 'opened' | 'unopened';

/** One count to add: the unit of every write. */
export interface Increment {
  /** The UTC day, `YYYY-MM-DD`. */
  day: string;
  metric: InsightMetric;
  locale: string;
  key: string;
  /** A second dimension; empty when the metric has none. */
  detail: string;
  count: number;
}

/** A count of one for a row: what each event adds. */
export const oneCount = (
  day: string,
  metric: InsightMetric,
  locale: string,
  key: string,
  detail = '',
): Increment => ({ day, metric, locale, key, detail, count: 1 });

/** The UTC day of an instant, as stored. */
export function dayOf(time: Date): string {
  return time.toISOString().slice(0, 10);
}

const incrementId = (increment: Increment) =>
  [increment.day, increment.metric, increment.locale, increment.key, increment.detail].join('\u0000');

/** Adds up increments of the same row: a write batch holds each row once. */
export function mergeIncrements(increments: Iterable<Increment>): Increment[] {
  const merged = new Map<string, Increment>();
  for (const increment of increments) {
    const id = incrementId(increment);
    const seen = merged.get(id);
    if (seen) seen.count += increment.count;
    else merged.set(id, { ...increment });
  }
  return [...merged.values()];
}

/** The reader classes, in the order the dashboard shows them. */
export const readerClasses: readonly ReaderClass[] = [
  'browser',
  'ai-agent',
  'ai-crawler',
  'search-crawler',
  'other',
];

/** Whether a reader class is a program reading for a model or an index (the overview's "agents"). */
export const isAgentClass = (readerClass: string) =>
  readerClass === 'ai-agent' || readerClass === 'ai-crawler' || readerClass === 'search-crawler';
