/**
 * What a reader typed (a search, a question), made safe to store: no control characters, at most
 * `maxLength` characters, and anything that could identify a person or open an account masked —
 * e-mail addresses, IP addresses, keys and tokens, long runs of digits (card, phone and account
 * numbers). The insights store only texts that went through here.
 */

/** The longest stored text, in characters (a search query or a question; the rest is cut). */
export const maxTypedTextLength = 200;

/** Whether hex groups and colons read as an IPv6 address (`fe80::1`, `2001:db8:0:0:0:0:0:1`). */
function isIpv6(text: string): boolean {
  const groups = text.split(':').filter((group) => group !== '');
  const shortened = (text.match(/::/g) ?? []).length;
  // A lone colon at either end is punctuation, not part of an address.
  const loose = /^:(?!:)|(?<!:):$/.test(text);
  return (
    /\d/.test(text) &&
    !loose &&
    shortened <= 1 &&
    (shortened === 1 || groups.length >= 3) &&
    groups.length <= 8 &&
    groups.every((group) => group.length <= 4)
  );
}

const masks: readonly [RegExp, string | ((match: string) => string)][] = [
  // E-mail addresses, also with spaces around the @ ("name @ example.com") or cut short ("name@exa"):
  // a name at something. A lone `@observe` (a decorator) stays.
  [/[\p{L}\p{N}._%+-]+\s?@\s?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*/gu, '[email]'],
  // Keys and tokens: the API's (pk-…, sk-…), bearer tokens, JWTs, and long mixed letter-digit strings.
  [/(?<![A-Za-z])(?:pk|sk)-[\w-]{4,}/gi, '[key]'],
  [/\bbearer\s+\S+/gi, '[key]'],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[key]'],
  [/\b(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{24,}\b/g, '[key]'],
  // IP addresses: v6 (hex groups and colons holding a digit, `::` once at most), then v4.
  [/(?<![\w:])[\da-f:]{2,}(?![\w:])/gi, (match) => (isIpv6(match) ? '[ip]' : match)],
  [/\b\d{1,3}(?:\.\d{1,3}){3}\b/g, '[ip]'],
  // Six digits or more in a run, spaces, dots and dashes between them allowed.
  [/\d(?:[\s.-]?\d){5,}/g, '[number]'],
];

/**
 * A typed text ready to store: Unicode normalised, control and formatting characters (line breaks,
 * bidirectional overrides, zero-width ones) turned into spaces, spaces collapsed, masks applied,
 * then cut to `maxLength` characters (never inside a surrogate pair).
 */
export function cleanTypedText(text: string, maxLength = maxTypedTextLength): string {
  let clean = text
    .slice(0, maxLength * 8)
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Again until nothing changes: a mask can open a word boundary for another (`100sk-…`).
  for (let pass = 0, before = ''; pass < 4 && before !== clean; pass++) {
    before = clean;
    for (const [pattern, replacement] of masks)
      clean = clean.replace(pattern, replacement as (match: string) => string);
  }
  return [...clean].slice(0, maxLength).join('').trim();
}
