import type { Messages } from './en-US';

/** Interface strings for `ja`. Missing keys fall back to English (and are reported by `npm run check:messages`). */
export const ja: Partial<Messages> = {};
