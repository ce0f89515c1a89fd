import { z } from 'zod';
import { apiSandbox } from '@/config/api-sandbox';
import { envInteger, parseEnv } from '@/server/http/env';

const settingsSchema = z.object({
  API_SANDBOX: z
    .enum(['on', 'off', ''], { message: 'must be on or off' })
    .optional()
    .transform((value) => value !== 'off'),
  API_SANDBOX_RATE_LIMIT: envInteger(apiSandbox.rateLimit),
});

export interface SandboxSettings {
  /** False with `API_SANDBOX=off`: every sandbox address answers 404. */
  enabled: boolean;
  /** Requests to the sandbox per client and minute. */
  rateLimit: number;
}

/** Reads the sandbox's settings from the environment; a bad value throws naming the variable. */
export function sandboxSettings(env: Record<string, string | undefined> = process.env): SandboxSettings {
  const parsed = parseEnv(settingsSchema, env);
  return { enabled: parsed.API_SANDBOX, rateLimit: parsed.API_SANDBOX_RATE_LIMIT };
}
