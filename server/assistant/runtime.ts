import 'server-only';
import { siteConfig } from '@/config/site';
import { defaultLocale, getMessages, isLocale, localizePath, locales } from '@/lib/i18n';
import { feedbackStore } from '@/server/feedback/open-store';
import { configuredRateLimiter } from '@/server/http/rate-limits';
import { searchIndexFor } from '@/server/search';
import { processSettings } from '@/server/settings';
import { indexedAddress } from './citations';
import { sectionMarkdown } from './section-markdown';
import type { AskDeps } from './deps';
import { askIncrements } from '@/lib/insights/fetches';
import { recordInsights } from '@/server/insights/runtime';

let isIndexed: Promise<(url: string) => boolean> | undefined;

/**
 * The check of whether a URL is a page or heading of any locale's search index: built once, on first
 * use (again after a failure).
 */
function isIndexedAddress(): Promise<(url: string) => boolean> {
  return (isIndexed ??= Promise.all(locales.map((locale) => searchIndexFor(locale)))
    .then((indexes) =>
      indexedAddress(new Set(indexes.flatMap((index) => [...index.addresses()])), siteConfig.siteUrl),
    )
    .catch((error: unknown) => {
      isIndexed = undefined;
      throw error;
    }));
}

let deps: AskDeps | undefined;

/** The assistant's dependencies for this process, from its settings. */
export function askDeps(): AskDeps {
  if (deps) return deps;
  const settings = processSettings();
  deps = {
    locales,
    defaultLocale,
    indexFor: searchIndexFor,
    textsFor: (locale) => {
      const t = getMessages(isLocale(locale) ? locale : defaultLocale);
      return { fromDocs: t.askAiFromDocs, notFound: t.askAiNotFound };
    },
    sectionMarkdown,
    indexedAddress: isIndexedAddress,
    // The content gaps report: stored like a vote, so it needs no table of its own. A store that is
    // down costs the report one row, never the answer.
    unanswered: ({ question, locale, clientKey }) => {
      const page = localizePath('/docs/ask-ai', isLocale(locale) ? locale : defaultLocale);
      feedbackStore()
        .then((store) =>
          store.insert({ kind: 'unanswered', page, value: 'negative', question, locale, clientKey }),
        )
        .catch((error: unknown) =>
          console.error(`unanswered question not recorded: ${(error as Error).message}`),
        );
    },
    asked: ({ question, locale, answered }) =>
      recordInsights(askIncrements(question, locale, answered, new Date())),
    model: settings.assistant.model,
    limiter: configuredRateLimiter('ask', settings.assistant.rateLimit, settings.store.databaseUrl),
    salt: settings.clientKeySalt,
    siteName: siteConfig.name,
    log: (message) => console.error(message),
  };
  return deps;
}
