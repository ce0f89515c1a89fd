import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', '.next/**', 'tests/e2e/**'],
    environment: 'node',
    // Property tests run hundreds of cases: on a loaded 2-core machine one took 6.6 s against the
    // default 5 s. Time is not what these tests check; a hung test still fails.
    testTimeout: 20_000,
    // A throwaway PostgreSQL server for the PostgreSQL store's integration tests.
    globalSetup: ['tests/setup/postgres.ts'],
  },
});
