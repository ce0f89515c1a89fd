import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { adminTokenMinLength, readSettings, settingsVariables, SettingsError } = await import('./settings');

/** The error `readSettings` throws for `env`. */
function problemsOf(env: Record<string, string>): string {
  try {
    readSettings(env);
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as Error).message;
  }
  throw new Error(`no error for ${JSON.stringify(env)}`);
}

describe('the server settings', () => {
  it('has the documented defaults when nothing is set', () => {
    const settings = readSettings({});
    expect({ ...settings, server: { ...settings.server, trustedProxies: undefined } }).toEqual({
      server: {
        port: 3000,
        hostname: undefined,
        trustedProxies: undefined,
        requestTimeoutMs: 30_000,
        headersTimeoutMs: 10_000,
        connections: { max: 1024, perClient: 64, silentGraceMs: 2000 },
        keepAliveTimeoutMs: 5000,
        shutdownTimeoutMs: 10_000,
      },
      store: { databaseUrl: undefined, sqlitePath: join(process.cwd(), 'data', 'feedback.sqlite') },
      clientKeySalt: 'Spanlight',
      feedback: { rateLimit: 20, adminToken: undefined, webhookUrl: undefined },
      assistant: { model: undefined, rateLimit: 10 },
      mcp: { rateLimit: 60 },
      og: { rateLimit: 30, rendersPerMinute: 120 },
      sandbox: { enabled: true, rateLimit: 120 },
      notFound: { rateLimit: 120 },
      insights: { enabled: true, rateLimit: 120, keysPerDay: 1000, retentionDays: 400, token: undefined },
    });
    expect(settings.server.trustedProxies.entries).toEqual([]);
  });

  it('takes a blank variable as unset', () => {
    expect(readSettings({ MCP_RATE_LIMIT: '', FEEDBACK_ADMIN_TOKEN: '', API_SANDBOX: '' })).toMatchObject({
      mcp: { rateLimit: 60 },
      feedback: { adminToken: undefined },
      sandbox: { enabled: true },
    });
  });

  it('reads every slice from its variables', () => {
    const token = 'a'.repeat(adminTokenMinLength);
    const settings = readSettings({
      PORT: '8080',
      HOSTNAME: '127.0.0.1',
      TRUSTED_PROXIES: 'loopback',
      SERVER_REQUEST_TIMEOUT_MS: '2000',
      SERVER_HEADERS_TIMEOUT_MS: '5000',
      SERVER_MAX_CONNECTIONS: '10',
      SERVER_MAX_CONNECTIONS_PER_CLIENT: '64',
      DATABASE_URL: 'postgres://db/site',
      FEEDBACK_RATE_LIMIT: ' 100 ',
      FEEDBACK_KEY_SALT: 'pepper',
      FEEDBACK_ADMIN_TOKEN: token,
      FEEDBACK_WEBHOOK_URL: 'https://hooks.example/services/x',
      ASSISTANT_API_URL: 'https://llm.example/v1/',
      ASSISTANT_MODEL: 'small',
      API_SANDBOX: 'off',
      INSIGHTS: 'OFF',
    });
    expect(settings.server).toMatchObject({ port: 8080, hostname: '127.0.0.1', requestTimeoutMs: 2000 });
    // Headers are part of the request, and one client cannot hold more than all clients.
    expect(settings.server.headersTimeoutMs).toBe(2000);
    expect(settings.server.connections.perClient).toBe(10);
    expect(settings.server.trustedProxies.has('127.0.0.1')).toBe(true);
    expect(settings.store.databaseUrl).toBe('postgres://db/site');
    expect(settings.clientKeySalt).toBe('pepper');
    expect(settings.feedback).toEqual({
      rateLimit: 100,
      adminToken: token,
      webhookUrl: 'https://hooks.example/services/x',
    });
    expect(settings.assistant.model).toEqual({
      baseUrl: 'https://llm.example/v1',
      apiKey: undefined,
      model: 'small',
    });
    expect(settings.sandbox.enabled).toBe(false);
    // The dashboard's token falls back to the feedback admin token.
    expect(settings.insights).toMatchObject({ enabled: false, token });
    expect(readSettings({ INSIGHTS_TOKEN: 'b'.repeat(40), FEEDBACK_ADMIN_TOKEN: token }).insights.token).toBe(
      'b'.repeat(40),
    );
  });

  it('names the bad variable and what it must be', () => {
    expect(problemsOf({ FEEDBACK_RATE_LIMIT: 'many' })).toBe(
      'Invalid environment variables:\n  - FEEDBACK_RATE_LIMIT: must be a whole number of at least 1',
    );
    for (const value of ['0', '-5', '1.5', 'lots', '1e3'])
      expect(problemsOf({ MCP_RATE_LIMIT: value }), value).toContain(
        '  - MCP_RATE_LIMIT: must be a whole number of at least 1',
      );
    expect(problemsOf({ SERVER_REQUEST_TIMEOUT_MS: '999' })).toContain(
      'SERVER_REQUEST_TIMEOUT_MS: must be a whole number of at least 1000',
    );
    expect(problemsOf({ PORT: '70000' })).toContain('PORT: must be a whole number from 1 to 65535');
    expect(problemsOf({ FEEDBACK_WEBHOOK_URL: 'hooks.example' })).toContain(
      'FEEDBACK_WEBHOOK_URL: must be an http(s) URL',
    );
    // A short token could be guessed: refused at start, naming the variable and the minimum.
    expect(problemsOf({ FEEDBACK_ADMIN_TOKEN: 'hunter2' })).toContain(
      'FEEDBACK_ADMIN_TOKEN: must be at least 32 characters',
    );
    expect(problemsOf({ INSIGHTS_TOKEN: 'short' })).toContain(
      'INSIGHTS_TOKEN: must be at least 32 characters',
    );
    expect(problemsOf({ TRUSTED_PROXIES: '10.0.0.0/33' })).toContain(
      'TRUSTED_PROXIES: "10.0.0.0/33" is not an IP address',
    );
    expect(problemsOf({ API_SANDBOX: 'maybe' })).toContain('API_SANDBOX: must be on or off');
    expect(problemsOf({ INSIGHTS: 'no' })).toContain('INSIGHTS: must be "on" or "off"');
    expect(problemsOf({ ASSISTANT_API_URL: 'llm.example', ASSISTANT_MODEL: 'm' })).toContain(
      'ASSISTANT_API_URL: must be the http(s) base URL',
    );
    expect(problemsOf({ ASSISTANT_API_URL: 'https://llm.example/v1' })).toContain(
      'ASSISTANT_MODEL: must name the model when ASSISTANT_API_URL is set',
    );
  });

  it('names every bad variable at once, a line each', () => {
    expect(
      problemsOf({
        SERVER_MAX_CONNECTIONS: '0',
        FEEDBACK_RATE_LIMIT: 'many',
        ASSISTANT_API_URL: 'https://llm.example/v1',
        OG_RENDERS_PER_MINUTE: '-1',
        INSIGHTS_KEYS_PER_DAY: 'lots',
      }).split('\n'),
    ).toEqual([
      'Invalid environment variables:',
      '  - SERVER_MAX_CONNECTIONS: must be a whole number of at least 1',
      '  - FEEDBACK_RATE_LIMIT: must be a whole number of at least 1',
      '  - OG_RENDERS_PER_MINUTE: must be a whole number of at least 1',
      '  - INSIGHTS_KEYS_PER_DAY: must be a whole number of at least 1',
      '  - ASSISTANT_MODEL: must name the model when ASSISTANT_API_URL is set',
    ]);
  });

  it('never quotes a value it refuses, which may be a secret', () => {
    const message = problemsOf({ FEEDBACK_ADMIN_TOKEN: 'hunter2-secret', ASSISTANT_API_URL: 'sk-live-key' });
    expect(message).not.toContain('hunter2-secret');
    expect(message).not.toContain('sk-live-key');
  });

  it('reads exactly the variables the README documents for the running server', () => {
    const readme = readFileSync('README.md', 'utf8');
    const table = readme.slice(
      readme.indexOf('| Environment variable'),
      readme.indexOf('Values are read at build time'),
    );
    const documented = new Set([...table.matchAll(/^\| `([A-Z_]+)`/gm)].map((match) => match[1]));
    expect(settingsVariables.filter((name) => !documented.has(name))).toEqual([]);
  });
});
