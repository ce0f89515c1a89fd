import 'server-only';
import { randomBytes } from 'node:crypto';
import { siteConfig } from '@/config/site';
import { defaultLocale, getMessages, isLocale, locales } from '@/lib/i18n';
import { resultGroupLabels } from '@/lib/search/collections';
import { answerQuestion } from '@/server/assistant/answer-question';
import { askDeps } from '@/server/assistant/runtime';
import { assistantSettings } from '@/server/assistant/settings';
import { createRateLimiter } from '@/server/http/rate-limit';
import { indexablePages, markdownTwin } from '@/server/llms';
import { searchIndexFor } from '@/server/search';
import type { McpDeps } from './handler';
import { mcpSettings } from './settings';
import type { DocsSection } from './tools';

let sections: DocsSection[] | undefined;
let deps: McpDeps | undefined;

/** The MCP server's dependencies for this process, from the environment (read once). */
export function mcpDeps(): McpDeps {
  if (deps) return deps;
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
    ask: (question, locale) => answerQuestion(askDeps(), question, locale),
    // Ask AI's limit, for questions asked through MCP: each may call the model.
    askLimiter: createRateLimiter(assistantSettings().rateLimit),
    limiter: createRateLimiter(mcpSettings().rateLimit),
    salt: randomBytes(16).toString('hex'),
    log: (message) => console.error(message),
  };
  return deps;
}
