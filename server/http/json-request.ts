import { clientKey } from './client-address';
import type { RateLimiter } from './rate-limit';
import { declaresMoreThan, isCrossSite, isJsonContentType, readBodyWithin } from './request-checks';
import { apiError, type ApiErrorCode } from './api-error';

export interface JsonRequestOptions {
  /** The largest body read, in bytes. */
  maxBytes: number;
  limiter: RateLimiter;
  /** Salt of the client key the limiter counts by. */
  salt: string;
  /** What the API takes, for its messages: `{ one: 'the question', many: 'questions' }`. */
  noun: { one: string; many: string };
}

/** `8 KiB` for 8192, else `300 bytes`. */
const sizeText = (bytes: number) => (bytes % 1024 === 0 ? `${bytes / 1024} KiB` : `${bytes} bytes`);

export type JsonRequest = { ok: true; body: unknown; clientKey: string } | { ok: false; response: Response };

/**
 * The checks every JSON API of the site makes before its own (feedback, Ask AI, MCP), cheapest first:
 * same-site browsers only (403), `application/json` (415), the declared length (413), the client's
 * rate limit, counted before the body is read so a client over its limit costs no reading at all
 * (429 with `Retry-After`), the body read as a stream that stops at the limit (413) as UTF-8 (400),
 * and parsed as JSON (400). Every refusal is an API error (server/http/api-error.ts).
 */
export async function readJsonRequest(request: Request, options: JsonRequestOptions): Promise<JsonRequest> {
  const { maxBytes, limiter, noun } = options;
  const refuse = (code: ApiErrorCode, message: string, headers?: Record<string, string>) => ({
    ok: false as const,
    response: apiError(code, message, { headers }),
  });
  const tooLarge = () => refuse('payload_too_large', `The body is larger than ${sizeText(maxBytes)}.`);
  if (isCrossSite(request)) return refuse('cross_site', `Cross-site ${noun.many} are not accepted.`);
  if (!isJsonContentType(request.headers.get('content-type')))
    return refuse('unsupported_media_type', `Send ${noun.one} as application/json.`);
  if (declaresMoreThan(request, maxBytes)) return tooLarge();
  const key = clientKey(request, options.salt);
  const { allowed, retryAfter } = await limiter.hit(key);
  if (!allowed)
    return refuse('rate_limited', `Too many ${noun.many}; try again shortly.`, {
      'Retry-After': String(retryAfter),
    });
  const body = await readBodyWithin(request, maxBytes);
  if (!body.ok)
    return body.reason === 'too-large' ? tooLarge() : refuse('invalid_json', 'The body is not UTF-8.');
  try {
    return { ok: true, body: JSON.parse(body.text), clientKey: key };
  } catch {
    return refuse('invalid_json', 'The body is not valid JSON.');
  }
}
