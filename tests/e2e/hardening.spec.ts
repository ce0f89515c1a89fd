import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, startProductionServer } from '../setup/production-server.mjs';

/** Checks of the production server as an attacker would probe it (issue: safe on the public internet). */

/** Files and bytes under a directory. */
function footprint(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

test('the server writes nothing into the checkout when it starts: .source/ stays as it was', async () => {
  // A server that generated fumadocs-mdx's files at start (it did, every time) could not run from a
  // read-only filesystem.
  const stamps = () =>
    Object.fromEntries(readdirSync('.source').map((name) => [name, statSync(join('.source', name)).mtimeMs]));
  const before = stamps();
  const dir = mkdtempSync(join(tmpdir(), 'spanlight-start-'));
  const server = await startProductionServer({ env: { FEEDBACK_DB_PATH: join(dir, 'feedback.sqlite') } });
  try {
    expect((await fetch(`${server.origin}/docs`)).status).toBe(200);
    expect(stamps()).toEqual(before);
  } finally {
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a bad environment variable stops the server before it listens, naming every bad one', async () => {
  const port = await freePort();
  const child = spawn('node', ['dist/server.mjs', '-p', String(port)], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      OG_RATE_LIMIT: 'lots',
      TRUSTED_PROXIES: 'proxy.example',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  expect(code, output).toBe(1);
  expect(output).toContain(
    'Invalid environment variables:\n  - TRUSTED_PROXIES: "proxy.example" is not an IP address, a CIDR range',
  );
  expect(output).toContain('\n  - OG_RATE_LIMIT: must be a whole number of at least 1');
  expect(output).not.toContain('Spanlight website on');
  await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
});

test('unknown addresses cost no disk and are not cached by shared caches', async ({ request }) => {
  // Where Next.js writes pages it renders on demand.
  const rendered = join(process.cwd(), '.next/server/app');
  const before = footprint(rendered);
  const run = Date.now().toString(36);
  for (let i = 0; i < 40; i += 1) {
    for (const prefix of ['/docs/x', '/blog/x', '/x', '/ja/docs/x', '/self-hosting/x', '/changelog/x']) {
      const response = await request.get(`${prefix}${run}${i}`);
      expect(response.status()).toBe(404);
      expect(response.headers()['cache-control'] ?? '').not.toContain('s-maxage');
    }
  }
  expect(footprint(rendered)).toEqual(before);
});

test('a page answers Markdown only to a client that prefers it, and says so in Vary', async ({ request }) => {
  const html = await request.get('/docs/get-started', {
    headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
  });
  expect(html.headers()['content-type']).toContain('text/html');
  expect(html.headers()['vary']).toMatch(/\bAccept\b/);
  for (const accept of ['text/markdown', 'text/markdown, */*']) {
    const markdown = await request.get('/docs/get-started', { headers: { accept } });
    expect(markdown.headers()['content-type'], accept).toContain('text/markdown');
    expect(markdown.headers()['vary']).toMatch(/\bAccept\b/);
  }
  const tie = await request.get('/docs/get-started', { headers: { accept: 'text/html, text/markdown' } });
  expect(tie.headers()['content-type']).toContain('text/html');
});

test('files are served as themselves to a client that asks for Markdown first', async ({ request }) => {
  const html = await (await request.get('/docs/get-started')).text();
  const searchIndex = /"indexUrl":"([^"]+)"/.exec(html)?.[1] ?? /\/search\/[^"\\]+\.json/.exec(html)?.[0];
  expect(searchIndex, 'the page names its search index').toBeTruthy();
  for (const [path, type] of [
    ['/sitemap.xml', 'xml'],
    ['/llms.txt', 'text/plain'],
    ['/blog/rss.xml', 'xml'],
    ['/favicon.svg', 'image/svg+xml'],
    [searchIndex!, 'json'],
  ] as const) {
    const response = await request.get(path, { headers: { accept: 'text/markdown, */*' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain(type);
  }
});

test('every kind of answer carries the security headers', async ({ request }) => {
  const answers = [
    await request.get('/docs/get-started'),
    await request.get('/favicon.svg'),
    await request.get('/no-such-page'),
    await request.post('/api/feedback', { data: { page: 'nope', feedback: 'positive' } }),
    await request.post('/api/ask', { data: 'x', headers: { 'content-type': 'text/plain' } }),
    await request.post('/api/mcp', { data: 'x', headers: { 'content-type': 'text/plain' } }),
    await request.get('/api/health'),
  ];
  for (const response of answers) {
    const headers = response.headers();
    const where = `${response.url()} (${response.status()})`;
    expect(headers['strict-transport-security'], where).toMatch(/max-age=(\d{8,})/);
    expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security']!)![1])).toBeGreaterThanOrEqual(
      31536000,
    );
    expect(headers['permissions-policy'], where).toContain('camera=()');
    expect(headers['content-security-policy'], where).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], where).not.toContain('unsafe-eval');
    expect(headers['x-content-type-options'], where).toBe('nosniff');
    // API answers run nothing and load nothing, whichever server answers them.
    if (new URL(response.url()).pathname.startsWith('/api/'))
      expect(headers['content-security-policy'], where).toBe("default-src 'none'; frame-ancestors 'none'");
  }
});

