import 'server-only';
import {
  addressWords,
  suggestionSourceOf,
  suggestPages,
  type SuggestedPage,
} from '@/lib/not-found/suggestions';
import { defaultLocale, locales } from '@/lib/i18n';
import { sectionFolders } from '@/lib/search/collections';
import { configuredRateLimiter } from '@/server/http/rate-limits';
import { searchIndexFor } from '@/server/search';
import { processSettings } from '@/server/settings';
import type { NotFoundDeps } from './handler';

const rules = { locales, defaultLocale, sections: sectionFolders };

/**
 * The pages suggested for an address that was not found, from the search index of the address's
 * locale (the translated page where there is one, the English page otherwise).
 */
export async function suggestionsFor(address: string): Promise<SuggestedPage[]> {
  const index = await searchIndexFor(addressWords(address, rules).locale);
  return suggestPages(address, suggestionSourceOf(index), rules);
}

let deps: NotFoundDeps | undefined;

/** The suggestion API's dependencies for this process, from its settings. */
export function notFoundDeps(): NotFoundDeps {
  if (deps) return deps;
  const settings = processSettings();
  return (deps = {
    limiter: configuredRateLimiter('not-found', settings.notFound.rateLimit, settings.store.databaseUrl),
    salt: settings.clientKeySalt,
    suggest: suggestionsFor,
  });
}
