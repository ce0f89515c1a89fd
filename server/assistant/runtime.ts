import 'server-only';
import { randomBytes } from 'node:crypto';
import { siteConfig } from '@/config/site';
import { defaultLocale, getMessages, isLocale, locales } from '@/lib/i18n';
import { createRateLimiter } from '@/server/http/rate-limit';
import { searchIndexFor } from '@/server/search';
import type { AskDeps } from './handler';
import { assistantSettings } from './settings';

let deps: AskDeps | undefined;

/** The assistant's dependencies for this process, from the environment (read once). */
export function askDeps(): AskDeps {
  if (deps) return deps;
  const settings = assistantSettings();
  deps = {
    locales,
    defaultLocale,
    indexFor: searchIndexFor,
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
