import { describe, expect, it } from 'vitest';
import { buildView, daysOf, readFilter, tableCsv, type FeedbackView, type TotalsReader } from './views';

const params = (text: string) => new URLSearchParams(text);
const locales = ['en-US', 'ja'];

describe('readFilter', () => {
  it('defaults to the last 30 days to today', () => {
    expect(readFilter(params(''), '2026-11-29', locales)).toEqual({
      ok: true,
      filter: { from: '2026-10-31', to: '2026-11-29' },
    });
  });
  it('names what is wrong', () => {
    const error = (text: string) => {
      const result = readFilter(params(text), '2026-11-29', locales);
      return result.ok ? 'ok' : `${result.field} ${result.problem}`;
    };
    expect(error('from=2026-02-30')).toBe('from must be a day as YYYY-MM-DD');
    expect(error('to=yesterday')).toBe('to must be a day as YYYY-MM-DD');
    expect(error('from=2026-11-29&to=2026-11-01')).toBe('from must not be after to');
    expect(error('from=2025-01-01&to=2026-11-29')).toBe('from must be at most 400 days before to');
    expect(error('locale=fr')).toBe('locale must be one of en-US, ja');
    expect(error('from=2025-10-26&to=2026-11-29&locale=ja')).toBe('ok');
  });
  it('lists every day of a range', () => {
    expect(daysOf({ from: '2026-02-27', to: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});

/** A reader over a few fixed rows, grouped as the store would. */
function reader(
  rows: { metric: string; day: string; key: string; detail: string; count: number }[],
): TotalsReader {
  return async (query) => {
    const groups = new Map<string, { day?: string; key?: string; detail?: string; count: number }>();
    for (const row of rows.filter(
      (r) => r.metric === query.metric && (query.detail === undefined || r.detail === query.detail),
    )) {
      const group: { day?: string; key?: string; detail?: string } = {};
      for (const name of query.by) if (name !== 'locale') group[name] = row[name];
      const id = JSON.stringify(group);
      const entry = groups.get(id) ?? { ...group, count: 0 };
      entry.count += row.count;
      groups.set(id, entry);
    }
    const out = [...groups.values()].sort((a, b) => b.count - a.count);
    return query.limit ? out.slice(0, query.limit) : out;
  };
}
const noFeedback = async (): Promise<FeedbackView> => ({
  votes: { page: { positive: 3, negative: 1 }, answer: { positive: 1, negative: 1 } },
  pages: [],
  comments: [{ createdAt: '2026-11-28T10:00:00Z', page: '/docs', comment: 'write to ana@example.com' }],
  unanswered: [],
});
const filter = { from: '2026-11-27', to: '2026-11-29' };

describe('buildView', () => {
  const rows = [
    { metric: 'view', day: '2026-11-28', key: '/docs', detail: 'wide', count: 6 },
    { metric: 'view', day: '2026-11-29', key: '/ja/docs', detail: 'narrow', count: 2 },
    { metric: 'fetch', day: '2026-11-29', key: 'twin', detail: 'ai-agent', count: 3 },
    { metric: 'fetch', day: '2026-11-29', key: 'page', detail: 'ai-crawler', count: 1 },
    { metric: 'fetch', day: '2026-11-29', key: 'page', detail: 'browser', count: 8 },
    { metric: 'search', day: '2026-11-29', key: 'tracing', detail: 'opened', count: 3 },
    { metric: 'search', day: '2026-11-29', key: 'tracing', detail: 'unopened', count: 1 },
    { metric: 'search', day: '2026-11-29', key: 'rust sdk', detail: 'none', count: 4 },
    { metric: 'search-open', day: '2026-11-29', key: 'tracing', detail: '1', count: 2 },
    { metric: 'search-open', day: '2026-11-29', key: 'tracing', detail: '4', count: 1 },
    { metric: 'ask', day: '2026-11-29', key: 'is there a rust sdk?', detail: 'unanswered', count: 2 },
    { metric: 'ask', day: '2026-11-28', key: 'how do i trace?', detail: 'answered', count: 2 },
  ];

  it('overview: views, the share of people and of agents, and the trend per day', async () => {
    const view = await buildView('overview', filter, reader(rows), noFeedback);
    expect(view.figures).toEqual([
      { label: 'Page views', value: '8' },
      { label: 'Reads by agents and crawlers', value: '4' },
      { label: 'Read by people', value: '66.7 %' },
      { label: 'Read by agents', value: '33.3 %' },
    ]);
    expect(view.charts[0]!.series.map((series) => series.values)).toEqual([
      [0, 6, 2],
      [0, 0, 4],
    ]);
    expect(view.tables.find((table) => table.id === 'top-pages')!.rows).toEqual([
      { page: '/docs', views: 6 },
      { page: '/ja/docs', views: 2 },
    ]);
  });

  it('search: no-result share, click-through rate, mean position and the query lists', async () => {
    const view = await buildView('search', filter, reader(rows), noFeedback);
    expect(view.figures.map((figure) => figure.value)).toEqual(['8', '50.0 %', '75.0 %', '2.0']);
    const table = (id: string) => view.tables.find((item) => item.id === id)!.rows;
    expect(table('top-queries')).toEqual([
      { query: 'rust sdk', searches: 4, opened: 0 },
      { query: 'tracing', searches: 4, opened: 3 },
    ]);
    expect(table('no-result')).toEqual([{ query: 'rust sdk', searches: 4 }]);
    expect(table('nothing-opened')).toEqual([{ query: 'tracing', searches: 1 }]);
  });

  it('ask: answer rate and votes, comments masked', async () => {
    const view = await buildView('ask', filter, reader(rows), noFeedback);
    expect(view.figures.map((figure) => figure.value)).toEqual(['4', '50.0 %', '50.0 %', '75.0 %']);
    expect(view.tables.find((table) => table.id === 'comments')!.rows[0]!.comment).toBe('write to [email]');
  });

  it('agents: reads by kind and class', async () => {
    const view = await buildView('agents', filter, reader(rows), noFeedback);
    expect(view.tables.find((table) => table.id === 'reads')!.rows).toEqual([
      { kind: 'page', browser: 8, 'ai-agent': 0, 'ai-crawler': 1, 'search-crawler': 0, other: 0 },
      { kind: 'twin', browser: 0, 'ai-agent': 3, 'ai-crawler': 0, 'search-crawler': 0, other: 0 },
    ]);
  });
});

describe('tableCsv', () => {
  it('quotes what CSV needs quoted and defuses what a spreadsheet would run', () => {
    const csv = tableCsv({
      id: 't',
      title: 'T',
      columns: [
        { key: 'query', label: 'Query' },
        { key: 'n', label: 'Searches', numeric: true },
      ],
      rows: [
        { query: 'a, "b"', n: 1 },
        { query: '=HYPERLINK("x")', n: 2 },
        { query: '-2+3', n: 3 },
      ],
    });
    expect(csv).toBe('Query,Searches\r\n"a, ""b""",1\r\n"\'=HYPERLINK(""x"")",2\r\n\'-2+3,3\r\n');
  });
});

describe('readFilter, whatever the address holds', () => {
  it('never throws, and anything it accepts is a range of at most 400 days', async () => {
    const fc = (await import('fast-check')).default;
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (from, to, locale) => {
        const result = readFilter(new URLSearchParams({ from, to, locale }), '2026-11-29', locales);
        if (result.ok) expect(daysOf(result.filter).length).toBeLessThanOrEqual(400);
      }),
    );
  });
});
