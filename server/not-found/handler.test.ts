import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '@/server/http/rate-limit';
import { handleNotFoundSuggestions, maxAddressLength, type NotFoundDeps } from './handler';

const asked: string[] = [];
const deps = (overrides: Partial<NotFoundDeps> = {}): NotFoundDeps => ({
  limiter: createRateLimiter(1000),
  salt: 'test',
  suggest: (address) => {
    asked.push(address);
    return Promise.resolve([{ url: '/docs/get-started', title: 'Get started' }]);
  },
  ...overrides,
});
const get = (query: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000/api/not-found${query}`, {
    headers: { host: 'localhost:3000', ...headers },
  });

describe('/api/not-found', () => {
  it('answers the suggestions for the address, cacheable', async () => {
    const response = await handleNotFoundSuggestions(get('?path=%2Fdocs%2Fget-startd'), deps());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      suggestions: [{ url: '/docs/get-started', title: 'Get started' }],
    });
    expect(asked.at(-1)).toBe('/docs/get-startd');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });
  it('refuses a missing, relative or overlong address 400 before counting', async () => {
    const limiter = createRateLimiter(1);
    for (const query of ['', '?path=', '?path=docs/x', `?path=/${'a'.repeat(maxAddressLength)}`]) {
      const response = await handleNotFoundSuggestions(get(query), deps({ limiter }));
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({
        code: 'invalid_field',
        message: `The path parameter must be a site address starting with / of up to ${maxAddressLength} characters.`,
        field: 'path',
      });
    }
    expect((await handleNotFoundSuggestions(get('?path=/x'), deps({ limiter }))).status).toBe(200);
  });
  it('refuses other sites 403 and a client over its limit 429 with Retry-After', async () => {
    const cross = await handleNotFoundSuggestions(
      get('?path=/x', { origin: 'https://elsewhere.example' }),
      deps(),
    );
    expect(cross.status).toBe(403);
    const limiter = createRateLimiter(1);
    await handleNotFoundSuggestions(get('?path=/x'), deps({ limiter }));
    const limited = await handleNotFoundSuggestions(get('?path=/y'), deps({ limiter }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
  it('answers every query with JSON and a 2xx or 4xx status, never throwing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 600 }), async (path) => {
        const response = await handleNotFoundSuggestions(
          get(`?${new URLSearchParams({ path }).toString()}`),
          deps(),
        );
        expect([200, 400]).toContain(response.status);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        await response.json();
      }),
      { numRuns: 200 },
    );
  });
});
