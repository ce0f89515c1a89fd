/**
 * Characters no visitor types and no stored text may hold: they break terminals (ANSI escapes, BEL),
 * databases (NUL fails a PostgreSQL insert), or what a reader sees (bidi overrides that reorder text,
 * lone surrogates that are not characters at all).
 */
const unsafe =
  // C0 controls but tab, line feed and carriage return (those are allowed where text has lines), DEL,
  // C1 controls, bidi embeddings/overrides/isolates, and UTF-16 halves without their partner.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const lineBreaks = /[\t\n\r]/;

/**
 * Describes the first character of `text` that may not be stored, or returns undefined. Tabs and line
 * breaks are allowed only when `multiline` is set (comments), never in one-line values (paths).
 */
export function unsafeCharacter(text: string, { multiline = false } = {}): string | undefined {
  const match = unsafe.exec(text) ?? (multiline ? null : lineBreaks.exec(text));
  if (!match) return undefined;
  const code = match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
  return `U+${code}`;
}

const unsafeEverywhere = new RegExp(unsafe.source, 'g');
/** An ANSI escape sequence (CSI or OSC), which `withoutUnsafeCharacters` removes whole. */
const ansiSequence = /\u001B(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001B]*(?:\u0007|\u001B\\)?)/g;

/**
 * `text` without the characters `unsafeCharacter` refuses in what visitors type (tabs and line breaks
 * kept), ANSI escape sequences removed whole: for text the site did not write and cannot refuse,
 * such as a model's answer, which must show what a visitor may type and nothing more.
 */
export function withoutUnsafeCharacters(text: string): string {
  return text.replace(ansiSequence, '').replace(unsafeEverywhere, '');
}
