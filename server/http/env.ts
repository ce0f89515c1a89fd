import { z } from 'zod';

/**
 * An environment variable holding a whole number of at least `min`; unset or empty means `fallback`.
 * Used in the settings schemas, which name the variable in their error.
 */
export function envInteger(fallback: number, min = 1) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      const number = Number(value);
      if (!/^\s*\d+\s*$/.test(value) || !Number.isSafeInteger(number) || number < min) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number of at least ${min}` });
        return z.NEVER;
      }
      return number;
    });
}

/** Parses the environment with a settings schema; the first problem throws as `VARIABLE: message`. */
export function parseEnv<T extends z.ZodType>(
  schema: T,
  env: Record<string, string | undefined>,
): z.output<T> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`${issue.path.join('.')}: ${issue.message}`);
  }
  return result.data;
}
