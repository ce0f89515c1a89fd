import { availableParallelism } from 'node:os';
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
    // Test files share their worker's module cache instead of each importing the site's modules
    // afresh, and every core runs tests (Vitest leaves one idle by default, for a machine that does
    // other work meanwhile): the suite ran in 59 s instead of 145 s on 2 cores (session 22,
    // bench/RESULTS.md). A test that needs a fresh module or global says so (vi.resetModules, as
    // server/feedback/open-store.test.ts does).
    isolate: false,
    maxWorkers: availableParallelism(),
    // A throwaway PostgreSQL server for the PostgreSQL store's integration tests.
    globalSetup: ['tests/setup/postgres.ts'],
  },
});
