import { siteConfig } from '@/config/site';
import { handleFeedback } from '@/server/feedback/handler';
import { feedbackStore } from '@/server/feedback/open-store';
import { createRateLimiter } from '@/server/feedback/rate-limit';

const limiter = createRateLimiter(Number(process.env.FEEDBACK_RATE_LIMIT) || 20);

export async function POST(request: Request) {
  return handleFeedback(request, {
    store: feedbackStore,
    limiter,
    salt: process.env.FEEDBACK_KEY_SALT || siteConfig.name,
    locales: siteConfig.i18n.locales,
    defaultLocale: siteConfig.i18n.defaultLocale,
  });
}
