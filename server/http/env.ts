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
