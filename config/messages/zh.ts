import type { Messages } from './en-US';

/** Interface strings for `zh`; a missing key falls back to English. Translations come with the language issue. */
export const zh: Partial<Messages> = {};
