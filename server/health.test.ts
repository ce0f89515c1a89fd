import { describe, expect, it, vi } from 'vitest';
import type { FeedbackStore } from './feedback/store';

vi.mock('server-only', () => ({}));
const { handleHealth } = await import('./health');
const { openSqliteStore } = await import('./feedback/sqlite-store');
const { configuredStoreKind } = await import('./feedback/open-store');

describe('GET /api/health', () => {
  it('answers 200 with the store kind without opening the store, never cached', async () => {
    const store = vi.fn(() => Promise.reject(new Error('connection refused')));
    const response = await handleHealth({ storeKind: 'postgres', store });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', store: 'postgres' });
    // A database outage does not take every instance out of the load balancer's rotation.
    expect(store).not.toHaveBeenCalled();
  });

  it('names the store the environment selects', () => {
    expect(configuredStoreKind({})).toBe('sqlite');
    expect(configuredStoreKind({ DATABASE_URL: 'postgres://db/site' })).toBe('postgres');
  });
});

describe('GET /api/health?deep=1', () => {
  it('answers 200 when the store answers a query', async () => {
    const store = openSqliteStore(':memory:');
    const ping = vi.spyOn(store, 'ping');
    const response = await handleHealth({ storeKind: 'sqlite', store: async () => store }, { deep: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', store: 'sqlite' });
    expect(ping).toHaveBeenCalledOnce();
    expect(await store.count()).toBe(0);
    await store.close();
  });

  it('answers 503 when the store cannot be opened, or does not answer in time', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = await handleHealth(
      { storeKind: 'postgres', store: () => Promise.reject(new Error('connection refused')) },
      { deep: true },
    );
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'unavailable', store: 'postgres' });
    const hanging = { kind: 'postgres', ping: () => new Promise<void>(() => {}) } as unknown as FeedbackStore;
    const started = performance.now();
    const slow = await handleHealth(
      { storeKind: 'postgres', store: async () => hanging, timeoutMs: 50 },
      { deep: true },
    );
    expect(performance.now() - started).toBeLessThan(1000);
    expect(slow.status).toBe(503);
    expect(await slow.json()).toEqual({ status: 'unavailable', store: 'postgres' });
    error.mockRestore();
  });
});
