import { siteConfig } from '@/config/site';
import { handleFeedback } from '@/server/feedback/handler';
import { feedbackStore } from '@/server/feedback/open-store';
import { createRateLimiter } from '@/server/feedback/rate-limit';
import { feedbackSettings } from '@/server/feedback/settings';
import { createWebhookForwarder } from '@/server/feedback/webhook';

const settings = feedbackSettings();
const limiter = createRateLimiter(settings.rateLimit);
const webhook = settings.webhookUrl
  ? createWebhookForwarder({ url: settings.webhookUrl, siteUrl: siteConfig.siteUrl })
  : undefined;

export async function POST(request: Request) {
  return handleFeedback(request, {
    store: feedbackStore,
    limiter,
    salt: settings.salt ?? siteConfig.name,
    locales: siteConfig.i18n.locales,
    defaultLocale: siteConfig.i18n.defaultLocale,
    onStored: webhook?.send,
  });
}
