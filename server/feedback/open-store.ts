import 'server-only';
import { join } from 'node:path';
import { openPostgresStore } from './postgres-store';
import { openSqliteStore } from './sqlite-store';
import type { FeedbackStore } from './store';

/**
 * Opens the store the environment selects: PostgreSQL with `DATABASE_URL`, else the SQLite file. With
 * `FEEDBACK_WEBHOOK_URL` set, votes are stored with their webhook outbox rows.
 */
export async function openConfiguredStore(env: NodeJS.ProcessEnv = process.env): Promise<FeedbackStore> {
  const outbox = Boolean(env.FEEDBACK_WEBHOOK_URL);
  if (env.DATABASE_URL) return openPostgresStore(env.DATABASE_URL, { outbox });
  return openSqliteStore(env.FEEDBACK_DB_PATH || join(process.cwd(), 'data', 'feedback.sqlite'), { outbox });
}

/** Which store `openConfiguredStore` opens, without opening it. */
export function configuredStoreKind(
  env: Record<string, string | undefined> = process.env,
): FeedbackStore['kind'] {
  return env.DATABASE_URL ? 'postgres' : 'sqlite';
}

/**
 * A store opened (and migrated) on first use. When opening fails (PostgreSQL down, unwritable file)
 * the request gets a 503 and the next request tries again; so it does once the open store says it
 * needs a new connection (`needsReopen`: a SQLite file that was read-only, moved or failed), which
 * is then closed and opened again, so that a remount or a restored file is picked up without a
 * restart.
 */
export function reopeningStore(open: () => Promise<FeedbackStore>) {
  let opening: Promise<FeedbackStore> | undefined;
  let opened: FeedbackStore | undefined;
  return {
    get(): Promise<FeedbackStore> {
      if (opened?.needsReopen?.()) {
        const stale = opened;
        opened = undefined;
        opening = undefined;
        stale.close().catch(() => undefined);
      }
      opening ??= open().then(
        (store) => (opened = store),
        (error: unknown) => {
          opening = undefined;
          throw error;
        },
      );
      return opening;
    },
    /** Closes the store if it was opened (shutdown). */
    async close(): Promise<void> {
      const current = opening;
      opening = undefined;
      opened = undefined;
      if (!current) return;
      try {
        await (await current).close();
      } catch {
        // It never opened, or is already gone: nothing to close.
      }
    },
  };
}

/**
 * One store per process, whichever bundle asks: the production server's own feedback route and the
 * Next.js routes (health, summary, Ask AI) load this module separately. Two SQLite connections to one
 * file in one process share SQLite's per-file state, so a connection that opened the file while it was
 * read-only kept the new one read-only too after a remount (bench:readonly): the reopen only helps
 * when it closes the process's only connection.
 */
const storeSlot = Symbol.for('spanlight.feedbackStore');
const processStore = ((globalThis as { [storeSlot]?: ReturnType<typeof reopeningStore> })[storeSlot] ??=
  reopeningStore(() => openConfiguredStore()));

/** The process's feedback store (`reopeningStore` of the store the environment selects). */
export const feedbackStore = (): Promise<FeedbackStore> => processStore.get();

/** Closes the process's store if it was opened (shutdown). */
export const closeFeedbackStore = (): Promise<void> => processStore.close();
