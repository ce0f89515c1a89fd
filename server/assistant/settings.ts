import { z } from 'zod';
import { envInteger } from '@/server/http/env';

const url = z
  .string()
  .optional()
  .transform((value) => value?.replace(/\/+$/, '') || undefined)
  .refine((value) => value === undefined || /^https?:\/\/[^/\s]+/i.test(value), {
    message: 'must be the http(s) base URL of an OpenAI-compatible API, such as https://api.openai.com/v1',
  });

const settingsSchema = z
  .object({
    ASSISTANT_API_URL: url,
    ASSISTANT_API_KEY: z.string().optional(),
    ASSISTANT_MODEL: z.string().optional(),
    ASSISTANT_RATE_LIMIT: envInteger(10),
  })
  .refine((env) => !env.ASSISTANT_API_URL || env.ASSISTANT_MODEL, {
    message: 'ASSISTANT_MODEL must name the model when ASSISTANT_API_URL is set',
    path: ['ASSISTANT_MODEL'],
  });

/** The model endpoint the assistant may use; none means answers come from the docs alone. */
export interface ModelEndpoint {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

export interface AssistantSettings {
  model: ModelEndpoint | undefined;
  /** Questions per client and minute. */
  rateLimit: number;
}

/** Reads the assistant's settings from the environment; a bad value throws naming the variable. */
export function assistantSettings(env: Record<string, string | undefined> = process.env): AssistantSettings {
  const result = settingsSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid assistant settings:\n  ${problems.join('\n  ')}`);
  }
  const { ASSISTANT_API_URL, ASSISTANT_API_KEY, ASSISTANT_MODEL, ASSISTANT_RATE_LIMIT } = result.data;
  return {
    model:
      ASSISTANT_API_URL && ASSISTANT_MODEL
        ? { baseUrl: ASSISTANT_API_URL, apiKey: ASSISTANT_API_KEY || undefined, model: ASSISTANT_MODEL }
        : undefined,
    rateLimit: ASSISTANT_RATE_LIMIT,
  };
}
