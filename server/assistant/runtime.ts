import 'server-only';
import { randomBytes } from 'node:crypto';
import { siteConfig } from '@/config/site';
import { defaultLocale, getMessages, isLocale, locales } from '@/lib/i18n';
import { SearchIndex } from '@/lib/search/engine';
import { createRateLimiter } from '@/server/http/rate-limit';
import { searchFiles } from '@/server/search';
import type { AskDeps } from './handler';
import { assistantSettings } from './settings';

const indexes = new Map<string, SearchIndex>();

/** The locale's search index, as the search box builds it, with the section texts attached. */
function indexFor(locale: string): SearchIndex {
  let index = indexes.get(locale);
  if (!index) {
    const files = searchFiles(isLocale(locale) ? locale : defaultLocale);
    index = new SearchIndex(JSON.parse(files.index.body));
    index.attachText(JSON.parse(files.text.body));
    indexes.set(locale, index);
  }
  return index;
}

let deps: AskDeps | undefined;

/** The assistant's dependencies for this process, from the environment (read once). */
export function askDeps(): AskDeps {
  if (deps) return deps;
  const settings = assistantSettings();
  deps = {
    locales,
    defaultLocale,
    indexFor,
    textsFor: (locale) => {
      const t = getMessages(isLocale(locale) ? locale : defaultLocale);
      return { fromDocs: t.askAiFromDocs, notFound: t.askAiNotFound };
    },
    model: settings.model,
    limiter: createRateLimiter(settings.rateLimit),
    salt: randomBytes(16).toString('hex'),
    siteName: siteConfig.name,
    log: (message) => console.error(message),
  };
  return deps;
}
