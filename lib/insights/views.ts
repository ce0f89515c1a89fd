import type { ReaderClass } from '@/config/user-agents';
import { isAgentClass, readerClasses, type InsightMetric } from './counts';
import { cleanTypedText } from './privacy';

/** The dashboard's views, in its order. */
export const insightViews = ['overview', 'search', 'ask', 'agents', 'gaps'] as const;
export type InsightView = (typeof insightViews)[number];

export const viewTitles: Record<InsightView, string> = {
  overview: 'Overview',
  search: 'Search',
  ask: 'Ask AI and feedback',
  agents: 'Agents',
  gaps: 'Content gaps',
};

/** A range of whole UTC days and optionally one locale: every view is read through one. */
export interface ViewFilter {
  from: string;
  to: string;
  locale?: string;
}

/** The longest range a view reads: the default retention. */
export const maxRangeDays = 400;
/** The range a view shows when none is asked for. */
export const defaultRangeDays = 30;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 86_400_000;
const isDay = (text: string) =>
  dayPattern.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
const dayOffset = (day: string, days: number) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + days * dayMs).toISOString().slice(0, 10);

/** A bad filter names its query parameter and what it must be (`from`, `must be a day as YYYY-MM-DD`). */
export type FilterResult = { ok: true; filter: ViewFilter } | { ok: false; field: string; problem: string };

/**
 * Reads `from`, `to` (`YYYY-MM-DD`, UTC) and `locale` of a view's address: the last 30 days to today
 * when left out; `from` after `to`, a range over 400 days or an unknown locale is an error.
 */
export function readFilter(params: URLSearchParams, today: string, locales: readonly string[]): FilterResult {
  const to = params.get('to') || today;
  if (!isDay(to)) return { ok: false, field: 'to', problem: 'must be a day as YYYY-MM-DD' };
  const from = params.get('from') || dayOffset(to, -(defaultRangeDays - 1));
  const locale = params.get('locale') || undefined;
  if (!isDay(from)) return { ok: false, field: 'from', problem: 'must be a day as YYYY-MM-DD' };
  if (from > to) return { ok: false, field: 'from', problem: 'must not be after to' };
  if (daysOf({ from, to }).length > maxRangeDays)
    return { ok: false, field: 'from', problem: `must be at most ${maxRangeDays} days before to` };
  if (locale !== undefined && !locales.includes(locale))
    return { ok: false, field: 'locale', problem: `must be one of ${locales.join(', ')}` };
  return { ok: true, filter: { from, to, ...(locale ? { locale } : {}) } };
}

/** Every day of a range, in order. */
export function daysOf({ from, to }: { from: string; to: string }): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length <= maxRangeDays; day = dayOffset(day, 1)) days.push(day);
  return days;
}

/** A number of the view's headline. */
export interface Figure {
  label: string;
  value: string;
}

export interface Column {
  key: string;
  label: string;
  numeric?: boolean;
}

export interface Table {
  /** Its name in an export's address: `?table=top-pages`. */
  id: string;
  title: string;
  columns: Column[];
  rows: Record<string, string | number>[];
}

export interface Series {
  label: string;
  values: number[];
}

/** A trend: one value per day of the range for each series. */
export interface Chart {
  id: string;
  title: string;
  days: string[];
  series: Series[];
}

export interface ViewData {
  view: Exclude<InsightView, 'gaps'>;
  filter: ViewFilter;
  figures: Figure[];
  charts: Chart[];
  tables: Table[];
}

/** What the views read: sums of the rollups (server/insights/store.ts `totals`). */
export type TotalsReader = (query: {
  metric: InsightMetric;
  key?: string;
  detail?: string;
  by: readonly ('day' | 'key' | 'detail' | 'locale')[];
  order?: 'count' | 'group';
  limit?: number;
}) => Promise<{ day?: string; key?: string; detail?: string; count: number }[]>;

/** The longest lists a table shows. */
export const tableRows = 50;

