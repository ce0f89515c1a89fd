import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { FeedbackStore } from './feedback/store';

vi.mock('server-only', () => ({}));
const { deepCheckCache, handleHealth } = await import('./health');
const { openSqliteStore } = await import('./feedback/sqlite-store');
const { configuredStoreKind, reopeningStore } = await import('./feedback/open-store');
const { readSettings } = await import('./settings');
const { createFailureThrottle } = await import('./http/rate-limit');
const { clientAddressHeader } = await import('./http/client-address');

const dir = mkdtempSync(join(tmpdir(), 'spanlight-health-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const token = 'h'.repeat(32);
const request = (headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/health?deep=1', {
    headers: { [clientAddressHeader]: '203.0.113.5', ...headers },
  });
const deps = (
  store: () => Promise<FeedbackStore>,
  extra: { timeoutMs?: number; maxAgeMs?: number } = {},
) => ({
  storeKind: 'sqlite' as const,
  store,
  timeoutMs: extra.timeoutMs,
  cache: deepCheckCache(extra.maxAgeMs ?? 0),
  adminToken: token,
  throttle: createFailureThrottle(10, 60_000),
});
const vote = { page: '/docs', value: 'positive' as const, locale: 'en-US', clientKey: 'k' };
const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('GET /api/health', () => {
  it('answers 200 with the store kind without opening the store, never cached', async () => {
    const store = vi.fn(() => Promise.reject(new Error('connection refused')));
    const response = await handleHealth(request(), { ...deps(store), storeKind: 'postgres' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', store: 'postgres' });
    // A database outage does not take every instance out of the load balancer's rotation.
    expect(store).not.toHaveBeenCalled();
  });

  it('names the store the environment selects', () => {
    expect(configuredStoreKind(readSettings({}).store)).toBe('sqlite');
    expect(configuredStoreKind(readSettings({ DATABASE_URL: 'postgres://db/site' }).store)).toBe('postgres');
  });
});

describe('GET /api/health?deep=1', () => {
  it('answers 200 when the store writes its probe row, and adds detail only for the admin', async () => {
    const store = openSqliteStore(':memory:');
    const probe = vi.spyOn(store, 'probe');
    const d = deps(async () => store);
    const response = await handleHealth(request(), d, { deep: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', store: 'sqlite' });
    expect(probe).toHaveBeenCalledOnce();
    expect(await store.count()).toBe(0);
    const admin = await handleHealth(request({ authorization: `Bearer ${token}` }), d, { deep: true });
    expect(await admin.json()).toEqual({ status: 'ok', store: 'sqlite', checkedAt: expect.any(String) });
    await store.close();
  });

  it('answers 503 when the store cannot be opened, or does not answer in time; the reason to the admin only', async () => {
    const error = quiet();
    const down = deps(() => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432')));
    const plain = await handleHealth(request(), down, { deep: true });
    expect(plain.status).toBe(503);
    expect(await plain.json()).toEqual({
      code: 'unavailable',
      message: 'The store cannot be written right now.',
      status: 'unavailable',
      store: 'sqlite',
    });
    const admin = await handleHealth(request({ authorization: `Bearer ${token}` }), down, { deep: true });
    expect(await admin.json()).toMatchObject({
      status: 'unavailable',
      detail: 'connect ECONNREFUSED 10.0.0.5:5432',
    });
    const hanging = {
      kind: 'postgres',
      probe: () => new Promise<void>(() => {}),
    } as unknown as FeedbackStore;
    const started = performance.now();
    const slow = await handleHealth(
      request(),
      deps(async () => hanging, { timeoutMs: 50 }),
      { deep: true },
    );
    expect(performance.now() - started).toBeLessThan(1000);
    expect(slow.status).toBe(503);
    error.mockRestore();
  });

  it('checks the store at most once a second however many ask', async () => {
    const store = openSqliteStore(':memory:');
    const probe = vi.spyOn(store, 'probe');
    const d = deps(async () => store, { maxAgeMs: 1000 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => handleHealth(request(), d, { deep: true })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(probe).toHaveBeenCalledOnce();
    await store.close();
  });

  it('throttles wrong admin tokens, as the summary does', async () => {
    const d = deps(async () => openSqliteStore(':memory:'));
    for (let i = 0; i < 10; i += 1)
      await handleHealth(request({ authorization: `Bearer wrong-${i}` }), d, { deep: true });
    const blocked = await handleHealth(request({ authorization: `Bearer ${token}` }), d, { deep: true });
    expect(blocked.status).toBe(429);
  });

  it('says unavailable while the SQLite file cannot be written, and recovers without a restart', async () => {
    const error = quiet();
    const file = join(dir, 'remounted.sqlite');
    await openSqliteStore(file).close();
    // The first opening finds the file read-only (a read-only mount, no write permission: SQLite then
    // opens it for reading and says nothing); later ones find it writable again, as after a remount.
    let openings = 0;
    const stores = reopeningStore(async () => openSqliteStore(file, { readonly: (openings += 1) === 1 }));
    const d = deps(() => stores.get());
    const first = await stores.get();
    await expect(first.insert(vote)).rejects.toMatchObject({ code: 'SQLITE_READONLY' });
    // Reads answer, so a query would have said "ok"; the probe writes.
    expect(await first.count()).toBe(0);
    // The failed write marked the connection: the next use opens a new one, which writes.
    const after = await handleHealth(request(), d, { deep: true });
    expect(after.status).toBe(200);
    expect(openings).toBe(2);
    expect(await (await stores.get()).insert(vote)).toBe(true);
    await stores.close();
    error.mockRestore();
  });

  it('says unavailable when the store answers reads but cannot write', async () => {
    const error = quiet();
    const file = join(dir, 'readonly.sqlite');
    await openSqliteStore(file).close();
    const readonly = openSqliteStore(file, { readonly: true });
    const answer = await handleHealth(
      request({ authorization: `Bearer ${token}` }),
      deps(async () => readonly),
      {
        deep: true,
      },
    );
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({
      status: 'unavailable',
      detail: expect.stringMatching(/readonly/i),
    });
    expect(readonly.needsReopen?.()).toBe(true);
    await readonly.close();
    error.mockRestore();
  });
});
