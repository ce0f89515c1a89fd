import { join } from 'node:path';
import { siteConfig } from '@/config/site';
import { handleFeedback } from '@/server/feedback/handler';
import { createRateLimiter } from '@/server/feedback/rate-limit';
import { openSqliteStore, type FeedbackStore } from '@/server/feedback/store';

let store: FeedbackStore | undefined;
const limiter = createRateLimiter(Number(process.env.FEEDBACK_RATE_LIMIT) || 20);

export async function POST(request: Request) {
  return handleFeedback(request, {
    store: () =>
      (store ??= openSqliteStore(
        process.env.FEEDBACK_DB_PATH || join(process.cwd(), 'data', 'feedback.sqlite'),
      )),
    limiter,
    salt: process.env.FEEDBACK_KEY_SALT || siteConfig.name,
    locales: siteConfig.i18n.locales,
    defaultLocale: siteConfig.i18n.defaultLocale,
  });
}
