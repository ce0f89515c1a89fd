import { clientKey } from '@/server/http/client-address';
import type { RateLimiter } from '@/server/http/rate-limit';
import { isCrossSite } from '@/server/http/request-checks';
import { apiError, invalidField } from '@/server/http/api-error';
import { jsonResponse } from '@/server/http/responses';
import type { SuggestedPage } from '@/lib/not-found/suggestions';

/** The longest address the suggestions are worked out for. */
export const maxAddressLength = 512;

export interface NotFoundDeps {
  limiter: RateLimiter;
  salt: string;
  /** The pages suggested for an address (lib/not-found/suggestions.ts over the locale's index). */
  suggest: (address: string) => Promise<SuggestedPage[]>;
}

/**
 * `GET /api/not-found?path=/docs/tracng`: the pages the 404 page suggests for the address it was
 * reached at, as `{ suggestions: [{ url, title }] }`. Same-site only (the 404 page asks; nothing
 * else needs it), the address bounded and checked before the client is counted, counted before
 * anything is searched.
 */
export async function handleNotFoundSuggestions(request: Request, deps: NotFoundDeps): Promise<Response> {
  if (isCrossSite(request)) return apiError('cross_site', 'Suggestions are for the pages of this site only.');
  const address = new URL(request.url).searchParams.get('path');
  if (address === null || !address.startsWith('/') || address.length > maxAddressLength)
    return invalidField(
      'path',
      `must be a site address starting with / of up to ${maxAddressLength} characters`,
      'parameter',
    );
  const { allowed, retryAfter } = await deps.limiter.hit(clientKey(request, deps.salt));
  if (!allowed)
    return apiError('rate_limited', 'Too many requests: try again in a minute.', {
      headers: { 'Retry-After': String(retryAfter) },
    });
  const suggestions = await deps.suggest(address);
  return jsonResponse(200, { suggestions }, { 'Cache-Control': 'public, max-age=300' });
}
