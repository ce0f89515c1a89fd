import { openSqliteStore } from '@/server/feedback/sqlite-store';
import { dayOf, type Increment } from '@/lib/insights/counts';
const store = openSqliteStore(process.argv[2]!);
const rows: Increment[] = [];
const pages = ['/docs', '/docs/get-started', '/docs/observability/overview', '/docs/prompt-management/get-started', '/self-hosting', '/ja/docs', '/docs/evaluation/overview', '/integrations/frameworks/langchain'];
for (let n = 0; n < 30; n++) {
  const day = dayOf(new Date(Date.now() - n * 86_400_000));
  const wave = 1 + Math.sin(n / 3) * 0.4;
  pages.forEach((page, i) => rows.push({ day, metric: 'view', locale: page.startsWith('/ja') ? 'ja' : 'en-US', key: page, detail: i % 3 ? 'wide' : 'narrow', count: Math.round((90 - i * 9) * wave) }));
  for (const [cls, c] of [['ai-agent', 30], ['ai-crawler', 45], ['search-crawler', 20], ['browser', 300]] as const) rows.push({ day, metric: 'fetch', locale: 'en-US', key: cls === 'browser' ? 'page' : 'twin', detail: cls, count: Math.round(c * wave) });
  rows.push({ day, metric: 'twin', locale: 'en-US', key: '/docs/get-started', detail: 'ai-agent', count: 12 }, { day, metric: 'agent', locale: 'en-US', key: 'Claude', detail: 'twin', count: 14 }, { day, metric: 'agent', locale: 'en-US', key: 'OpenAI GPTBot', detail: 'llms', count: 9 });
  for (const [q, d, c] of [['tracing', 'opened', 20], ['prompt labels', 'opened', 8], ['rust sdk', 'none', 4], ['anonymise', 'none', 2], ['cost per user', 'unopened', 3]] as const) rows.push({ day, metric: 'search', locale: 'en-US', key: q, detail: d, count: c });
  rows.push({ day, metric: 'search-open', locale: 'en-US', key: 'tracing', detail: '1', count: 15 }, { day, metric: 'search-open', locale: 'en-US', key: 'tracing', detail: '2', count: 5 });
  rows.push({ day, metric: 'ask', locale: 'en-US', key: 'is there a rust sdk?', detail: 'unanswered', count: 1 }, { day, metric: 'ask', locale: 'en-US', key: 'how do sessions work?', detail: 'answered', count: 3 });
  rows.push({ day, metric: 'not-found', locale: 'en-US', key: '/docs/tracing-guide', detail: 'news.example.com', count: 2 }, { day, metric: 'referrer', locale: 'en-US', key: 'github.com', detail: '', count: 25 }, { day, metric: 'referrer', locale: 'en-US', key: 'google.com', detail: '', count: 40 });
  rows.push({ day, metric: 'mcp-client', locale: 'en-US', key: 'claude-code', detail: 'ai-agent', count: 4 }, { day, metric: 'mcp-tool', locale: 'en-US', key: 'search_docs', detail: 'Claude Code', count: 11 });
}
await store.insights.add(rows, 1000);
await store.insert({ page: '/docs/get-started', value: 'negative', comment: 'Step 3 does not say where the key goes.', locale: 'en-US', clientKey: 'a' });
await store.close();
console.log(rows.length, 'rows');
