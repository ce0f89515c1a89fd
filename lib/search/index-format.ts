/**
 * The search files a locale ships, designed for size (see bench/search/README.md for measurements):
 *
 * - The index (`SearchIndexFile`): page URLs and titles, section anchors and headings, the sorted
 *   vocabulary, and for each term the sections whose text holds it, as gaps between section numbers
 *   written in a base-64 variable-length code. Titles and headings are tokenized again in the browser,
 *   so only body terms need postings. No section text: searching needs none.
 * - The excerpts (`SearchTextFile`): each section's text, for the snippets under the results. Loaded
 *   beside the index but not waited for: results show as soon as the index is in.
 */

export const searchFormatVersion = 1;

/** A page as the index builder reads it. */
export interface SearchDocument {
  url: string;
  title: string;
  /** The page's description, searched as the start of its first section. */
  description?: string;
  /** The text before the first heading (`id` empty), then one entry per heading. */
  sections: { id: string; heading: string; text: string }[];
}

export interface SearchIndexFile {
  v: typeof searchFormatVersion;
  /**
   * Per page: URL, title, number of sections. A page's sections follow each other; the first is the
   * text before its first heading, which has no entry in `s`.
   */
  p: [url: string, title: string, sections: number][];
  /** Per heading: its text when its id is `headingSlug(text)` (most are), else `[id, text]`. */
  s: (string | [id: string, heading: string])[];
  /** The vocabulary, sorted and front coded (see `writeVocabulary`). */
  t: string;
  /** Per term, in vocabulary order: the number of sections, then the gaps between their numbers. */
  d: string;
}

export interface SearchTextFile {
  v: typeof searchFormatVersion;
  /** Per section, in the index's order: its text. */
  x: string[];
}

/**
 * The id a heading gets from its text in the common case (as GitHub and the MDX compiler make them):
 * lower case, punctuation removed, spaces as dashes. The builder keeps the real id wherever it differs.
 */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** A term shares at most this many leading characters with the one before it in the written vocabulary. */
const maxSharedStart = 25;

/**
 * The sorted vocabulary, front coded: each term is written as one capital letter, `A` to `Z`, telling
 * how many leading characters it shares with the term before it (0 to 25), then the rest of it. No
 * separator is needed, as terms are lower case and never hold `A` to `Z` (see `normalize`).
 */
export function writeVocabulary(terms: readonly string[]): string {
  const out: string[] = [];
  let previous = '';
  for (const term of terms) {
    if (/[A-Z]/.test(term)) throw new Error(`Search index: term with a capital letter: ${term}`);
    let shared = 0;
    const most = Math.min(maxSharedStart, previous.length, term.length);
    while (shared < most && previous.charCodeAt(shared) === term.charCodeAt(shared)) shared += 1;
    // Never split a character outside the Basic Multilingual Plane (a surrogate pair).
    const last = term.charCodeAt(shared - 1);
    if (shared > 0 && last >= 0xd800 && last <= 0xdbff) shared -= 1;
    out.push(String.fromCharCode(65 + shared), term.slice(shared));
    previous = term;
  }
  return out.join('');
}

/** The terms of a vocabulary written by `writeVocabulary`. */
export function readVocabulary(encoded: string): string[] {
  const terms: string[] = [];
  let previous = '';
  let index = 0;
  while (index < encoded.length) {
    const shared = encoded.charCodeAt(index) - 65;
    if (shared < 0 || shared > maxSharedStart) {
      throw new Error(`Search index: unexpected character at ${index} of the vocabulary`);
    }
    let end = index + 1;
    while (end < encoded.length) {
      const code = encoded.charCodeAt(end);
      if (code >= 65 && code <= 90) break;
      end += 1;
    }
    previous = previous.slice(0, shared) + encoded.slice(index + 1, end);
    terms.push(previous);
    index = end;
  }
  return terms;
}

/** 64 characters that need no escaping in JSON: 32 for a final digit, 32 for a digit with more to come. */
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const digitOf = new Int8Array(128).fill(-1);
for (let index = 0; index < alphabet.length; index += 1) digitOf[alphabet.charCodeAt(index)] = index;

/** Appends a non-negative integer: 5 bits per character, least significant first. */
export function writeNumber(out: string[], value: number) {
  let rest = value;
  while (rest >= 32) {
    out.push(alphabet[32 + (rest & 31)]!);
    rest = Math.floor(rest / 32);
  }
  out.push(alphabet[rest]!);
}

/** Reads every number of a string written by `writeNumber`. */
export function readNumbers(encoded: string): Uint32Array {
  const values = new Uint32Array(encoded.length);
  let count = 0;
  let value = 0;
  let shift = 1;
  for (let index = 0; index < encoded.length; index += 1) {
    const digit = digitOf[encoded.charCodeAt(index)]!;
    if (digit < 0) throw new Error(`Search index: unexpected character at ${index}`);
    if (digit >= 32) {
      value += (digit - 32) * shift;
      shift *= 32;
    } else {
      values[count++] = value + digit * shift;
      value = 0;
      shift = 1;
    }
  }
  return values.subarray(0, count);
}
