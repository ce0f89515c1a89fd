import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('next', () => ({ default: () => ({}) }));
const { feedbackListener } = await import('./http-server');
const { openSqliteStore } = await import('./feedback/sqlite-store');
const { createRateLimiter } = await import('./feedback/rate-limit');

const store = openSqliteStore(':memory:');
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer(
    feedbackListener(
      {
        store: async () => store,
        limiter: createRateLimiter(1000),
        salt: 's',
        locales: ['en-US', 'ja'],
        defaultLocale: 'en-US',
      },
      (_req, res) => res.writeHead(299).end('fallback'),
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  fetch(`${origin}/api/feedback`, { method: 'POST', body, headers });

describe('the production server answering POST /api/feedback', () => {
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

  it('leaves every other request to Next.js', async () => {
    expect((await fetch(`${origin}/docs`)).status).toBe(299);
    expect((await fetch(`${origin}/api/feedback`)).status).toBe(299);
    expect((await fetch(`${origin}/api/feedback/summary`, { method: 'POST' })).status).toBe(299);
  });
});
