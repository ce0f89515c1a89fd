import { z } from 'zod';
import { envInteger, parseEnv } from '@/server/http/env';

const settingsSchema = z.object({
  FEEDBACK_RATE_LIMIT: envInteger(20),
  FEEDBACK_KEY_SALT: z.string().optional(),
  FEEDBACK_ADMIN_TOKEN: z.string().optional(),
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
