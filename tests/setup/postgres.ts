// Vitest global setup: a throwaway PostgreSQL server on 127.0.0.1 for the integration tests of the
// PostgreSQL feedback store, or the server at TEST_DATABASE_URL when given (the tests create a
// database of their own on it for each test). `make test` installs PostgreSQL when run as root.
import type { TestProject } from 'vitest/node';
import { startPostgres } from './pg-server';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('databaseUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const server = await startPostgres({ fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' });
  project.provide('databaseUrl', server.url);
  return () => server.stop();
}
