import 'server-only';
import { siteConfig } from '@/config/site';
import type { FeedbackDeps } from './handler';
import { closeFeedbackStore, feedbackStore } from './open-store';
import { configuredRateLimiter } from '@/server/http/rate-limits';
import { feedbackSettings } from './settings';
import { createWebhookForwarder, type WebhookForwarder } from './webhook';

let deps: FeedbackDeps | undefined;
let webhook: WebhookForwarder | undefined;

/** The process's feedback API dependencies, from the environment: one rate limiter, store and webhook. */
export function feedbackDeps(): FeedbackDeps {
  if (deps) return deps;
  const settings = feedbackSettings();
  webhook = settings.webhookUrl
    ? createWebhookForwarder({ url: settings.webhookUrl, siteUrl: siteConfig.siteUrl })
    : undefined;
  deps = {
    store: feedbackStore,
    limiter: configuredRateLimiter('feedback', settings.rateLimit),
    salt: settings.salt ?? siteConfig.name,
    locales: siteConfig.i18n.locales,
    defaultLocale: siteConfig.i18n.defaultLocale,
    onStored: webhook?.send,
  };
  return deps;
}

/**
 * For shutdown: gives queued webhook deliveries `timeoutMs` to go out (what is left is logged), then
 * closes the store.
 */
export async function shutdownFeedback(timeoutMs: number): Promise<void> {
  await webhook?.drain(timeoutMs);
  await closeFeedbackStore();
}
