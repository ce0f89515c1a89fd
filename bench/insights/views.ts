// How long each dashboard view takes over 400 days of rollups for 2,000 pages, per store.
//
//   npm run build && npm run bench:insights -- views [--store sqlite|postgres|both]
//
// Fills a fresh store with 400 days of counts as a busy site would leave them (every one of 2,000
// pages viewed every day, 500 queries a day, questions, twins read by agents, 404s, referrers, MCP
// calls: about 2 million rows), then times each view over the whole range and over the last 30 days
// (the median and the slowest of 5 runs). The gaps view works out its fixes with the build's search
// index. Exits 1 when a view takes over 300 ms.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteConfig } from '@/config/site';
import { dayOf, type Increment } from '@/lib/insights/counts';
import { insightViews, type ViewFilter } from '@/lib/insights/views';
import { addressWords, suggestionSourceOf, suggestPages } from '@/lib/not-found/suggestions';
import { sectionFolders } from '@/lib/search/collections';
import { SearchIndex } from '@/lib/search/engine';
import { openPostgresStore } from '@/server/feedback/postgres-store';
import { openSqliteStore } from '@/server/feedback/sqlite-store';
import type { FeedbackStore } from '@/server/feedback/store';
import { dashboardView, type DashboardDeps } from '@/server/insights/dashboard';
import { createFailureThrottle } from '@/server/http/rate-limit';
import { startPostgres } from '../../tests/setup/pg-server';

const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
};
const budgetMs = 300;
const days = 400;
const pageCount = 2000;
const { locales, defaultLocale } = siteConfig.i18n;

const dist = process.env.NEXT_DIST_DIR || '.next';
const index = new SearchIndex(
  JSON.parse(
    (
      JSON.parse(readFileSync(join(dist, 'search-files', `${defaultLocale}.json`), 'utf8')) as {
        index: { body: string };
      }
    ).index.body,
  ),
);
const rules = { locales, defaultLocale, sections: sectionFolders };

/** The counts of one day, as a busy site leaves them. */
function dayOfCounts(day: string, n: number): Increment[] {
  const at = (metric: Increment['metric'], key: string, detail: string, count: number): Increment => ({
    day,
    metric,
    locale: key.startsWith('/ja') ? 'ja' : 'en-US',
    key,
    detail,
    count,
  });
  const rows: Increment[] = [];
  for (let page = 0; page < pageCount; page++)
    rows.push(
      at(
        'view',
        `/docs/section-${page % 40}/page-${page}`,
        page % 3 ? 'wide' : 'narrow',
        1 + ((page * 7 + n) % 50),
      ),
    );
  for (let query = 0; query < 500; query++)
    rows.push(
      at(
        'search',
        `query ${query} words ${query % 17}`,
        ['none', 'opened', 'unopened'][query % 3]!,
        1 + (query % 9),
      ),
    );
  for (let query = 0; query < 150; query++)
    rows.push(at('search-open', `query ${query} words ${query % 17}`, String(1 + (query % 5)), 2));
  for (let question = 0; question < 100; question++)
    rows.push(at('ask', `how do i do thing ${question}?`, question % 4 ? 'answered' : 'unanswered', 1));
  for (let page = 0; page < 500; page++) {
    rows.push(at('twin', `/docs/section-${page % 40}/page-${page}`, page % 2 ? 'ai-agent' : 'ai-crawler', 2));
    rows.push(at('fetch', 'twin', page % 2 ? 'ai-agent' : 'ai-crawler', 2));
  }
  for (const [name, kind] of [
    ['Claude', 'twin'],
    ['ChatGPT', 'page'],
    ['OpenAI GPTBot', 'llms'],
    ['Cursor', 'mcp'],
  ])
    rows.push(at('agent', name!, kind!, 40));
  for (let missing = 0; missing < 200; missing++)
    rows.push(at('not-found', `/docs/old-page-${missing}`, `site${missing % 7}.example`, 1));
  for (let host = 0; host < 100; host++) rows.push(at('referrer', `site${host}.example`, '', 3));
  rows.push(
    at('mcp-client', 'claude-code', 'ai-agent', 30),
    at('mcp-tool', 'search_docs', 'Claude Code', 80),
  );
  return rows;
}

async function fill(store: FeedbackStore) {
  const started = performance.now();
  const today = new Date();
  let rows = 0;
  for (let n = 0; n < days; n++) {
    const day = dayOf(new Date(today.getTime() - n * 86_400_000));
    const counts = dayOfCounts(day, n);
    rows += counts.length;
    await store.insights.add(counts, 100_000);
  }
  return { rows, seconds: (performance.now() - started) / 1000 };
}

async function timeViews(store: FeedbackStore, name: string): Promise<string[]> {
  const deps: DashboardDeps = {
    enabled: true,
    token: undefined,
    store: async () => store,
    locales,
    defaultLocale,
    throttle: createFailureThrottle(10, 60_000),
    addressWords: (address) => addressWords(address, rules).words,
    fixes: {
      suggest: async (address) => suggestPages(address, suggestionSourceOf(index), rules),
      search: async (_locale, text) => {
        const results = index.search(text);
        return { pages: results.pages.map(({ url, title }) => ({ url, title })), terms: [...results.terms] };
      },
      pageFile: () => undefined,
      locales,
    },
  };
  const to = dayOf(new Date());
  const ranges: [string, ViewFilter][] = [
    ['400 days', { from: dayOf(new Date(Date.now() - (days - 1) * 86_400_000)), to }],
    ['30 days', { from: dayOf(new Date(Date.now() - 29 * 86_400_000)), to }],
    ['400 days, ja', { from: dayOf(new Date(Date.now() - (days - 1) * 86_400_000)), to, locale: 'ja' }],
  ];
  const failures: string[] = [];
  console.log(`\n${name}:\n| view | range | median ms | slowest ms |\n|---|---|---|---|`);
  for (const view of insightViews)
    for (const [label, filter] of ranges) {
      const times: number[] = [];
      for (let run = 0; run < 5; run++) {
        const started = performance.now();
        await dashboardView(view, filter, deps);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(`| ${view} | ${label} | ${times[2]!.toFixed(0)} | ${times[4]!.toFixed(0)} |`);
      if (times[2]! > budgetMs)
        failures.push(`${name}: ${view} over ${label} took ${times[2]!.toFixed(0)} ms (budget ${budgetMs})`);
    }
  return failures;
}

export async function benchViews(): Promise<string[]> {
  const which = option('store', 'both');
  const failures: string[] = [];
  if (which !== 'postgres') {
    const dir = mkdtempSync(join(tmpdir(), 'bench-insights-views-'));
    const store = openSqliteStore(join(dir, 'feedback.sqlite'));
    try {
      const { rows, seconds } = await fill(store);
      console.log(`SQLite: ${rows.toLocaleString('en-US')} rollup rows written in ${seconds.toFixed(1)} s`);
      failures.push(...(await timeViews(store, 'SQLite')));
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (which !== 'sqlite') {
    const server = await startPostgres();
    const store = await openPostgresStore(server.url);
    try {
      const { rows, seconds } = await fill(store);
      console.log(
        `PostgreSQL: ${rows.toLocaleString('en-US')} rollup rows written in ${seconds.toFixed(1)} s`,
      );
      failures.push(...(await timeViews(store, 'PostgreSQL')));
    } finally {
      await store.close();
      server.stop();
    }
  }
  return failures;
}
