import { describe, expect, it, vi } from 'vitest';
import type { FeedbackStore } from './feedback/store';

vi.mock('server-only', () => ({}));
const { handleHealth } = await import('./health');
const { openSqliteStore } = await import('./feedback/sqlite-store');

describe('GET /api/health', () => {
  it('answers 200 with the store kind when the store answers, never cached', async () => {
    const store = openSqliteStore(':memory:');
    const response = await handleHealth({ store: async () => store });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', store: 'sqlite' });
    await store.close();
  });

  it('answers 503 when the store cannot be opened, or does not answer in time', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = await handleHealth({ store: () => Promise.reject(new Error('connection refused')) });
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'unavailable', store: 'unknown' });
    const hanging = { kind: 'postgres', ping: () => new Promise<void>(() => {}) } as unknown as FeedbackStore;
    const slow = await handleHealth({ store: async () => hanging, timeoutMs: 50 });
    expect(slow.status).toBe(503);
    expect(await slow.json()).toEqual({ status: 'unavailable', store: 'postgres' });
    error.mockRestore();
  });
});
