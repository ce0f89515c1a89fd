import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiSandbox } from '@/config/api-sandbox';
import { requestShapes } from '@/lib/api-requests/request-shape';
import { createRateLimiter } from '@/server/http/rate-limit';
import { handleSandbox, type SandboxDeps } from './handler';
import { createSandbox } from './sandbox';

// A one-operation document is enough here: sandbox.test.ts covers every operation of the real one.
const document = {
  security: [{ basicAuth: [] }],
  paths: {
    '/scores': {
      post: {
        operationId: 'createScore',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
              example: { name: 'quality' },
            },
          },
        },
        responses: { '200': { content: { 'application/json': { example: { id: 's1' } } } } },
      },
    },
  },
};
const sandbox = createSandbox(requestShapes(document), apiSandbox);
const auth = `Basic ${Buffer.from(`${apiSandbox.publicKey}:${apiSandbox.secretKey}`).toString('base64')}`;

const deps = (overrides: Partial<SandboxDeps> = {}): SandboxDeps => ({
  enabled: true,
  sandbox: () => sandbox,
  limiter: createRateLimiter(1000),
  salt: 'test',
  maxBodyBytes: 1024,
  basePath: '/api/sandbox',
  ...overrides,
});

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost:3000/api/sandbox/scores', {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/json', host: 'localhost:3000', ...headers },
    body,
  });

describe('/api/sandbox', () => {
  it('answers the example and sends no CORS header', async () => {
    const response = await handleSandbox(post('{"name":"quality"}'), deps());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 's1' });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses another site 403 before counting or reading', async () => {
    let hits = 0;
    const limiter = { hit: async () => ((hits += 1), { allowed: true, retryAfter: 0 }) };
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<
      string,
      string
    >[]) {
      const response = await handleSandbox(post('{"name":"x"}', headers), deps({ limiter }));
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: 'cross_site', code: 'cross_site' });
    }
    expect(hits).toBe(0);
  });

  it('answers 413 for a declared or a streamed body over the limit', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(2000) });
    const declared = await handleSandbox(post(big), deps());
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ error: 'payload_too_large', code: 'payload_too_large' });
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = await handleSandbox(
      new Request('http://localhost:3000/api/sandbox/scores', {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
      deps(),
    );
    expect(streamed.status).toBe(413);
  });

  it('answers 429 with Retry-After once a client is over its limit', async () => {
    const limited = deps({ limiter: createRateLimiter(2) });
    expect((await handleSandbox(post('{"name":"a"}'), limited)).status).toBe(200);
    expect((await handleSandbox(post('{"name":"a"}'), limited)).status).toBe(200);
    const third = await handleSandbox(post('{"name":"a"}'), limited);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await third.json()).toMatchObject({ error: 'rate_limited', code: 'rate_limited' });
  });

  it('answers 404 everywhere when turned off', async () => {
    const response = await handleSandbox(post('{"name":"a"}'), deps({ enabled: false }));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not_found', code: 'not_found' });
  });

  it('answers a body that is not UTF-8 400', async () => {
    const response = await handleSandbox(
      new Request('http://localhost:3000/api/sandbox/scores', {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      }),
      deps(),
    );
    expect(response.status).toBe(400);
  });

  it('answers any body and path with JSON and a 2xx or 4xx status (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 1500 }), fc.webPath(), async (body, path) => {
        const url = `http://localhost:3000/api/sandbox${path.startsWith('/') ? path : `/${path}`}`;
        let request: Request;
        try {
          request = new Request(url, {
            method: 'POST',
            headers: { authorization: auth, 'content-type': 'application/json' },
            body,
          });
        } catch {
          return;
        }
        const response = await handleSandbox(request, deps());
        expect(response.status).toBeGreaterThanOrEqual(200);
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400)
          expect(await response.json()).toMatchObject({
            code: expect.any(String),
            message: expect.any(String),
          });
      }),
      { numRuns: 200 },
    );
  });
});
