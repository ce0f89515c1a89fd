import type { Messages } from './en-US';

/** Interface strings for `ja`; a missing key falls back to English. Translations come with the language issue. */
export const ja: Partial<Messages> = {};
