import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('next', () => ({ default: () => ({}) }));
const { createSiteServer, siteListener } = await import('./http-server');
const { openSqliteStore } = await import('./feedback/sqlite-store');
const { createRateLimiter } = await import('./http/rate-limit');
const { clientAddressHeader, parseTrustedProxies } = await import('./http/client-address');
const { readSettings } = await import('./settings');
const serverSettings = (env: Record<string, string>) => readSettings(env).server;

const store = openSqliteStore(':memory:');
let server: Server;
let origin: string;
let port: number;

beforeAll(async () => {
  server = createSiteServer(
    siteListener(
      {
        store: async () => store,
        limiter: createRateLimiter(1000),
        salt: 's',
        locales: ['en-US', 'ja'],
        defaultLocale: 'en-US',
      },
      parseTrustedProxies(undefined),
      // Next.js stands in: it sets its own Vary, answers 299 and echoes the client address it was given.
      (req, res) => {
        res.setHeader('Vary', 'rsc, Accept-Encoding');
        res.writeHead(299).end(String(req.headers[clientAddressHeader]));
      },
    ),
    serverSettings({ SERVER_REQUEST_TIMEOUT_MS: '1500', SERVER_HEADERS_TIMEOUT_MS: '1000' }),
  ).server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  fetch(`${origin}/api/feedback`, { method: 'POST', body, headers });

/** Sends raw bytes on a new connection and resolves with what came back and how long it took. */
function raw(text: string, { end = true } = {}): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => (end ? socket.end(text) : socket.write(text)));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve({ answer, ms: performance.now() - started }));
    socket.on('error', reject);
  });
}

