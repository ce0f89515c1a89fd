import 'server-only';
import { join } from 'node:path';
import { openSqliteStore, type FeedbackStore } from './store';

let store: FeedbackStore | undefined;

/** The process's feedback store, opened (and migrated) on first use. */
export function feedbackStore(): FeedbackStore {
  store ??= openSqliteStore(process.env.FEEDBACK_DB_PATH || join(process.cwd(), 'data', 'feedback.sqlite'));
  return store;
}
