import { beaconIncrements, beaconLimits, validateBeacon } from '@/lib/insights/beacon';
import { readJsonRequest } from '@/server/http/json-request';
import type { RateLimiter } from '@/server/http/rate-limit';
import { apiError, invalidField } from '@/server/http/api-error';
import type { InsightsRecorder } from './recorder';

export interface InsightsDeps {
  /** False with `INSIGHTS=off`. */
  enabled: boolean;
  recorder: InsightsRecorder;
  limiter: RateLimiter;
  salt: string;
  localeOf: (path: string) => string;
  /**
   * The page addresses the site serves (server/built-pages.ts): a view of any other path is a 400.
   * Without a build's list (the development server) any site path is taken.
   */
  pages?: ReadonlySet<string>;
  now?: () => Date;
}

const accepted = () => new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });

/** Whether the browser asks not to be tracked: Global Privacy Control, or the older Do Not Track. */
export const asksNotToBeTracked = (request: Request) =>
  request.headers.get('sec-gpc')?.trim() === '1' || request.headers.get('dnt')?.trim() === '1';

/**
 * `POST /api/insights`: one event of the page beacon (a view, a search, a 404), counted and answered
 * 204 before it is written (README "Insights"). A browser that sends `Sec-GPC: 1` or `DNT: 1` gets the
 * same 204 and nothing is read or counted. Refusals as every JSON API of the site: 403 cross-site,
 * 415 not JSON, 413 over 2 KiB, 429 over the client's limit, 400 naming the bad field; 404 with
 * `INSIGHTS=off`.
 */
export async function handleInsightEvent(request: Request, deps: InsightsDeps): Promise<Response> {
  if (!deps.enabled) return apiError('not_found', 'Insights are turned off on this site (INSIGHTS=off).');
  if (asksNotToBeTracked(request)) return accepted();
  const read = await readJsonRequest(request, {
    maxBytes: beaconLimits.bodyBytes,
    limiter: deps.limiter,
    salt: deps.salt,
    noun: { one: 'insight events', many: 'insight events' },
  });
  if (!read.ok) return read.response;
  const result = validateBeacon(read.body);
  if (!result.ok)
    return result.field === undefined
      ? apiError('invalid_body', 'The body must be a JSON object.')
      : invalidField(result.field, result.message);
  const event = result.event;
  if (event.type === 'view' && deps.pages && !deps.pages.has(event.path))
    return invalidField('path', 'must be the address of a page of this site');
  deps.recorder.record(
    beaconIncrements(event, {
      now: deps.now?.() ?? new Date(),
      localeOf: deps.localeOf,
      ownHost: request.headers.get('host') ?? undefined,
      isPage: (path) => deps.pages?.has(path) ?? false,
    }),
  );
  return accepted();
}
