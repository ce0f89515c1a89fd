import 'server-only';
import { join } from 'node:path';
import { openPostgresStore } from './postgres-store';
import { openSqliteStore } from './sqlite-store';
import type { FeedbackStore } from './store';

/** Opens the store the environment selects: PostgreSQL with `DATABASE_URL`, else the SQLite file. */
export async function openConfiguredStore(env: NodeJS.ProcessEnv = process.env): Promise<FeedbackStore> {
  if (env.DATABASE_URL) return openPostgresStore(env.DATABASE_URL);
  return openSqliteStore(env.FEEDBACK_DB_PATH || join(process.cwd(), 'data', 'feedback.sqlite'));
}

/** Which store `openConfiguredStore` opens, without opening it. */
export function configuredStoreKind(
  env: Record<string, string | undefined> = process.env,
): FeedbackStore['kind'] {
  return env.DATABASE_URL ? 'postgres' : 'sqlite';
}

let opening: Promise<FeedbackStore> | undefined;

/**
 * The process's feedback store, opened (and migrated) on first use. When opening fails (PostgreSQL
 * down, unwritable file) the request gets a 503 and the next request tries again.
 */
export function feedbackStore(): Promise<FeedbackStore> {
  opening ??= openConfiguredStore().catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

/** Closes the store if it was opened (shutdown). */
export async function closeFeedbackStore(): Promise<void> {
  const current = opening;
  opening = undefined;
  if (!current) return;
  try {
    await (await current).close();
  } catch {
    // It never opened, or is already gone: nothing to close.
  }
}
