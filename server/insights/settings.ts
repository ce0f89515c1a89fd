import { z } from 'zod';
import { defaultKeysPerDay } from '@/lib/insights/counts';
import { adminTokenMinLength } from '@/server/feedback/settings';
import { envInteger, parseEnv } from '@/server/http/env';

const token = z
  .string()
  .optional()
  .refine((value) => !value || value.length >= adminTokenMinLength, {
    message: `must be at least ${adminTokenMinLength} characters; generate one with \`openssl rand -hex 32\``,
  });

const settingsSchema = z.object({
  INSIGHTS: z
    .string()
    .optional()
    .refine((value) => !value || /^(on|off)$/i.test(value), { message: 'must be "on" or "off"' }),
  INSIGHTS_RATE_LIMIT: envInteger(120),
  INSIGHTS_KEYS_PER_DAY: envInteger(defaultKeysPerDay),
  INSIGHTS_RETENTION_DAYS: envInteger(400),
  INSIGHTS_TOKEN: token,
  FEEDBACK_ADMIN_TOKEN: token,
});

export interface InsightsSettings {
  /** False with `INSIGHTS=off`: nothing is collected and the dashboard says so. */
  enabled: boolean;
  /** Beacon requests per client and minute. */
  rateLimit: number;
  /** Distinct free-text keys kept per day, metric and locale. */
  keysPerDay: number;
  /** Days of rollups kept; older days are pruned. */
  retentionDays: number;
  /** The dashboard's sign-in token: `INSIGHTS_TOKEN`, else `FEEDBACK_ADMIN_TOKEN`. */
  token: string | undefined;
}

/** Reads the insights settings from the environment; a bad value throws naming the variable. */
export function insightsSettings(env: Record<string, string | undefined> = process.env): InsightsSettings {
  const data = parseEnv(settingsSchema, env);
  return {
    enabled: (data.INSIGHTS ?? 'on').toLowerCase() !== 'off',
    rateLimit: data.INSIGHTS_RATE_LIMIT,
    keysPerDay: data.INSIGHTS_KEYS_PER_DAY,
    retentionDays: data.INSIGHTS_RETENTION_DAYS,
    token: data.INSIGHTS_TOKEN || data.FEEDBACK_ADMIN_TOKEN || undefined,
  };
}
