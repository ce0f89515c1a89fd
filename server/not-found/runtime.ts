import 'server-only';
import { z } from 'zod';
import {
  addressWords,
  suggestionSourceOf,
  suggestPages,
  type SuggestedPage,
} from '@/lib/not-found/suggestions';
import { defaultLocale, locales } from '@/lib/i18n';
import { sectionFolders } from '@/lib/search/collections';
import { clientKeySalt } from '@/server/feedback/settings';
import { envInteger, parseEnv } from '@/server/http/env';
import { configuredRateLimiter } from '@/server/http/rate-limits';
import { searchIndexFor } from '@/server/search';
import type { NotFoundDeps } from './handler';

/** Suggestion requests per client and minute: a reader meets a 404 now and then, not every second. */
const settingsSchema = z.object({ NOT_FOUND_RATE_LIMIT: envInteger(120) });
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

/** The suggestion API's dependencies for this process. */
export function notFoundDeps(): NotFoundDeps {
  return (deps ??= {
    limiter: configuredRateLimiter('not-found', parseEnv(settingsSchema, process.env).NOT_FOUND_RATE_LIMIT),
    salt: clientKeySalt(),
    suggest: suggestionsFor,
  });
}
