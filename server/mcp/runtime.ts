import 'server-only';
import { siteConfig } from '@/config/site';
import { defaultLocale, getMessages, isLocale, locales } from '@/lib/i18n';
import { resultGroupLabels } from '@/lib/search/collections';
import { answerQuestion } from '@/server/assistant/answer-question';
import { askDeps } from '@/server/assistant/runtime';
import { configuredRateLimiter } from '@/server/http/rate-limits';
import { indexablePages, markdownTwin } from '@/server/llms';
import { searchIndexFor } from '@/server/search';
import { processSettings } from '@/server/settings';
import type { McpDeps } from './handler';
import { docsToolNames, type DocsSection } from './tools';
import { mcpIncrements } from '@/lib/insights/fetches';
import { localeOfPath } from '@/lib/i18n';
import { recordInsights } from '@/server/insights/runtime';

let sections: DocsSection[] | undefined;
let deps: McpDeps | undefined;

/** The MCP server's dependencies for this process, from its settings. */
export function mcpDeps(): McpDeps {
  if (deps) return deps;
  const settings = processSettings();
  const { databaseUrl } = settings.store;
  deps = {
    siteUrl: siteConfig.siteUrl,
    siteName: siteConfig.name,
    locales,
    defaultLocale,
    indexFor: searchIndexFor,
    groupLabelsFor: (locale) => resultGroupLabels(getMessages(isLocale(locale) ? locale : defaultLocale)),
    markdownFor: markdownTwin,
    sections: () =>
      (sections ??= indexablePages(defaultLocale).map(({ id, title, pages }) => ({
        id,
        title,
        pages: pages.map((page) => ({
          title: page.data.title,
          url: page.url,
          description: page.data.description,
        })),
      }))),
    ask: (question, locale, signal) => answerQuestion(askDeps(), question, locale, [], signal),
    // Ask AI's own limiter, for questions asked through MCP: each may call the model, and a client
    // has one budget of questions however it asks (the tool and /api/ask had one each).
    askLimiter: configuredRateLimiter('ask', settings.assistant.rateLimit, databaseUrl),
    limiter: configuredRateLimiter('mcp', settings.mcp.rateLimit, databaseUrl),
    // The feedback API's salt, as Ask AI uses: the key of one client must be the same on every
    // instance for the limits they share to count it once.
    salt: settings.clientKeySalt,
    log: (message) => console.error(message),
    count: (message, userAgent) =>
      recordInsights(
        mcpIncrements(message, userAgent, docsToolNames, { now: new Date(), localeOf: localeOfPath }),
      ),
  };
  return deps;
}
