import { describe, expect, it } from 'vitest';
import { readJsonRequest } from './json-request';
import type { RateLimiter, RateLimitResult } from './rate-limit';

/** A JSON request whose body records when it is first read. */
function requestReadAt(events: string[]): Request {
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        events.push('body read');
        controller.enqueue(new TextEncoder().encode('{"page":"/docs"}'));
        controller.close();
      },
      // Nothing is pulled before somebody reads.
    },
    { highWaterMark: 0 },
  );
  return new Request('http://site.example/api/feedback', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit);
}

/** A limiter that answers `result` after a moment, as the PostgreSQL one does. */
function slowLimiter(events: string[], result: RateLimitResult): RateLimiter {
  return {
    hit: () =>
      new Promise((resolve) =>
        setTimeout(() => {
          events.push('counted');
          resolve(result);
        }, 20),
      ),
  };
}

const options = (limiter: RateLimiter) => ({
  maxBytes: 1024,
  limiter,
  salt: 's',
  noun: { one: 'feedback', many: 'feedback requests' },
});

describe('readJsonRequest and its rate limit', () => {
  it('counts the request before reading its body', async () => {
    const events: string[] = [];
    const read = await readJsonRequest(
      requestReadAt(events),
      options(slowLimiter(events, { allowed: true, retryAfter: 0 })),
    );
    expect(read).toMatchObject({ ok: true, body: { page: '/docs' } });
    expect(events).toEqual(['counted', 'body read']);
  });

  it('refuses a client over its limit with Retry-After, without reading the body', async () => {
    const events: string[] = [];
    const read = await readJsonRequest(
      requestReadAt(events),
      options(slowLimiter(events, { allowed: false, retryAfter: 42 })),
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.response.status).toBe(429);
    expect(read.response.headers.get('retry-after')).toBe('42');
    expect(await read.response.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many feedback requests; try again shortly.',
    });
    expect(events).toEqual(['counted']);
  });
});