export const formatCount = (value: number) => value.toLocaleString('en-US');
export const formatShare = (part: number, whole: number) =>
  whole === 0 ? '–' : `${((100 * part) / whole).toFixed(part === whole || part === 0 ? 0 : 1)} %`;

const sum = (rows: readonly { count: number }[]) => rows.reduce((total, row) => total + row.count, 0);

/** One value per day of the range, zero where nothing was counted. */
function perDay(days: readonly string[], rows: readonly { day?: string; count: number }[]): number[] {
  const byDay = new Map(rows.map((row) => [row.day, row.count]));
  return days.map((day) => byDay.get(day) ?? 0);
}

/** Rows of several details on one day added up per day. */
function dailySums(rows: readonly { day?: string; count: number }[]) {
  const byDay = new Map<string, number>();
  for (const row of rows) byDay.set(row.day ?? '', (byDay.get(row.day ?? '') ?? 0) + row.count);
  return [...byDay].map(([day, count]) => ({ day, count }));
}

/** Rows of (key, detail, count) as one row per key with a column per detail, largest total first. */
function pivot(
  rows: readonly { key?: string; detail?: string; count: number }[],
  details: readonly string[],
  limit = tableRows,
) {
  const byKey = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const key = row.key ?? '';
    const counts = byKey.get(key) ?? Object.fromEntries(details.map((detail) => [detail, 0]));
    counts[row.detail ?? ''] = (counts[row.detail ?? ''] ?? 0) + row.count;
    byKey.set(key, counts);
  }
  return [...byKey.entries()]
    .map(([key, counts]) => ({
      key,
      counts,
      total: details.reduce((total, detail) => total + (counts[detail] ?? 0), 0),
    }))
    .filter((row) => row.total > 0)
    .sort((a, b) => b.total - a.total || a.key.localeCompare(b.key))
    .slice(0, limit);
}

const agentClasses = readerClasses.filter(isAgentClass);

/** Overview: views, the share of people and of agents, trend, top pages, referrers, readers. */
async function overview(read: TotalsReader, days: string[]): Promise<Omit<ViewData, 'view' | 'filter'>> {
  const [views, viewsByDay, reads, readsByDay, pages, referrers, viewports] = await Promise.all([
    read({ metric: 'view', by: [] }),
    read({ metric: 'view', by: ['day'], order: 'group' }),
    read({ metric: 'fetch', by: ['detail'] }),
    read({ metric: 'fetch', by: ['day', 'detail'], order: 'group' }),
    read({ metric: 'view', by: ['key'], limit: tableRows }),
    read({ metric: 'referrer', by: ['key'], limit: tableRows }),
    read({ metric: 'view', by: ['detail'] }),
  ]);
  const people = sum(views);
  const agents = sum(reads.filter((row) => isAgentClass(row.detail ?? '')));
  const total = people + agents;
  return {
    figures: [
      { label: 'Page views', value: formatCount(people) },
      { label: 'Reads by agents and crawlers', value: formatCount(agents) },
      { label: 'Read by people', value: formatShare(people, total) },
      { label: 'Read by agents', value: formatShare(agents, total) },
    ],
    charts: [
      {
        id: 'readers',
        title: 'Page views and reads by agents per day',
        days,
        series: [
          { label: 'Page views', values: perDay(days, viewsByDay) },
          {
            label: 'Reads by agents',
            values: perDay(days, dailySums(readsByDay.filter((row) => isAgentClass(row.detail ?? '')))),
          },
        ],
      },
    ],
    tables: [
      {
        id: 'top-pages',
        title: 'Top pages',
        columns: [
          { key: 'page', label: 'Page' },
          { key: 'views', label: 'Views', numeric: true },
        ],
        rows: pages.map((row) => ({ page: row.key ?? '', views: row.count })),
      },
      {
        id: 'top-referrers',
        title: 'Top referrers',
        columns: [
          { key: 'host', label: 'Referring site' },
          { key: 'views', label: 'Views', numeric: true },
        ],
        rows: referrers.map((row) => ({ host: row.key ?? '', views: row.count })),
      },
      {
        id: 'readers',
        title: 'Readers by kind',
        columns: [
          { key: 'reader', label: 'Reader' },
          { key: 'reads', label: 'Reads', numeric: true },
        ],
        rows: readerClasses
          .map((reader) => ({
            reader: readerLabels[reader],
            reads: sum(reads.filter((row) => row.detail === reader)),
          }))
          .filter((row) => row.reads > 0),
      },
      {
        id: 'viewports',
        title: 'Screens',
        columns: [
          { key: 'screen', label: 'Screen' },
          { key: 'views', label: 'Views', numeric: true },
        ],
        rows: viewports.map((row) => ({
          screen: row.detail === 'narrow' ? 'Phone (narrow)' : 'Wide',
          views: row.count,
        })),
      },
    ],
  };
}

