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
