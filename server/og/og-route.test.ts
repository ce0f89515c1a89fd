import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
// The build's list of the images its pages name: one page here, "Sessions" in the Docs section.
const build = mkdtempSync(join(tmpdir(), 'og-route-'));
writeFileSync(
  join(build, 'built-pages.json'),
  JSON.stringify({ pages: ['/docs/sessions'], socialImages: ['title=Sessions&section=Docs'] }),
);
process.env.NEXT_DIST_DIR = build;
// Titles no page has are limited per client and per process; these tests draw many.
process.env.OG_RATE_LIMIT = '100000';
process.env.OG_RENDERS_PER_MINUTE = '100000';
const { GET } = await import('@/app/api/og/route');
afterAll(() => {
  delete process.env.NEXT_DIST_DIR;
  rmSync(build, { recursive: true, force: true });
});

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

  it("caches a page's image publicly for a week, a stranger's title for the browser alone", async () => {
    const page = await image({ title: 'Sessions', section: 'Docs' });
    expect(page.headers.get('cache-control')).toBe(
      'public, max-age=86400, s-maxage=604800, stale-while-revalidate=86400',
    );
    const stranger = await image({ title: 'Free credits at evil.example', section: 'Docs' });
    expect(stranger.status).toBe(200);
    expect(stranger.headers.get('cache-control')).toBe('private, max-age=600');
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