/** Search: queries, no-result queries, click-through rate and position, queries nothing was opened after. */
async function search(read: TotalsReader, days: string[]): Promise<Omit<ViewData, 'view' | 'filter'>> {
  const [outcomes, byDay, queries, positions, openedRows] = await Promise.all([
    read({ metric: 'search', by: ['detail'] }),
    read({ metric: 'search', by: ['day'], order: 'group' }),
    read({ metric: 'search', by: ['key', 'detail'], limit: 20_000 }),
    read({ metric: 'search-open', by: ['detail'] }),
    read({ metric: 'search-open', by: ['key', 'detail'], limit: tableRows }),
  ]);
  const count = (detail: string) => sum(outcomes.filter((row) => row.detail === detail));
  const [none, opened, unopened] = [count('none'), count('opened'), count('unopened')];
  const clicks = sum(positions);
  const positionSum = positions.reduce((total, row) => total + Number(row.detail) * row.count, 0);
  const details = ['none', 'opened', 'unopened'];
  const table = (id: string, title: string, detail?: string) => ({
    id,
    title,
    columns: [
      { key: 'query', label: 'Query' },
      { key: 'searches', label: 'Searches', numeric: true },
      ...(detail ? [] : [{ key: 'opened', label: 'Opened a result', numeric: true }]),
    ],
    rows: pivot(
      detail ? queries.filter((row) => row.detail === detail) : queries,
      detail ? [detail] : details,
    ).map((row) => ({
      query: row.key,
      searches: row.total,
      ...(detail ? {} : { opened: row.counts.opened ?? 0 }),
    })),
  });
  return {
    figures: [
      { label: 'Searches', value: formatCount(none + opened + unopened) },
      { label: 'With no result', value: formatShare(none, none + opened + unopened) },
      { label: 'Click-through rate', value: formatShare(opened, opened + unopened) },
      { label: 'Mean position opened', value: clicks === 0 ? '–' : (positionSum / clicks).toFixed(1) },
    ],
    charts: [
      {
        id: 'searches',
        title: 'Searches per day',
        days,
        series: [{ label: 'Searches', values: perDay(days, byDay) }],
      },
    ],
    tables: [
      table('top-queries', 'Top queries'),
      table('no-result', 'Queries with no result', 'none'),
      table('nothing-opened', 'Queries after which nothing was opened', 'unopened'),
      {
        id: 'opened-positions',
        title: 'Results opened, by query and position',
        columns: [
          { key: 'query', label: 'Query' },
          { key: 'position', label: 'Position' },
          { key: 'opened', label: 'Opened', numeric: true },
        ],
        rows: openedRows.map((row) => ({
          query: row.key ?? '',
          position: row.detail ?? '',
          opened: row.count,
        })),
      },
    ],
  };
}

/** What the dashboard shows of stored comments: masked as typed text, a little longer. */
export const shownComment = (comment: string) => cleanTypedText(comment, 500);

