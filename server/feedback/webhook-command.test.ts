import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { OutboxEvent } from './store';
import { parseWebhookArgs } from './webhook-command';

vi.mock('server-only', () => ({}));
const { openSqliteStore } = await import('./sqlite-store');

describe('parseWebhookArgs', () => {
  it('reads list and replay', () => {
    expect(parseWebhookArgs(['list'])).toEqual({ action: 'list' });
    expect(parseWebhookArgs(['list', '--state', 'failed'])).toEqual({ action: 'list', state: 'failed' });
    expect(parseWebhookArgs(['list', '--state=pending'])).toEqual({ action: 'list', state: 'pending' });
    expect(parseWebhookArgs(['replay', '--id', '7', '--id=12'])).toEqual({ action: 'replay', ids: [7, 12] });
    expect(parseWebhookArgs(['replay', '--failed'])).toEqual({ action: 'replay', ids: 'failed' });
  });

  it('names what is wrong', () => {
    expect(() => parseWebhookArgs([])).toThrow(/^Name an action: list or replay/);
    expect(() => parseWebhookArgs(['send'])).toThrow(/^Unknown action "send"/);
    expect(() => parseWebhookArgs(['list', '--state', 'done'])).toThrow(
      '--state must be pending or failed, not "done".',
    );
    expect(() => parseWebhookArgs(['list', '--id', '3'])).toThrow(/^Unknown argument --id for list/);
    expect(() => parseWebhookArgs(['replay'])).toThrow(/^replay needs --id <id> or --failed/);
    expect(() => parseWebhookArgs(['replay', '--id'])).toThrow(/^--id needs a value/);
    expect(() => parseWebhookArgs(['replay', '--id', '0x10'])).toThrow(
      '--id must be an event id such as 42, not "0x10".',
    );
    expect(() => parseWebhookArgs(['replay', '--id', '3', '--failed'])).toThrow(
      'Give --failed or --id, not both.',
    );
  });
});

// Each case starts the command (a TypeScript process): allow for a loaded machine.
describe('npm run feedback:webhook', { timeout: 60_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'webhook-command-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'feedback.sqlite');
  const run = (args: string[]) =>
    promisify(execFile)(
      'node_modules/.bin/tsx',
      ['--conditions=react-server', 'scripts/feedback-webhook.ts', ...args],
      {
        env: { ...process.env, DATABASE_URL: '', FEEDBACK_DB_PATH: file, FEEDBACK_WEBHOOK_URL: '' },
      },
    );

  it('lists the undelivered events and makes a failed one due again', async () => {
    const store = openSqliteStore(file, { outbox: true });
    for (const page of ['/docs/a', '/docs/b'])
      await store.insert({ page, value: 'negative', locale: 'en-US', clientKey: 'k' });
    const [first, second] = await store.outbox.list();
    await store.outbox.settle([{ id: first!.id, result: 'failed', error: 'answered 404' }]);
    await store.close();

    const failed = await run(['list', '--state', 'failed']);
    expect(
      (JSON.parse(failed.stdout) as OutboxEvent[]).map(({ id, lastError, event }) => ({
        id,
        lastError,
        page: event.page,
      })),
    ).toEqual([{ id: first!.id, lastError: 'answered 404', page: '/docs/a' }]);
    expect(failed.stderr).toContain('1 undelivered webhook events in sqlite.');

    const replayed = await run(['replay', '--id', String(first!.id), '--id', String(second!.id)]);
    expect(replayed.stderr).toMatch(/^1 of 2 events are due again/);
    const all = JSON.parse((await run(['list'])).stdout) as OutboxEvent[];
    expect(all.map((item) => item.state)).toEqual(['pending', 'pending']);

    await expect(run(['replay'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('replay needs --id'),
    });
  });
});
