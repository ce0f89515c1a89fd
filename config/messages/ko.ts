import type { Messages } from './en-US';

/** Interface strings for `ko`; a missing key falls back to English. Translations come with the language issue. */
export const ko: Partial<Messages> = {};
