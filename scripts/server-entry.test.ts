import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/** Runs the production server's entry (what dist/server.mjs bundles) with `env` added. */
const start = (env: Record<string, string>) =>
  promisify(execFile)('node_modules/.bin/tsx', ['--conditions=react-server', 'scripts/server-entry.ts'], {
    env: { ...process.env, ...env },
    timeout: 20_000,
  });

describe('the production server entry', () => {
  it('stops before it listens, exit status 1, naming every bad variable and nothing else', async () => {
    const failure = await start({
      FEEDBACK_RATE_LIMIT: 'many',
      SERVER_MAX_CONNECTIONS: '0',
      FEEDBACK_ADMIN_TOKEN: 'hunter2',
    }).then(
      () => undefined,
      (error: { code: number; stderr: string; stdout: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr.trim()).toBe(
      [
        'Invalid environment variables:',
        '  - SERVER_MAX_CONNECTIONS: must be a whole number of at least 1',
        '  - FEEDBACK_RATE_LIMIT: must be a whole number of at least 1',
        '  - FEEDBACK_ADMIN_TOKEN: must be at least 32 characters; generate one with `openssl rand -hex 32`',
      ].join('\n'),
    );
    expect(failure?.stdout).not.toContain('Spanlight website on');
  });
});
