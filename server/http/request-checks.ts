/**
 * Checks every API that takes a body makes before reading it: the media type, the origin and the
 * declared size, then the body itself read with a limit.
 */

/**
 * True for `application/json`, optionally with `charset=utf-8`, and nothing else: not
 * `text/plain; x=application/json`, not `application/jsonp`, not another charset.
 */
export function isJsonContentType(header: string | null): boolean {
  if (!header) return false;
  const [type = '', ...parameters] = header.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return parameters.every((parameter) => /^charset\s*=\s*"?utf-8"?$/.test(parameter));
}

/**
 * True when the request comes from another site: the browser says so (`Sec-Fetch-Site`), or its
 * `Origin` names another host. Requests without either (curl, server to server) are same-site.
 */
export function isCrossSite(request: Request): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host !== (request.headers.get('host') ?? new URL(request.url).host);
  } catch {
    return true;
  }
}

/** True when the request declares a body longer than `limit` bytes (`Content-Length`). */
export function declaresMoreThan(request: Request, limit: number): boolean {
  const declared = request.headers.get('content-length');
  return declared !== null && (!/^\d+$/.test(declared.trim()) || Number(declared) > limit);
}

export type BodyResult = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'not-utf8' };

/**
 * Reads the body as UTF-8 text, stopping as soon as it passes `limit` bytes: a larger body is never
 * held in memory (the rest is left unread; the server closes such connections).
 */
export async function readBodyWithin(request: Request, limit: number): Promise<BodyResult> {
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: 'too-large' };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, reason: 'not-utf8' };
  }
}
