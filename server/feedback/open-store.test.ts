import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

describe('the process feedback store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'open-store-'));
  const saved = { path: process.env.FEEDBACK_DB_PATH, url: process.env.DATABASE_URL };
  afterAll(async () => {
    const { closeFeedbackStore } = await import('./open-store');
    await closeFeedbackStore();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('spanlight.feedbackStore')];
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('spanlight.settings')];
    if (saved.path === undefined) delete process.env.FEEDBACK_DB_PATH;
    else process.env.FEEDBACK_DB_PATH = saved.path;
    if (saved.url === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved.url;
    rmSync(dir, { recursive: true, force: true });
  });

  it('is one store however many times the module is loaded (the server bundle and each route bundle)', async () => {
    // SQLite shares its per-file state between a process's connections: a second connection opened
    // while the file was read-only kept a reopened one read-only too (bench:readonly).
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('spanlight.feedbackStore')];
    // The process's settings are read once: read them again from this environment.
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('spanlight.settings')];
    process.env.FEEDBACK_DB_PATH = join(dir, 'feedback.sqlite');
    delete process.env.DATABASE_URL;
    // A fresh module, whatever test files ran before in this process (tests are not isolated).
    vi.resetModules();
    const first = await import('./open-store');
    vi.resetModules();
    const second = await import('./open-store');
    expect(second).not.toBe(first);
    expect(await second.feedbackStore()).toBe(await first.feedbackStore());
  });
});
