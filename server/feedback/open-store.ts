import 'server-only';
import { processSettings, type Settings } from '@/server/settings';
import { openPostgresStore } from './postgres-store';
import { openSqliteStore } from './sqlite-store';
import type { FeedbackStore } from './store';

/**
 * Opens the store the settings select: PostgreSQL with `DATABASE_URL`, else the SQLite file. With a
 * webhook (`FEEDBACK_WEBHOOK_URL`), votes are stored with their webhook outbox rows.
 */
export async function openConfiguredStore(
  settings: Pick<Settings, 'store' | 'feedback'> = processSettings(),
): Promise<FeedbackStore> {
  const outbox = Boolean(settings.feedback.webhookUrl);
  const { databaseUrl, sqlitePath } = settings.store;
  if (databaseUrl) return openPostgresStore(databaseUrl, { outbox });
  return openSqliteStore(sqlitePath, { outbox });
}

/** Which store `openConfiguredStore` opens, without opening it. */
export function configuredStoreKind(
  store: Settings['store'] = processSettings().store,
): FeedbackStore['kind'] {
  return store.databaseUrl ? 'postgres' : 'sqlite';
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
