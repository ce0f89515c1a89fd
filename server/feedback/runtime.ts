import 'server-only';
import { siteConfig } from '@/config/site';
import { builtPages } from '@/server/built-pages';
import type { FeedbackDeps } from './handler';
import { closeFeedbackStore, feedbackStore } from './open-store';
import { configuredRateLimiter } from '@/server/http/rate-limits';
import { processSettings } from '@/server/settings';
import { createWebhookDelivery, type WebhookDelivery } from './webhook';

let deps: FeedbackDeps | undefined;
let webhook: WebhookDelivery | undefined;

/**
 * The process's feedback API dependencies, from its settings: one rate limiter, store and webhook
 * delivery (started here, so events left in the outbox by an earlier run go out at start).
 */
export function feedbackDeps(): FeedbackDeps {
  if (deps) return deps;
  const settings = processSettings();
  const { webhookUrl, rateLimit } = settings.feedback;
  webhook = webhookUrl
    ? createWebhookDelivery({ url: webhookUrl, siteUrl: siteConfig.siteUrl, store: feedbackStore })
    : undefined;
  webhook?.start();
  deps = {
    store: feedbackStore,
    limiter: configuredRateLimiter('feedback', rateLimit, settings.store.databaseUrl),
    salt: settings.clientKeySalt,
    locales: siteConfig.i18n.locales,
    defaultLocale: siteConfig.i18n.defaultLocale,
    pages: builtPages()?.pages,
    onStored: webhook?.wake,
  };
  return deps;
}

/**
 * For shutdown: gives the webhook `timeoutMs` to deliver what is due (what is left stays in the
 * outbox for the next start), then closes the store.
 */
export async function shutdownFeedback(timeoutMs: number): Promise<void> {
  await webhook?.drain(timeoutMs);
  await closeFeedbackStore();
}
