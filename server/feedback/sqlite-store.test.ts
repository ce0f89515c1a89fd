import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { openSqliteStore } = await import('./sqlite-store');

const dir = mkdtempSync(join(tmpdir(), 'spanlight-sqlite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the SQLite store under a lock held by another process', () => {
  it('waits for the lock without blocking the event loop, then stores the row', async () => {
    const file = join(dir, 'locked.sqlite');
    const store = openSqliteStore(file);
    // Another connection (the export CLI, a second instance) holds the write lock for 300 ms.
    const other = new Database(file);
    other.exec('BEGIN IMMEDIATE');
    setTimeout(() => other.exec('COMMIT'), 300);
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 10);
    const started = Date.now();
    await store.insert({ page: '/docs', value: 'positive', locale: 'en-US', clientKey: 'k' });
    clearInterval(ticker);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    // A blocked loop would have ticked once or not at all.
    expect(ticks).toBeGreaterThan(5);
    expect(await store.count()).toBe(1);
    other.close();
    await store.close();
  });

  it('keeps the event loop free while many votes wait for the lock, and stores them all', async () => {
    const file = join(dir, 'crowded.sqlite');
    const store = openSqliteStore(file);
    const other = new Database(file);
    other.exec('BEGIN EXCLUSIVE');
    setTimeout(() => other.exec('COMMIT'), 600);
    // The longest the loop went without running a 5 ms timer while 200 votes waited for the lock.
    let last = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const votes = Array.from({ length: 200 }, (_, i) =>
      store.insert({ page: `/docs/${i}`, value: 'positive', locale: 'en-US', clientKey: 'k' }),
    );
    await Promise.all(votes);
    clearInterval(ticker);
    // SQLite's own busy wait (20 ms per try and per waiting vote) held it for 200 x 20 ms = 4 s a
    // round; a machine busy with other test files delays a timer by up to a few hundred milliseconds.
    expect(longestGap).toBeLessThan(500);
    expect(await store.count()).toBe(200);
    other.close();
    await store.close();
  });

  it('never stores a vote it gave up on, even when the lock ends a moment later', async () => {
    const file = join(dir, 'late.sqlite');
    const store = openSqliteStore(file);
    const other = new Database(file);
    other.exec('BEGIN IMMEDIATE');
    const refused = store.insert({
      page: '/docs/refused',
      value: 'positive',
      locale: 'en-US',
      clientKey: 'k',
    });
    await expect(refused).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    other.exec('COMMIT');
    await store.insert({ page: '/docs/later', value: 'positive', locale: 'en-US', clientKey: 'k' });
    expect((await store.export()).map((row) => row.page)).toEqual(['/docs/later']);
    other.close();
    await store.close();
  });

  it('gives up after about 2 s, so the request gets a 503 instead of hanging', async () => {
    const file = join(dir, 'held.sqlite');
    const store = openSqliteStore(file);
    const other = new Database(file);
    other.exec('BEGIN IMMEDIATE');
    const started = Date.now();
    await expect(
      store.insert({ page: '/docs', value: 'positive', locale: 'en-US', clientKey: 'k' }),
    ).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    expect(Date.now() - started).toBeLessThan(4000);
    other.exec('ROLLBACK');
    other.close();
    await store.close();
  });
});
