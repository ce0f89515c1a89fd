import { clientKey } from './client-address';
import type { RateLimiter } from './rate-limit';
import { declaresMoreThan, isCrossSite, isJsonContentType, readBodyWithin } from './request-checks';
import { jsonResponse as json } from './responses';

/** The refusals of `readJsonRequest`, each with the message an API answers it with. */
export interface JsonRequestMessages {
  crossSite: string;
  mediaType: string;
  tooLarge: string;
  tooMany: string;
  notUtf8: string;
  notJson: string;
}

export interface JsonRequestOptions {
  /** The largest body read, in bytes. */
  maxBytes: number;
  limiter: RateLimiter;
  /** Salt of the client key the limiter counts by. */
  salt: string;
  /** What the API takes, for its messages: `{ one: 'the question', many: 'questions' }`. */
  noun: { one: string; many: string };
  /** Messages of an API that words its refusals its own way (and has documented them). */
  messages?: Partial<JsonRequestMessages>;
  /** Fields added to the 400 answers about the body (the feedback API names the field, `body`). */
  bodyErrorFields?: Record<string, string>;
}

export type JsonRequest = { ok: true; body: unknown; clientKey: string } | { ok: false; response: Response };

/**
 * The checks every JSON API of the site makes before its own (feedback, Ask AI, MCP), cheapest first:
 * same-site browsers only (403), `application/json` (415), the declared length (413), the client's
 * rate limit, counted before the body is read so a client over its limit costs no reading at all
 * (429 with `Retry-After`), the body read as a stream that stops at the limit (413) as UTF-8 (400),
 * and parsed as JSON (400). Every refusal is a JSON error.
 */
export async function readJsonRequest(request: Request, options: JsonRequestOptions): Promise<JsonRequest> {
  const { maxBytes, limiter, noun } = options;
  const messages: JsonRequestMessages = {
    crossSite: `cross-site ${noun.many} are not accepted`,
    mediaType: `send ${noun.one} as application/json`,
    tooLarge: `the request body is larger than ${maxBytes} bytes`,
    tooMany: `too many ${noun.many}; try again shortly`,
    notUtf8: 'the body is not UTF-8',
    notJson: 'the body is not valid JSON',
    ...options.messages,
  };
  const refuse = (status: number, error: string, extra: object = {}, headers?: Record<string, string>) => ({
    ok: false as const,
    response: json(status, { error, ...extra }, headers),
  });
  if (isCrossSite(request)) return refuse(403, messages.crossSite);
  if (!isJsonContentType(request.headers.get('content-type'))) return refuse(415, messages.mediaType);
  if (declaresMoreThan(request, maxBytes)) return refuse(413, messages.tooLarge);
  const key = clientKey(request, options.salt);
  const { allowed, retryAfter } = await limiter.hit(key);
  if (!allowed) return refuse(429, messages.tooMany, {}, { 'Retry-After': String(retryAfter) });
  const body = await readBodyWithin(request, maxBytes);
  if (!body.ok)
    return body.reason === 'too-large'
      ? refuse(413, messages.tooLarge)
      : refuse(400, messages.notUtf8, options.bodyErrorFields);
  try {
    return { ok: true, body: JSON.parse(body.text), clientKey: key };
  } catch {
    return refuse(400, messages.notJson, options.bodyErrorFields);
  }
}
