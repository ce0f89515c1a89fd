import { clientKey } from '@/server/http/client-address';
import type { RateLimiter } from '@/server/http/rate-limit';
import { declaresMoreThan, isCrossSite, readBodyWithin } from '@/server/http/request-checks';
import { sandboxError, type Sandbox, type SandboxAnswer } from './sandbox';

export interface SandboxDeps {
  enabled: boolean;
  /** The sandbox of the document, built on first use (the first request pays for reading it). */
  sandbox: () => Sandbox;
  limiter: RateLimiter;
  salt: string;
  /** The largest body read, in bytes. */
  maxBodyBytes: number;
  /** Where the sandbox answers: `/api/sandbox`. */
  basePath: string;
}

const tooLarge = (maxBodyBytes: number) =>
  sandboxError('payload_too_large', `The sandbox reads request bodies of up to ${maxBodyBytes} bytes.`);

/** A sandbox answer as sent: JSON (an example or an error) or empty, never cached. */
const answer = ({ status, body, headers }: SandboxAnswer) =>
  body === undefined
    ? new Response(null, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
    : Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/**
 * `/api/sandbox/…`: the checks every public endpoint of the site makes, cheapest first, then the
 * sandbox's answer. Same-site only: no CORS headers are ever sent, and a browser request from another
 * site is refused before anything is counted or read. The client's rate limit is counted before the
 * body is read; the body is read as a stream that stops at the limit.
 */
export async function handleSandbox(request: Request, deps: SandboxDeps): Promise<Response> {
  if (!deps.enabled) return answer(sandboxError('not_found', 'The API sandbox is turned off on this site.'));
  if (isCrossSite(request))
    return answer(
      sandboxError('cross_site', 'The sandbox answers pages of this site only, not other sites.'),
    );
  if (declaresMoreThan(request, deps.maxBodyBytes)) return answer(tooLarge(deps.maxBodyBytes));
  const { allowed, retryAfter } = await deps.limiter.hit(clientKey(request, deps.salt));
  if (!allowed)
    return answer(
      sandboxError('rate_limited', `Too many requests to the sandbox. Retry after ${retryAfter} seconds.`, {
        headers: { 'Retry-After': String(retryAfter) },
      }),
    );
  const body = await readBodyWithin(request, deps.maxBodyBytes);
  if (!body.ok)
    return answer(
      body.reason === 'too-large'
        ? tooLarge(deps.maxBodyBytes)
        : sandboxError('invalid_request', 'Invalid request: body: is not UTF-8 text.', { field: 'body' }),
    );
  const url = new URL(request.url);
  const path = url.pathname.startsWith(deps.basePath)
    ? url.pathname.slice(deps.basePath.length) || '/'
    : url.pathname;
  return answer(
    deps.sandbox().answer({
      method: request.method,
      path,
      query: [...url.searchParams],
      headers: request.headers,
      body: body.text,
    }),
  );
}
