import { timingSafeEqual } from 'node:crypto';
import { idempotencyHeader, idempotencyKeyPattern } from '@/lib/feedback/idempotency';
import { feedbackLimits, validateFeedback } from '@/lib/feedback/validation';
import { readJsonRequest } from '@/server/http/json-request';
import { clientKey } from '@/server/http/client-address';
import type { FailureThrottle, RateLimiter } from '@/server/http/rate-limit';
import { throttledLog } from '@/server/http/log-throttle';
import { apiError, invalidField } from '@/server/http/api-error';
import { jsonResponse as json } from '@/server/http/responses';
import { summaryLimits, type FeedbackStore, type SummaryQuery } from './store';

/** Store failures, one log line per 10 s at most: an outage fails every vote the same way. */
const logStoreFailure = throttledLog();

export interface FeedbackDeps {
  /** Opens the store lazily; rejects when it is unavailable. */
  store: () => Promise<FeedbackStore>;
  limiter: RateLimiter;
  salt: string;
  locales: readonly string[];
  defaultLocale: string;
  /**
   * The page addresses the site serves (server/built-pages.ts): a vote for any other path, a
   * look-alike (`/docs/get-started/`, `/Docs/get-started`) or a made-up one, is a 400. Without a
   * build's list (the development server) any site path is taken.
   */
  pages?: ReadonlySet<string>;
  /**
   * Called after a vote is stored (with its webhook outbox row when the webhook is on), to wake the
   * delivery; must not throw or wait.
   */
  onStored?: () => void;
}

/**
 * `POST /api/feedback`: 204 when stored; 400 naming the bad field, 403 cross-site, 413 over 8 KiB,
 * 415 when not JSON, 429 over the rate limit, 503 when the store is down. Bad input stores nothing.
 */
export async function handleFeedback(request: Request, deps: FeedbackDeps): Promise<Response> {
  const read = await readJsonRequest(request, {
    maxBytes: feedbackLimits.bodyBytes,
    limiter: deps.limiter,
    salt: deps.salt,
    noun: { one: 'feedback', many: 'feedback requests' },
  });
  if (!read.ok) return read.response;
  const idempotencyKey = request.headers.get(idempotencyHeader) ?? undefined;
  if (idempotencyKey !== undefined && !idempotencyKeyPattern.test(idempotencyKey)) {
    return invalidField(
      idempotencyHeader,
      'must be 16 to 64 letters, digits, - or _ (a UUID, say)',
      'header',
    );
  }
  const key = read.clientKey;
  const body = read.body;
  const result = validateFeedback(body);
  if (!result.ok)
    return result.field === undefined
      ? apiError('invalid_body', 'The body must be a JSON object.')
      : invalidField(result.field, result.message);
  if (deps.pages && !deps.pages.has(result.value.page))
    return invalidField('page', 'must be the address of a page of this site');

  const first = result.value.page.split('/')[1] ?? '';
  const locale = deps.locales.includes(first) ? first : deps.defaultLocale;
  const { page, feedback: value, comment, kind = 'page', question } = result.value;
  let stored: boolean;
  try {
    const store = await deps.store();
    stored = await store.insert({
      kind,
      page,
      value,
      comment,
      question,
      locale,
      clientKey: key,
      idempotencyKey,
    });
  } catch (error) {
    logStoreFailure(`feedback store unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return apiError('unavailable', 'Feedback cannot be stored right now; please try again later.');
  }
  // A vote sent again with its key was stored (and forwarded) the first time: answered the same, once.
  if (!stored) return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  try {
    deps.onStored?.();
  } catch (error) {
    console.error('feedback forwarding failed:', error instanceof Error ? error.message : error);
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}

/** True when the request carries `Authorization: Bearer {token}`; never without a configured token. */
export function authorized(request: Request, token: string | undefined): boolean {
  if (!token) return false;
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Whether the request carries the admin token, a wrong one counted against the client's tries; or
 * the 429 to answer once the client has used them up. The throttle is checked before the token, so a
 * client past its wrong tries learns nothing from further guesses. Every endpoint that reads the
 * token goes through here (the summary, the deep health check).
 */
export function adminAccess(
  request: Request,
  adminToken: string | undefined,
  throttle: FailureThrottle,
): boolean | Response {
  const client = clientKey(request, 'admin-token');
  const wait = throttle.blockedFor(client);
  if (wait > 0) {
    return apiError('rate_limited', `Too many wrong tokens from this address; try again in ${wait} s.`, {
      headers: { 'Retry-After': String(wait) },
    });
  }
  const admin = authorized(request, adminToken);
  if (!admin && adminToken) throttle.fail(client);
  return admin;
}

/** A query parameter of the summary that is out of range, and the range it must be in. */
export interface BadSummaryParameter {
  field: string;
  problem: string;
}

/** Reads `?limit=&offset=&comments=&questions=` of the summary, or names the first bad one. */
export function summaryQuery(url: URL): SummaryQuery | BadSummaryParameter {
  const ranges: [keyof SummaryQuery, min: number, max: number, fallback: number][] = [
    ['limit', 1, summaryLimits.maxPages, summaryLimits.defaultPages],
    ['offset', 0, 1_000_000_000, 0],
    ['comments', 0, summaryLimits.maxComments, summaryLimits.defaultComments],
    ['questions', 0, summaryLimits.maxQuestions, summaryLimits.defaultQuestions],
  ];
  const query: SummaryQuery = { limit: 0, offset: 0, comments: 0, questions: 0 };
  for (const [name, min, max, fallback] of ranges) {
    const value = url.searchParams.get(name) || String(fallback);
    if (!/^\d{1,10}$/.test(value) || Number(value) < min || Number(value) > max)
      return { field: name, problem: `must be a whole number from ${min} to ${max}` };
    query[name] = Number(value);
  }
  return query;
}

/**
 * `GET /api/feedback/summary?limit=100&offset=0&comments=20&questions=20`: counts per page and value
 * (one page of them, most voted first, with the total and the next page's link), the latest comments,
 * the votes on Ask AI answers and the questions without a good answer, for admins only.
 */
export async function handleSummary(
  request: Request,
  deps: Pick<FeedbackDeps, 'store'> & { adminToken?: string; throttle: FailureThrottle },
): Promise<Response> {
  const access = adminAccess(request, deps.adminToken, deps.throttle);
  if (access instanceof Response) return access;
  if (!access) {
    return apiError('unauthorized', 'Send Authorization: Bearer <FEEDBACK_ADMIN_TOKEN>.', {
      headers: { 'WWW-Authenticate': 'Bearer' },
    });
  }
  const url = new URL(request.url);
  const query = summaryQuery(url);
  if ('problem' in query) return invalidField(query.field, query.problem, 'parameter');
  try {
    const store = await deps.store();
    const summary = await store.summary(query);
    const nextOffset = query.offset + query.limit;
    const next =
      nextOffset < summary.totalPages
        ? `${url.pathname}?limit=${query.limit}&offset=${nextOffset}&comments=${query.comments}&questions=${query.questions}`
        : null;
    return json(200, { ...summary, limit: query.limit, offset: query.offset, next });
  } catch (error) {
    logStoreFailure(`feedback store unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return apiError('unavailable', 'Feedback cannot be read right now; please try again later.');
  }
}
