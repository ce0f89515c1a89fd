import 'server-only';
import { clientKey } from '@/server/http/client-address';
import { configuredRateLimiter } from '@/server/http/rate-limits';
import { createRateLimiter, type RateLimiter } from '@/server/http/rate-limit';
import { apiError } from '@/server/http/api-error';
import { processSettings } from '@/server/settings';

/**
 * Social images of titles no page of the site has ("strangers"): `/api/og` draws any title, as SPEC
 * asks, but a stranger's text is not the site's to vouch for or to spend CPU on without limit. Images
 * the built pages name (server/built-pages.ts) are
 * cached by anyone for a week; a stranger's image is cached by the browser alone for ten minutes,
 * kept out of the server's image cache, and drawn at most `OG_RATE_LIMIT` times a minute per client
 * and `OG_RENDERS_PER_MINUTE` times a minute per process (a bound on the CPU a flood from many
 * addresses can take).
 */
export const knownImageCache = 'public, max-age=86400, s-maxage=604800, stale-while-revalidate=86400';
export const strangerImageCache = 'private, max-age=600';

export interface StrangerLimits {
  /** Undefined when the client may have a stranger image drawn now; else the 429 or 503 to answer. */
  check(request: Request): Promise<Response | undefined>;
}

export function createStrangerLimits(
  perClient: RateLimiter,
  perProcess: RateLimiter,
  salt: string,
): StrangerLimits {
  return {
    async check(request) {
      const client = await perClient.hit(clientKey(request, salt));
      if (!client.allowed) {
        return apiError(
          'rate_limited',
          'Too many social images of titles the site does not have; try again later.',
          { headers: { 'Retry-After': String(client.retryAfter) } },
        );
      }
      const everyone = await perProcess.hit('all');
      if (!everyone.allowed) {
        return apiError('unavailable', 'The server is drawing too many social images; try again later.', {
          headers: { 'Retry-After': String(everyone.retryAfter) },
        });
      }
      return undefined;
    },
  };
}

let limits: StrangerLimits | undefined;

/** The process's limits, from its settings (`OG_RATE_LIMIT`, `OG_RENDERS_PER_MINUTE`). */
export function strangerLimits(): StrangerLimits {
  if (limits) return limits;
  const settings = processSettings();
  limits = createStrangerLimits(
    configuredRateLimiter('og', settings.og.rateLimit, settings.store.databaseUrl),
    createRateLimiter(settings.og.rendersPerMinute),
    settings.clientKeySalt,
  );
  return limits;
}