/** Ask AI and feedback: questions, answer rate, votes, unanswered questions, pages voted down. */
async function ask(
  read: TotalsReader,
  days: string[],
  feedback: FeedbackView,
): Promise<Omit<ViewData, 'view' | 'filter'>> {
  const [answered, byDay, questions] = await Promise.all([
    read({ metric: 'ask', by: ['detail'] }),
    read({ metric: 'ask', by: ['day'], order: 'group' }),
    read({ metric: 'ask', by: ['key', 'detail'], limit: 20_000 }),
  ]);
  const asked = sum(answered);
  const found = sum(answered.filter((row) => row.detail === 'answered'));
  const { votes } = feedback;
  return {
    figures: [
      { label: 'Questions', value: formatCount(asked) },
      { label: 'Answered from the docs', value: formatShare(found, asked) },
      {
        label: 'Answers voted helpful',
        value: formatShare(votes.answer.positive, votes.answer.positive + votes.answer.negative),
      },
      {
        label: 'Pages voted helpful',
        value: formatShare(votes.page.positive, votes.page.positive + votes.page.negative),
      },
    ],
    charts: [
      {
        id: 'questions',
        title: 'Questions per day',
        days,
        series: [{ label: 'Questions', values: perDay(days, byDay) }],
      },
    ],
    tables: [
      {
        id: 'top-questions',
        title: 'Top questions',
        columns: [
          { key: 'question', label: 'Question' },
          { key: 'asked', label: 'Asked', numeric: true },
          { key: 'unanswered', label: 'Nothing found', numeric: true },
        ],
        rows: pivot(questions, ['answered', 'unanswered']).map((row) => ({
          question: row.key,
          asked: row.total,
          unanswered: row.counts.unanswered ?? 0,
        })),
      },
      {
        id: 'unanswered',
        title: 'Questions without a good answer',
        columns: [
          { key: 'question', label: 'Question' },
          { key: 'locale', label: 'Language' },
          { key: 'notFound', label: 'Nothing found', numeric: true },
          { key: 'notHelpful', label: 'Voted not helpful', numeric: true },
        ],
        rows: feedback.unanswered.map((row) => ({ ...row, question: shownComment(row.question) })),
      },
      {
        id: 'pages-voted-down',
        title: 'Pages voted not helpful',
        columns: [
          { key: 'page', label: 'Page' },
          { key: 'negative', label: 'Not helpful', numeric: true },
          { key: 'positive', label: 'Helpful', numeric: true },
        ],
        rows: feedback.pages.map((row) => ({ ...row })),
      },
      {
        id: 'comments',
        title: 'Comments with a vote down',
        columns: [
          { key: 'createdAt', label: 'When' },
          { key: 'page', label: 'Page' },
          { key: 'comment', label: 'Comment' },
        ],
        rows: feedback.comments.map((row) => ({
          ...row,
          createdAt: `${row.createdAt.slice(0, 16).replace('T', ' ')} UTC`,
          comment: shownComment(row.comment),
        })),
      },
    ],
  };
}

