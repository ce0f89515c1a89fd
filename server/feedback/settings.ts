import { z } from 'zod';
import { siteConfig } from '@/config/site';
import { envInteger, parseEnv } from '@/server/http/env';
import { createFailureThrottle, type FailureThrottle } from '@/server/http/rate-limit';

/** The shortest admin token accepted: 32 characters, 128 bits when hex (`openssl rand -hex 32` gives 64). */
export const adminTokenMinLength = 32;

const settingsSchema = z.object({
  FEEDBACK_RATE_LIMIT: envInteger(20),
  FEEDBACK_KEY_SALT: z.string().optional(),
  FEEDBACK_ADMIN_TOKEN: z
    .string()
    .optional()
    .refine((value) => !value || value.length >= adminTokenMinLength, {
      message: `must be at least ${adminTokenMinLength} characters; generate one with \`openssl rand -hex 32\``,
    }),
  FEEDBACK_WEBHOOK_URL: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || /^https?:\/\/[^/\s]+/i.test(value), {
      message: 'must be an http(s) URL such as https://hooks.slack.com/services/…',
    }),
});

export interface FeedbackSettings {
  rateLimit: number;
  salt: string | undefined;
  adminToken: string | undefined;
  webhookUrl: string | undefined;
}

/** Reads the feedback settings from the environment; a bad value throws naming the variable. */
export function feedbackSettings(env: Record<string, string | undefined> = process.env): FeedbackSettings {
  const data = parseEnv(settingsSchema, env);
  return {
    rateLimit: data.FEEDBACK_RATE_LIMIT,
    salt: data.FEEDBACK_KEY_SALT || undefined,
    adminToken: data.FEEDBACK_ADMIN_TOKEN || undefined,
    webhookUrl: data.FEEDBACK_WEBHOOK_URL,
  };
}

/**
 * The salt of every client key of the site (feedback rows and every rate limit): `FEEDBACK_KEY_SALT`,
 * else the site's name. One salt everywhere, so one client is one key to every limit and instance.
 */
export function clientKeySalt(env: Record<string, string | undefined> = process.env): string {
  return feedbackSettings(env).salt ?? siteConfig.name;
}

/** Wrong admin tokens allowed per client before it must wait, and the window they are counted in. */
export const adminTokenTries = { limit: 10, windowMs: 15 * 60_000 } as const;

const processThrottle = Symbol.for('spanlight.adminTokenThrottle');

/**
 * The throttle of wrong admin tokens, one per process whichever route asks (the summary and the deep
 * health check count against one budget; Next.js may load a module once per route bundle, hence the
 * process-wide slot).
 */
export function adminTokenThrottle(): FailureThrottle {
  const slot = globalThis as { [processThrottle]?: FailureThrottle };
  return (slot[processThrottle] ??= createFailureThrottle(adminTokenTries.limit, adminTokenTries.windowMs));
}