describe('the production server', () => {
  it('stores a vote with the shared handler, hashing the socket address', async () => {
    const response = await post(JSON.stringify({ page: '/ja/docs', feedback: 'positive' }));
    expect(response.status).toBe(204);
    const [row] = await store.export();
    expect(row).toMatchObject({ page: '/ja/docs', locale: 'ja', value: 'positive' });
    expect(row!.clientKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers the handler errors: 400 naming the field, 415, and 413 over 8 KiB', async () => {
    const bad = await post(JSON.stringify({ page: 'docs', feedback: 'positive' }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'page' });
    expect((await post('x', { 'content-type': 'text/plain' })).status).toBe(415);
    const big = JSON.stringify({ page: '/docs', feedback: 'negative', comment: 'x'.repeat(20_000) });
    expect((await post(big)).status).toBe(413);
    expect(await store.count()).toBe(1);
  });

  it('sends its security headers on its own answers', async () => {
    const response = await post('{}');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{8,}/);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('passes Next.js the socket address, never what the client claims', async () => {
    const response = await fetch(`${origin}/docs`, {
      headers: { 'x-forwarded-for': '1.2.3.4', [clientAddressHeader]: '5.6.7.8' },
    });
    expect(response.status).toBe(299);
    expect(await response.text()).toBe('127.0.0.1');
  });

  it('limits one client however it rotates X-Forwarded-For', async () => {
    const limited = createSiteServer(
      siteListener(
        {
          store: async () => store,
          limiter: createRateLimiter(3),
          salt: 's',
          locales: ['en-US'],
          defaultLocale: 'en-US',
        },
        parseTrustedProxies(undefined),
        (_req, res) => res.writeHead(299).end(),
      ),
      serverSettings({}),
    ).server;
    await new Promise<void>((resolve) => limited.listen(0, '127.0.0.1', resolve));
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const response = await fetch(
        `http://127.0.0.1:${(limited.address() as AddressInfo).port}/api/feedback`,
        {
          method: 'POST',
          body: JSON.stringify({ page: '/docs', feedback: 'positive' }),
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.${i}.1` },
        },
      );
      statuses.push(response.status);
    }
    await new Promise<void>((resolve) => limited.close(() => resolve()));
    expect(statuses).toEqual([204, 204, 204, 429, 429, 429, 429, 429]);
  });

  it('keeps Accept in Vary on page URLs, whose answer depends on it, and only there', async () => {
    expect((await fetch(`${origin}/docs/get-started`)).headers.get('vary')).toBe(
      'rsc, Accept-Encoding, Accept',
    );
    expect((await fetch(`${origin}/`)).headers.get('vary')).toBe('rsc, Accept-Encoding, Accept');
    for (const path of ['/sitemap.xml', '/search/en-US.abc.json', '/api/og', '/docs/get-started.md'])
      expect((await fetch(`${origin}${path}`)).headers.get('vary'), path).toBe('rsc, Accept-Encoding');
  });

  it('drops the Markdown twin from the Link header of a page URL that answers an error', async () => {
    const twin = '<https://spanlight.example/docs/x.md>; rel="alternate"; type="text/markdown"';
    const preload = '</_next/static/media/font.woff2>; rel=preload; as="font"';
    const linked = createSiteServer(
      siteListener(
        {
          store: async () => store,
          limiter: createRateLimiter(1000),
          salt: 's',
          locales: ['en-US'],
          defaultLocale: 'en-US',
        },
        parseTrustedProxies(undefined),
        // Next.js stands in: the proxy's Link, the page's preload hints, and a 404 for /missing pages.
        (req, res) => {
          res.setHeader('Link', twin);
          res.appendHeader('Link', preload);
          res.statusCode = req.url!.startsWith('/missing') ? 404 : 200;
          res.end('page');
        },
      ),
      serverSettings({}),
    ).server;
    await new Promise<void>((resolve) => linked.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(linked.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${at}/docs/x`)).headers.get('link')).toBe(`${twin}, ${preload}`);
      expect((await fetch(`${at}/missing`)).headers.get('link')).toBe(preload);
      expect((await fetch(`${at}/missing/page`)).headers.get('link')).toBe(preload);
    } finally {
      await new Promise<void>((resolve) => linked.close(() => resolve()));
    }
  });

  it('answers 400 to malformed percent-encoding and to a line break in the path, naming which', async () => {
    for (const [path, reason] of [
      ['/docs/%E0%A4%A', 'malformed percent-encoding'],
      ['/%', 'malformed percent-encoding'],
      ['/api/markdown/%ff', 'malformed percent-encoding'],
      ['/docs/%0A', 'a line break'],
      ['/docs/a%0Db?x=1', 'a line break'],
      ['/%E2%80%A8', 'a line break'],
    ]) {
      const { answer } = await raw(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(answer, path).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer, path).toContain(reason!);
    }
    // Other control characters and a line break in the query are left to the pages (a 404 or the page).
    for (const path of ['/docs/%09', '/docs/%7F', '/docs/get-started?q=%0A']) {
      const { answer } = await raw(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(answer, path).not.toMatch(/^HTTP\/1\.1 400 /);
    }
  });

  it('answers 400 to an absolute-form target instead of following it to another host', async () => {
    for (const target of ['http://evil.example/docs', 'https://evil.example', 'evil.example:443']) {
      const { answer } = await raw(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(answer, target).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer, target).not.toContain('evil.example');
      // Node's own parser refuses the authority form before the site sees it.
      if (target.includes('//')) expect(answer, target).toContain('origin-form');
    }
    const { answer } = await raw('GET /docs HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 299 /);
  });

  it('closes a request whose body stalls, within the request time-out', async () => {
    const { answer, ms } = await raw(
      'POST /api/feedback HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"pa',
      { end: false },
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(4000);
  });

  it('closes a connection whose headers never finish, within the headers time-out', async () => {
    const { ms } = await raw('GET /docs HTTP/1.1\r\nHost: x\r\nX-Slow: ', { end: false });
    expect(ms).toBeLessThan(4000);
  });

  it('ends the connection after any answer sent before the body was read, on every route', async () => {
    const huge = 'Content-Type: application/json\r\nContent-Length: 100000000\r\n\r\n' + '{'.repeat(1000);
    // Next.js stands in for /api/og, /api/ask, /api/health and the rest: it answers without reading.
    for (const path of ['/api/og', '/api/ask', '/api/mcp', '/api/health']) {
      const { answer, ms } = await raw(`POST ${path} HTTP/1.1\r\nHost: x\r\n${huge}`, { end: false });
      expect(answer, path).toMatch(/^HTTP\/1\.1 299 /);
      expect(answer.toLowerCase(), path).toContain('connection: close');
      expect(ms, path).toBeLessThan(1000);
    }
    // A page address answers GET and HEAD only (Next.js rendered the page for a POST).
    const { answer, ms } = await raw(`POST /docs HTTP/1.1\r\nHost: x\r\n${huge}`, { end: false });
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toMatch(/\r\nAllow: GET, HEAD\r\n/i);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(ms).toBeLessThan(1000);
    // A request without a body keeps its connection.
    const { answer: plain } = await raw('GET /docs HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(plain).toMatch(/^HTTP\/1\.1 299 /);
  });

  it('closes a kept-alive connection after its idle time-out (SERVER_KEEP_ALIVE_TIMEOUT_MS)', async () => {
    const { server: short } = createSiteServer(
      (_req, res) => res.end('ok'),
      serverSettings({ SERVER_KEEP_ALIVE_TIMEOUT_MS: '300' }),
    );
    await new Promise<void>((resolve) => short.listen(0, '127.0.0.1', resolve));
    try {
      const closedAfter = await new Promise<number>((resolve, reject) => {
        const socket = connect((short.address() as AddressInfo).port, '127.0.0.1', () =>
          socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n'),
        );
        let answeredAt = 0;
        socket.once('data', () => (answeredAt = performance.now()));
        socket.on('close', () => resolve(performance.now() - answeredAt));
        socket.on('error', reject);
      });
      expect(closedAfter).toBeGreaterThan(250);
      expect(closedAfter).toBeLessThan(1500);
    } finally {
      await new Promise<void>((resolve) => short.close(() => resolve()));
    }
    expect(serverSettings({}).keepAliveTimeoutMs).toBe(5000);
  });

  it('does not read the rest of a body it refused', async () => {
    const { answer, ms } = await raw(
      `POST /api/feedback HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 100000000\r\n\r\n${'x'.repeat(1000)}`,
      { end: false },
    );
    expect(answer).toMatch(/^HTTP\/1\.1 415 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(ms).toBeLessThan(1000);
  });
});