/** Agents: reads by kind and reader, agents by name, twins, llms files, MCP clients and tools. */
async function agents(read: TotalsReader, days: string[]): Promise<Omit<ViewData, 'view' | 'filter'>> {
  const [reads, readsByDay, names, twins, llms, clients, tools] = await Promise.all([
    read({ metric: 'fetch', by: ['key', 'detail'] }),
    read({ metric: 'fetch', by: ['day', 'detail'], order: 'group' }),
    read({ metric: 'agent', by: ['key', 'detail'], limit: 5_000 }),
    read({ metric: 'twin', by: ['key', 'detail'], limit: 5_000 }),
    read({ metric: 'llms', by: ['key', 'detail'], limit: 5_000 }),
    read({ metric: 'mcp-client', by: ['key', 'detail'], limit: 5_000 }),
    read({ metric: 'mcp-tool', by: ['key', 'detail'], limit: 5_000 }),
  ]);
  const kinds = ['page', 'twin', 'llms', 'mcp'];
  const byClass = (
    rows: typeof twins,
    keyLabel: string,
    keyName: string,
    id: string,
    title: string,
  ): Table => ({
    id,
    title,
    columns: [
      { key: keyName, label: keyLabel },
      ...readerClasses.map((reader) => ({ key: reader, label: readerLabels[reader], numeric: true })),
    ],
    rows: pivot(rows, readerClasses).map((row) => ({ [keyName]: row.key, ...row.counts })),
  });
  return {
    figures: [
      {
        label: 'Reads by AI agents',
        value: formatCount(sum(reads.filter((row) => row.detail === 'ai-agent'))),
      },
      {
        label: 'Reads by AI crawlers',
        value: formatCount(sum(reads.filter((row) => row.detail === 'ai-crawler'))),
      },
      { label: 'Markdown twins read', value: formatCount(sum(reads.filter((row) => row.key === 'twin'))) },
      { label: 'MCP tool calls', value: formatCount(sum(reads.filter((row) => row.key === 'mcp'))) },
    ],
    charts: [
      {
        id: 'agent-reads',
        title: 'Reads per day by kind of reader',
        days,
        series: agentClasses.map((reader) => ({
          label: readerLabels[reader],
          values: perDay(
            days,
            readsByDay.filter((row) => row.detail === reader),
          ),
        })),
      },
    ],
    tables: [
      byClass(reads, 'What was read', 'kind', 'reads', 'Reads by kind and reader'),
      {
        id: 'agents',
        title: 'Agents and crawlers by name',
        columns: [
          { key: 'agent', label: 'Agent' },
          ...kinds.map((kind) => ({ key: kind, label: kindLabels[kind]!, numeric: true })),
        ],
        rows: pivot(names, kinds).map((row) => ({ agent: row.key, ...row.counts })),
      },
      byClass(twins, 'Page', 'page', 'twins', 'Markdown twins read'),
      byClass(llms, 'File', 'file', 'llms', 'llms files read'),
      byClass(clients, 'MCP client', 'client', 'mcp-clients', 'MCP clients (from initialize)'),
      {
        id: 'mcp-tools',
        title: 'MCP tool calls',
        columns: [
          { key: 'tool', label: 'Tool' },
          { key: 'reader', label: 'Caller' },
          { key: 'calls', label: 'Calls', numeric: true },
        ],
        rows: tools.map((row) => ({ tool: row.key ?? '', reader: row.detail ?? '', calls: row.count })),
      },
    ],
  };
}

export const readerLabels: Record<ReaderClass, string> = {
  browser: 'Browsers',
  'ai-agent': 'AI agents',
  'ai-crawler': 'AI crawlers',
  'search-crawler': 'Search crawlers',
  other: 'Other programs',
};

const kindLabels: Record<string, string> = {
  page: 'Pages',
  twin: 'Twins',
  llms: 'llms files',
  mcp: 'MCP calls',
};

/** What the views read of the stored feedback (server/insights/store.ts `FeedbackInsights`). */
export interface FeedbackView {
  votes: Record<'page' | 'answer', Record<'positive' | 'negative', number>>;
  pages: { page: string; positive: number; negative: number }[];
  comments: { createdAt: string; page: string; comment: string }[];
  unanswered: { question: string; locale: string; notHelpful: number; notFound: number }[];
}

/** One view's figures, charts and tables over the filter's range (the gaps view is built apart). */
export async function buildView(
  view: Exclude<InsightView, 'gaps'>,
  filter: ViewFilter,
  read: TotalsReader,
  feedback: () => Promise<FeedbackView>,
): Promise<ViewData> {
  const days = daysOf(filter);
  const parts =
    view === 'overview'
      ? await overview(read, days)
      : view === 'search'
        ? await search(read, days)
        : view === 'ask'
          ? await ask(read, days, await feedback())
          : await agents(read, days);
  return { view, filter, ...parts };
}

/**
 * A table as CSV (RFC 4180): a header row of the column labels, then the rows. A text cell that a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, carriage return first) gets a `'`
 * before it: the cells hold what readers typed.
 */
export function tableCsv(table: Table): string {
  const cell = (value: string | number | undefined) => {
    if (typeof value === 'number') return String(value);
    let text = value ?? '';
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [table.columns.map((column) => cell(column.label)).join(',')];
  for (const row of table.rows) lines.push(table.columns.map((column) => cell(row[column.key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
