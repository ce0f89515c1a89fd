import { defineConfig, devices } from '@playwright/test';
import chromium from './tests/chromium.json' with { type: 'json' };
import { configuredEnv, standInPorts } from './tests/stand-ins/configured-env.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
// The configured build (app hosts and vendors at local stand-ins) is served on the next port.
const configuredPort = port + 1;

const serverEnv = {
  NEXT_TELEMETRY_DISABLED: '1',
  // A database of its own, and a rate limit no test run reaches (the limit has its own tests).
  FEEDBACK_DB_PATH: 'data/e2e-feedback.sqlite',
  FEEDBACK_RATE_LIMIT: '100000',
  ASSISTANT_RATE_LIMIT: '100000',
  MCP_RATE_LIMIT: '100000',
  OG_RATE_LIMIT: '100000',
  OG_RENDERS_PER_MINUTE: '100000',
  API_SANDBOX_RATE_LIMIT: '100000',
  // Every page of every test sends its beacon from 127.0.0.1.
  INSIGHTS_RATE_LIMIT: '100000',
  // Every browser of the run connects from 127.0.0.1: one client to the server, as many are to a proxy.
  SERVER_MAX_CONNECTIONS_PER_CLIENT: '1024',
  FEEDBACK_ADMIN_TOKEN: 'e2e-admin-token-0123456789abcdef',
};

/**
 * End-to-end tests run in Debian's Chromium (never a downloaded browser) against production builds,
 * which `make test` creates before running them: the default build (no third-party service
 * configured) for most tests, and the configured build (`npm run build:configured`) for the sign-in
 * button and the third-party integrations, whose hosts are local stand-ins (tests/stand-ins).
 */
export default defineConfig({
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // No retries anywhere: a test that passes only on its second try is a defect to fix, not to hide.
  // `npm run test:e2e:repeat -- <spec>` runs specs ten times over to find one.
  retries: 0,
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
    // `E2E_REPORT_JSON=/tmp/e2e.json make test` also writes every test's time, to see where the run goes.
    ...(process.env.E2E_REPORT_JSON ? [['json', { outputFile: process.env.E2E_REPORT_JSON }] as const] : []),
  ],
  timeout: 30_000,
  use: {
    // A trace is read on the machine that ran the test: CI keeps nothing but the log, and recording
    // every test's trace cost about an eighth of the run there. `--trace on` records one when needed.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
      args: chromium.args,
    },
  },
  projects: [
    {
      name: 'default',
      testDir: 'tests/e2e',
      testIgnore: 'configured/**',
      use: { baseURL: `http://localhost:${port}` },
    },
    {
      name: 'configured',
      testDir: 'tests/e2e/configured',
      use: { baseURL: `http://localhost:${configuredPort}` },
    },
  ],
  webServer: [
    {
      command: `node dist/server.mjs -p ${port}`,
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: serverEnv,
    },
    {
      command: `node dist/server.mjs -p ${configuredPort}`,
      url: `http://localhost:${configuredPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: { ...serverEnv, ...configuredEnv, FEEDBACK_DB_PATH: 'data/e2e-configured-feedback.sqlite' },
    },
    {
      command: 'node tests/stand-ins/server.mjs',
      url: `http://127.0.0.1:${standInPorts.vendors}/chat.js`,
      reuseExistingServer: !process.env.CI,
      timeout: 10_000,
    },
  ],
});
