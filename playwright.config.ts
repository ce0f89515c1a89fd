import { defineConfig, devices } from '@playwright/test';
import chromium from './tests/chromium.json' with { type: 'json' };

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * End-to-end tests run in Debian's Chromium (never a downloaded browser) against the production
 * build, which `make test` creates before running them.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
      args: chromium.args,
    },
  },
  webServer: {
    command: `npx next start -p ${port}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      // A database of its own, and a rate limit no test run reaches (the limit has its own tests).
      FEEDBACK_DB_PATH: 'data/e2e-feedback.sqlite',
      FEEDBACK_RATE_LIMIT: '100000',
      FEEDBACK_ADMIN_TOKEN: 'e2e-admin-token',
    },
  },
});
