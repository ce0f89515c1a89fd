import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { openSqliteStore } = await import('./store');

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('openSqliteStore', () => {
  it('creates the database file, migrates it once, and stores rows', () => {
    const dir = mkdtempSync(join(tmpdir(), 'feedback-'));
    dirs.push(dir);
    const file = join(dir, 'nested', 'feedback.sqlite');
    const store = openSqliteStore(file);
    store.insert({ page: '/docs', value: 'positive', locale: 'en-US', clientKey: 'k' });
    store.insert({ page: '/docs', value: 'negative', comment: 'Broken', locale: 'en-US', clientKey: 'k' });
    // Opening again re-runs no migration and keeps the rows.
    expect(openSqliteStore(file).count()).toBe(2);
  });

  it('refuses values outside positive and negative', () => {
    const store = openSqliteStore(':memory:');
    expect(() =>
      store.insert({ page: '/', value: 'meh' as 'positive', locale: 'en-US', clientKey: 'k' }),
    ).toThrow();
    expect(store.count()).toBe(0);
  });
});
