import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { GET } = await import('@/app/api/og/route');

/** Every request the image renderer makes; anything but its own inlined data: URLs is a failure. */
const reached: string[] = [];
const realFetch = globalThis.fetch;
beforeAll(() => {
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith('data:')) return realFetch(input, init);
    reached.push(url);
    throw new Error(`the social image reached the network: ${url}`);
  };
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

const image = (query: Record<string, string>) =>
  GET(new Request(`http://site.test/api/og?${new URLSearchParams(query).toString()}`));

describe('/api/og', () => {
  it('draws characters the fonts lack without reaching the network (they are dropped)', async () => {
    reached.length = 0;
    for (const title of [
      'Tracing ‐ spans ‖ ※ ‽ Ĕ ſ',
      'Alert ‼ ⁉ done',
      'Emoji 😀🚀👩‍💻🇯🇵 1️⃣',
      '料金 – 鬱 한 中',
    ]) {
      const response = await image({ title, description: title, lang: 'ja' });
      expect(response.status, title).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
    expect(reached).toEqual([]);
  });

  it('is cacheable: the same normalised parameters give the same bytes with a public cache header', async () => {
    const first = await image({ title: 'Sessions 😀', section: 'Docs' });
    const second = await image({ title: 'Sessions', section: 'Docs', unknown: 'x' });
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+, s-maxage=\d+/);
    expect(Buffer.from(await first.arrayBuffer()).equals(Buffer.from(await second.arrayBuffer()))).toBe(true);
    // Served from the cache many times over, through a stream as the server sends it: always whole.
    for (let i = 0; i < 3; i += 1) {
      const again = await image({ title: 'Sessions', section: 'Docs' });
      const reader = again.body!.getReader();
      let size = 0;
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        size += chunk.value.byteLength;
      expect(size).toBeGreaterThan(1000);
    }
  });

  it('never reaches the network or fails, whatever the parameters', async () => {
    reached.length = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          title: fc.string({ unit: 'binary', maxLength: 200 }),
          description: fc.string({ unit: 'binary', maxLength: 200 }),
          lang: fc.constantFrom('', 'en-US', 'ja', 'ko', 'zh', 'xx'),
          section: fc.constantFrom('', 'Docs', 'FAQ', 'Blog'),
        }),
        async (query) => {
          const response = await image(query);
          expect(response.status).toBe(200);
          await response.arrayBuffer();
        },
      ),
      { numRuns: 60 },
    );
    expect(reached).toEqual([]);
  }, 60_000);
});
