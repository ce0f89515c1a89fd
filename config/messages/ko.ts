import type { Messages } from './en-US';

/** Interface strings for `ko`. Missing keys fall back to English (and are reported by `npm run check:messages`). */
export const ko: Partial<Messages> = {};
