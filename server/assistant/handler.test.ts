import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '@/lib/search/build-index';
import { SearchIndex } from '@/lib/search/engine';
import { createRateLimiter } from '@/server/http/rate-limit';
import { handleAsk, type AskDeps } from './handler';
import { assistantSettings } from './settings';

function deps(overrides: Partial<AskDeps> = {}): AskDeps {
  const { index: file, text } = buildSearchIndex([
    {
      url: '/docs/sessions',
      title: 'Sessions',
      sections: [{ id: '', heading: '', text: 'Pass session_id to group traces into a session.' }],
    },
  ]);
  const index = new SearchIndex(file);
  index.attachText(text);
  return {
    locales: ['en-US', 'ja'],
    defaultLocale: 'en-US',
    indexFor: () => index,
    textsFor: (locale) => ({ fromDocs: `docs (${locale}):`, notFound: 'none' }),
    model: undefined,
    limiter: createRateLimiter(100),
    salt: 's',
    siteName: 'Spanlight',
    ...overrides,
  };
}

const ask = (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  new Request('http://site.test/api/ask', {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /api/ask', () => {
  it('answers from the docs of the locale, uncached', async () => {
    const response = await handleAsk(ask({ question: 'group traces into a session', locale: 'ja' }), deps());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body.generated).toBe(false);
    expect(body.answer).toMatch(/^docs \(ja\):/);
    expect(body.sources).toEqual([{ title: 'Sessions', heading: '', url: '/docs/sessions' }]);
  });

  it('answers 4xx with a JSON error for bad input', async () => {
    const cases: [Request, number, RegExp][] = [
      [ask({ question: 'x' }, { 'content-type': 'text/plain' }), 415, /application\/json/],
      [ask('{not json'), 400, /not valid JSON/],
      [ask({ question: '   ' }), 400, /must not be empty/],
      [ask({ question: 42 }), 400, /must be text/],
      [ask({ question: 'x'.repeat(501) }), 400, /at most 500/],
      [
        ask({ question: 'x' }, { 'content-type': 'text/plain; x=application/json' }),
        415,
        /application\/json/,
      ],
      [
        ask({ question: 'x' }, { 'content-type': 'application/json', origin: 'https://evil.example' }),
        403,
        /cross-site/,
      ],
      [ask({ question: 'why \u0000 \u001b[2J' }), 400, /control characters/],
      [ask({ question: 'x'.repeat(20_000) }), 413, /larger than/],
      [ask('[['.repeat(25_000) + ']]'.repeat(25_000)), 413, /larger than/],
    ];
    for (const [request, status, error] of cases) {
      const response = await handleAsk(request, deps());
      expect(response.status).toBe(status);
      expect((await response.json()).error).toMatch(error);
    }
  });

  it('limits questions per client', async () => {
    const limited = deps({ limiter: createRateLimiter(1) });
    expect((await handleAsk(ask({ question: 'session' }), limited)).status).toBe(200);
    const response = await handleAsk(ask({ question: 'session' }), limited);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('refuses a client over its limit, and a body over the limit, without reading the body', async () => {
    /** A question whose body is 100 pieces of 1 MiB, counting the pieces read. */
    function endless() {
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 1;
          if (pulled > 100) return controller.close();
          controller.enqueue(new Uint8Array(1024 * 1024).fill(0x20));
        },
      });
      const request = new Request('http://site.test/api/ask', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit);
      return { request, pulled: () => pulled };
    }
    const limited = deps({ limiter: createRateLimiter(1) });
    expect((await handleAsk(ask({ question: 'session' }), limited)).status).toBe(200);
    const refused = endless();
    expect((await handleAsk(refused.request, limited)).status).toBe(429);
    expect(refused.pulled()).toBeLessThanOrEqual(1);
    const large = endless();
    expect((await handleAsk(large.request, deps())).status).toBe(413);
    expect(large.pulled()).toBeLessThanOrEqual(2);
  });

  it('lets the configured model write the answer, and falls back to the docs when it fails', async () => {
    const model = { baseUrl: 'http://model.test/v1', apiKey: undefined, model: 'm' };
    const working = deps({
      model,
      fetcher: async () => Response.json({ choices: [{ message: { content: 'Use session_id [1].' } }] }),
    });
    expect(await (await handleAsk(ask({ question: 'session' }), working)).json()).toEqual({
      answer: 'Use session_id [1].',
      sources: [{ title: 'Sessions', heading: '', url: '/docs/sessions' }],
      generated: true,
    });
    const logs: string[] = [];
    const failing = deps({
      model,
      fetcher: async () => new Response('down', { status: 503 }),
      log: (message) => logs.push(message),
    });
    const body = await (await handleAsk(ask({ question: 'session' }), failing)).json();
    expect(body.generated).toBe(false);
    expect(logs).toEqual(['assistant model failed (model endpoint answered 503); answered from the docs']);
  });
});

describe('assistantSettings', () => {
  it('uses no model unless a URL and a model are set, and names a bad variable', () => {
    expect(assistantSettings({}).model).toBeUndefined();
    expect(
      assistantSettings({ ASSISTANT_API_URL: 'https://llm.example/v1/', ASSISTANT_MODEL: 'small' }).model,
    ).toEqual({ baseUrl: 'https://llm.example/v1', apiKey: undefined, model: 'small' });
    expect(() => assistantSettings({ ASSISTANT_API_URL: 'llm.example' })).toThrow(
      /ASSISTANT_API_URL: must be/,
    );
    expect(() => assistantSettings({ ASSISTANT_API_URL: 'https://llm.example/v1' })).toThrow(
      /ASSISTANT_MODEL: ASSISTANT_MODEL must name the model/,
    );
    expect(() => assistantSettings({ ASSISTANT_RATE_LIMIT: 'lots' })).toThrow(/ASSISTANT_RATE_LIMIT/);
  });
});
