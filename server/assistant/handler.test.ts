import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '@/lib/search/build-index';
import { SearchIndex } from '@/lib/search/engine';
import { createRateLimiter } from '@/server/http/rate-limit';
import type { AskDeps } from './deps';
import { handleAsk } from './handler';

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
    indexFor: async () => index,
    textsFor: (locale) => ({ fromDocs: `docs (${locale}):`, notFound: 'none' }),
    indexedAddress: async () => (url) => url === '/docs/sessions',
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
    expect(body.sources).toEqual([{ n: 1, title: 'Sessions', heading: '', url: '/docs/sessions' }]);
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
        /Cross-site/,
      ],
      [ask({ question: 'why \u0000 \u001b[2J' }), 400, /control characters/],
      [ask({ question: 'x'.repeat(40_000) }), 413, /larger than/],
      [ask('[['.repeat(25_000) + ']]'.repeat(25_000)), 413, /larger than/],
      [ask({ question: 'x', history: 'no' }), 400, /The history field must be a list/],
      [
        ask({ question: 'x', history: [{ question: 'a' }] }),
        400,
        /The history\[0\]\.answer field must be text/,
      ],
      [ask({ question: 'x', history: Array(4).fill({ question: 'a', answer: 'b' }) }), 400, /at most 3/],
      [ask({ question: 'x', history: [{ question: 'a', answer: 'b'.repeat(1501) }] }), 400, /at most 1500/],
    ];
    for (const [request, status, error] of cases) {
      const response = await handleAsk(request, deps());
      expect(response.status).toBe(status);
      const body = (await response.json()) as { code: string; message: string };
      expect(body.code).toMatch(/^[a-z_]+$/);
      expect(body.message).toMatch(error);
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

  it('drops ANSI escapes and bidi overrides from what the model writes', async () => {
    const model = { baseUrl: 'http://model.test/v1', apiKey: undefined, model: 'm' };
    const answer = await (
      await handleAsk(
        ask({ question: 'session' }),
        deps({
          model,
          fetcher: async () =>
            Response.json({
              choices: [
                { message: { content: 'Use \u001b[31msession_id\u001b[0m [1] \u202Etxt.exe\u202C.' } },
              ],
            }),
        }),
      )
    ).json();
    expect(answer.answer).toBe('Use session_id [1] txt.exe.');
  });

  it('lets the configured model write the answer, and falls back to the docs when it fails', async () => {
    const model = { baseUrl: 'http://model.test/v1', apiKey: undefined, model: 'm' };
    const working = deps({
      model,
      fetcher: async () =>
        Response.json({
          choices: [
            { message: { content: 'Use session_id [1] ([docs](/docs/sessions), [old](/docs/gone)) [4].' } },
          ],
        }),
    });
    expect(await (await handleAsk(ask({ question: 'session' }), working)).json()).toEqual({
      answer: 'Use session_id [1] ([docs](/docs/sessions), old).',
      sources: [{ n: 1, title: 'Sessions', heading: '', url: '/docs/sessions' }],
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

describe('POST /api/ask, streamed', () => {
  const streamed = (body: unknown) =>
    new Request('http://site.test/api/ask', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(body),
    });

  /** The events of a streamed answer (what is left of it, when a reader has taken the first part). */
  async function events(response: Response, reader = response.body!.getReader(), before = '') {
    let text = before;
    const decoder = new TextDecoder();
    for (let part = await reader.read(); !part.done; part = await reader.read())
      text += decoder.decode(part.value, { stream: true });
    return text
      .split('\n\n')
      .filter(Boolean)
      .map((block) => {
        const [, event] = block.match(/^event: (\w+)$/m)!;
        const [, data] = block.match(/^data: (.*)$/m)!;
        return { event, data: JSON.parse(data!) };
      });
  }

  const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

  /** Assistant deps whose model streams `parts` in order, waiting for each promise (or call) among them. */
  const streamingModel = (
    parts: (string | Promise<unknown> | (() => Promise<unknown>))[],
    extra: Partial<AskDeps> = {},
  ) =>
    deps({
      model: { baseUrl: 'http://model.test/v1', apiKey: undefined, model: 'm' },
      fetcher: async () =>
        new Response(
          new ReadableStream({
            async start(controller) {
              for (const part of parts) {
                if (typeof part === 'string') controller.enqueue(new TextEncoder().encode(part));
                else await (typeof part === 'function' ? part() : part);
              }
              controller.close();
            },
          }),
          { headers: { 'content-type': 'text/event-stream' } },
        ),
      ...extra,
    });

  it('streams the model words as they come, then the checked answer with highlighted code', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const model = streamingModel([
      chunk('Call it [1] [7]:\n\n```python\n'),
      released,
      chunk('flush()\n```\n'),
      'data: [DONE]\n\n',
    ]);
    const response = await handleAsk(streamed({ question: 'session' }), model);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    const reader = response.body!.getReader();
    // The first words are readable while the model is still writing.
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toBe(
      `event: delta\ndata: ${JSON.stringify({ text: 'Call it [1] [7]:\n\n```python\n' })}\n\n`,
    );
    release();
    const all = await events(response, reader, first);
    expect(all.map((e) => e.event)).toEqual(['delta', 'delta', 'done']);
    const done = all[2]!.data;
    expect(done.answer).toBe('Call it [1]:\n\n```python\nflush()\n```');
    expect(done.generated).toBe(true);
    expect(done.sources).toEqual([{ n: 1, title: 'Sessions', heading: '', url: '/docs/sessions' }]);
    expect(done.code).toEqual([
      { offset: done.answer.indexOf('```'), html: expect.stringContaining('class="shiki') },
    ]);
    expect(done.code[0].html).toContain('flush');
  });

  it('streams the quoted answer when no model is configured, and reports a question the docs lack', async () => {
    const unanswered: unknown[] = [];
    const quoted = await events(await handleAsk(streamed({ question: 'session' }), deps()));
    expect(quoted.map((e) => e.event)).toEqual(['delta', 'done']);
    expect(quoted[0]!.data.text).toBe(quoted[1]!.data.answer);
    const none = await events(
      await handleAsk(
        streamed({ question: 'kubernetes', locale: 'ja' }),
        deps({ unanswered: (e) => unanswered.push(e) }),
      ),
    );
    expect(none[1]!.data).toEqual({ answer: 'none', sources: [], generated: false, code: [] });
    expect(unanswered).toEqual([{ question: 'kubernetes', locale: 'ja', clientKey: expect.any(String) }]);
  });

  it('replaces a half-written answer with the quoted one when the model fails midway', async () => {
    const model = streamingModel(
      [chunk('Half'), () => new Promise((resolve) => setTimeout(resolve, 10)), 'data: {broken\n\n'],
      { log: () => {} },
    );
    const all = await events(await handleAsk(streamed({ question: 'session' }), model));
    expect(all.map((e) => e.event)).toEqual(['delta', 'done']);
    expect(all[1]!.data.generated).toBe(false);
    expect(all[1]!.data.answer).toMatch(/^docs \(en-US\):/);
  });

  it('takes a longest question with its longest history, in three-byte characters', async () => {
    const turn = { question: '質'.repeat(500), answer: '答'.repeat(1500) };
    const response = await handleAsk(
      ask({ question: '質'.repeat(500), history: [turn, turn, turn] }),
      deps(),
    );
    expect(response.status).toBe(200);
  });

  it('answers any body with a JSON 4xx or an answer, never an exception', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), fc.string({ maxLength: 200 })), async (body) => {
        const response = await handleAsk(ask(body), deps());
        expect([200, 400]).toContain(response.status);
        const json = await response.json();
        if (response.status === 400)
          expect(json).toMatchObject({
            code: expect.stringMatching(/^invalid_/),
            message: expect.any(String),
          });
      }),
      { numRuns: 150 },
    );
  });
});
