import 'server-only';
import { siteConfig } from '@/config/site';
import type { FeedbackDeps } from './handler';
import { feedbackStore } from './open-store';
import { createRateLimiter } from './rate-limit';
import { feedbackSettings } from './settings';
import { createWebhookForwarder } from './webhook';

let deps: FeedbackDeps | undefined;

/** The process's feedback API dependencies, from the environment: one rate limiter, store and webhook. */
export function feedbackDeps(): FeedbackDeps {
  if (deps) return deps;
  const settings = feedbackSettings();
  const webhook = settings.webhookUrl
    ? createWebhookForwarder({ url: settings.webhookUrl, siteUrl: siteConfig.siteUrl })
    : undefined;
  deps = {
    store: feedbackStore,
    limiter: createRateLimiter(settings.rateLimit),
    salt: settings.salt ?? siteConfig.name,
    locales: siteConfig.i18n.locales,
    defaultLocale: siteConfig.i18n.defaultLocale,
    onStored: webhook?.send,
  };
  return deps;
}