test('/api/ask refuses a large body at once, a disguised content type and another site', async ({
  request,
}) => {
  const started = Date.now();
  const big = await request.post('/api/ask', {
    data: JSON.stringify({ question: 'x'.repeat(2_000_000) }),
    headers: { 'content-type': 'application/json' },
  });
  expect(big.status()).toBe(413);
  expect(Date.now() - started).toBeLessThan(5000);
  const disguised = await request.post('/api/ask', {
    data: JSON.stringify({ question: 'What is a trace?' }),
    headers: { 'content-type': 'text/plain; x=application/json' },
  });
  expect(disguised.status()).toBe(415);
  const crossSite = await request.post('/api/ask', {
    data: { question: 'What is a trace?' },
    headers: { origin: 'https://evil.example' },
  });
  expect(crossSite.status()).toBe(403);
  expect(await crossSite.json()).toEqual({
    code: 'cross_site',
    message: 'Cross-site questions are not accepted.',
  });
});

test('malformed percent-encoding or a line break in the address is a 400, not a server error', async ({
  baseURL,
}) => {
  const { port } = new URL(baseURL!);
  for (const path of [
    '/docs/%E0%A4%A',
    '/%',
    '/cookbook/%E0%A4%A',
    '/api/markdown/%ff',
    '/docs/%0A',
    '/search/x/%0D',
    '/ja/docs/a%E2%80%A8b',
    '/%E2%80%A9',
  ]) {
    const answer = await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.end(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
      );
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer.split('\r\n')[0], path).toBe('HTTP/1.1 400 Bad Request');
    expect(answer, path).toContain('"code":"invalid_address"');
  }
});

test('the health check answers uncached, and its deep form says the store answers', async ({ request }) => {
  for (const path of ['/api/health', '/api/health?deep=1']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-store');
    expect(await response.json(), path).toEqual({ status: 'ok', store: 'sqlite' });
  }
});

test('the feedback summary answers one bounded page of counts', async ({ request }) => {
  const headers = { authorization: 'Bearer e2e-admin-token-0123456789abcdef' };
  const response = await request.get('/api/feedback/summary?limit=1', { headers });
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.pages.length).toBeLessThanOrEqual(1);
  expect(body).toMatchObject({ limit: 1, offset: 0 });
  expect((await request.get('/api/feedback/summary?limit=100000', { headers })).status()).toBe(400);
});

test("a page's social image is public; a stranger's title is private and limited per client", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'spanlight-og-'));
  const server = await startProductionServer({
    env: { FEEDBACK_DB_PATH: join(dir, 'feedback.sqlite'), OG_RATE_LIMIT: '3' },
  });
  try {
    const html = await (await fetch(`${server.origin}/docs/get-started`)).text();
    const named = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
    const ours = new URL(named);
    // The page's own image: cached by anyone, and never limited.
    for (let i = 0; i < 5; i += 1) {
      const response = await fetch(`${server.origin}/api/og${ours.search}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toMatch(/^public, .*s-maxage=604800/);
    }
    // Someone else's text in the site's card: drawn, for the browser's cache alone, three a minute.
    const stranger = (n: number) =>
      fetch(`${server.origin}/api/og?title=${encodeURIComponent(`Claim your prize ${n}`)}&section=Docs`);
    for (let n = 0; n < 3; n += 1) {
      const response = await stranger(n);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('private, max-age=600');
    }
    const refused = await stranger(3);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many social images of titles the site does not have; try again later.',
    });
  } finally {
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
