/**
 * The search files a locale ships, designed for size (measured by `npm run bench:search`, see
 * bench/README.md):
 *
 * - The index (`SearchIndexFile`): page URLs and titles, section anchors and headings, the sorted
 *   vocabulary (front coded), and for each term the sections whose text holds it, grouped by page
 *   and written bit by bit in a base-64 string (`writePostings`). Titles and headings are tokenized
 *   again in the browser, so only body terms need postings. No section text: searching needs none.
 * - The excerpts (`SearchTextFile`): each section's text, for the snippets under the results. Loaded
 *   beside the index but not waited for: results show as soon as the index is in.
 */

export const searchFormatVersion = 3;

/** A page as the index builder reads it. */
export interface SearchDocument {
  url: string;
  title: string;
  /** The page's description, searched as the start of its first section. */
  description?: string;
  /** The text before the first heading (`id` empty), then one entry per heading. */
  sections: { id: string; heading: string; text: string }[];
  /** The names of the folders above the page (`Prompt Management` for its Caching page). */
  trail?: string;
  /** Words the page is also found by: its `keywords` and its synonyms (lib/search/synonyms.ts). */
  keywords?: string[];
}

export interface SearchIndexFile {
  v: typeof searchFormatVersion;
  /**
   * Per page: URL, title, number of sections, and when not empty the folders above it and its
   * keywords (space-separated). A page's sections follow each other; the first is the text before its
   * first heading, which has no entry in `s`.
   */
  p: [url: string, title: string, sections: number, trail?: string, keywords?: string][];
  /** Per heading: its text when its id is `headingSlug(text)` (most are), else `[id, text]`. */
  s: (string | [id: string, heading: string])[];
  /** The vocabulary, sorted and front coded (see `writeVocabulary`). */
  t: string;
  /** Per term, in vocabulary order: the sections whose text holds it, as bits (see `writePostings`). */
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

/**
 * The sections of an index's pages, numbered in page order (a page's sections follow each other):
 * where each page's first one is (`pageFirstSection[page]`; at `pageCount`, the number of sections),
 * and each one's heading id and text (both empty for the text before a page's first heading).
 */
export function readSections(file: SearchIndexFile): {
  pageFirstSection: Uint32Array;
  ids: string[];
  headings: string[];
} {
  const sectionCount = file.p.reduce((sum, [, , count]) => sum + count, 0);
  if (sectionCount !== file.s.length + file.p.length) {
    throw new Error('Search index: section counts do not add up');
  }
  const pageFirstSection = new Uint32Array(file.p.length + 1);
  const ids: string[] = [];
  const headings: string[] = [];
  let section = 0;
  let heading = 0;
  file.p.forEach(([, , count], page) => {
    pageFirstSection[page] = section;
    section += count;
    ids.push('');
    headings.push('');
    for (let n = 1; n < count; n += 1) {
      const entry = file.s[heading++]!;
      const [id, text] = typeof entry === 'string' ? [headingSlug(entry), entry] : entry;
      ids.push(id);
      headings.push(text);
    }
  });
  pageFirstSection[file.p.length] = section;
  return { pageFirstSection, ids, headings };
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

/** 64 characters that need no escaping in JSON, each standing for six bits. */
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const digitOf = new Int8Array(128).fill(-1);
for (let index = 0; index < alphabet.length; index += 1) digitOf[alphabet.charCodeAt(index)] = index;

/** Bits written most significant first, six to a character of `alphabet`. */
export class BitWriter {
  private readonly out: string[] = [];
  private pending = 0;
  private pendingBits = 0;

  bit(value: number) {
    this.pending = (this.pending << 1) | (value & 1);
    this.pendingBits += 1;
    if (this.pendingBits === 6) {
      this.out.push(alphabet[this.pending]!);
      this.pending = 0;
      this.pendingBits = 0;
    }
  }

  /** The low `width` bits of a value. */
  bits(value: number, width: number) {
    for (let shift = width - 1; shift >= 0; shift -= 1) this.bit((value >>> shift) & 1);
  }

  /** A value from 1 up (Elias gamma): as many zeros as it has bits after the first, then its bits. */
  gamma(value: number) {
    const width = 32 - Math.clz32(value);
    this.bits(0, width - 1);
    this.bits(value, width);
  }

  /** A value from 0 to `most`: that many ones, then a zero unless it is `most`. */
  unary(value: number, most = Infinity) {
    for (let count = 0; count < value; count += 1) this.bit(1);
    if (value < most) this.bit(0);
  }

  /**
   * A value from 0 to `range - 1` (a range below 2^30) in truncated binary: `width` or `width + 1`
   * bits, the shorter codes for the smaller values; no bits for a range of one.
   */
  truncated(value: number, range: number) {
    if (range <= 1) return;
    const width = 31 - Math.clz32(range);
    const short = (2 << width) - range;
    if (value < short) this.bits(value, width);
    else this.bits(value + short, width + 1);
  }

  /** A value from 0 up in Golomb code: the quotient by `divisor` in unary, the rest truncated. */
  golomb(value: number, divisor: number) {
    const quotient = Math.floor(value / divisor);
    this.unary(quotient);
    this.truncated(value - quotient * divisor, divisor);
  }

  /** The bits written, the last character padded with zeros. */
  toString(): string {
    const last = this.pendingBits > 0 ? alphabet[this.pending << (6 - this.pendingBits)]! : '';
    return this.out.join('') + last;
  }
}

/** Reads what a `BitWriter` wrote, in the same order. */
export class BitReader {
  private readonly encoded: string;
  /** The next character to read. */
  private next = 0;
  /** Bits read from characters but not used yet: the low `buffered` bits of `buffer`. */
  private buffer = 0;
  private buffered = 0;

  constructor(encoded: string) {
    this.encoded = encoded;
  }

  /** Tops the buffer up to at least 25 bits (at most 30), or with what is left at the end. */
  private fill() {
    if (this.next >= this.encoded.length) throw new Error('Search index: postings end early');
    while (this.buffered <= 24 && this.next < this.encoded.length) {
      const code = this.encoded.charCodeAt(this.next);
      const digit = code < 128 ? digitOf[code]! : -1;
      if (digit < 0) throw new Error(`Search index: unexpected character at ${this.next}`);
      this.next += 1;
      this.buffer = ((this.buffer << 6) | digit) & 0x3fffffff;
      this.buffered += 6;
    }
  }

  bit(): number {
    return this.bits(1);
  }

  bits(width: number): number {
    if (width > 24) return this.bits(width - 24) * 0x1000000 + this.bits(24);
    while (this.buffered < width) this.fill();
    this.buffered -= width;
    return (this.buffer >>> this.buffered) & ((1 << width) - 1);
  }

  /**
   * How many of the next bits are `bit` (0 or 1), up to `most`. The bit that ends the run is used
   * up too, unless the run reached `most`.
   */
  private run(bit: number, most: number): number {
    let count = 0;
    for (;;) {
      if (count === most) return most;
      if (this.buffered === 0) this.fill();
      const left = this.buffer << (32 - this.buffered);
      // The buffered bits' leading zeros (for a run of ones, their inverse's), ...
      const length = Math.min(this.buffered, Math.clz32(bit === 1 ? ~left : left));
      // ... ended by the other bit within the buffer, before reaching `most`.
      if (length < this.buffered && count + length < most) {
        this.buffered -= length + 1;
        return count + length;
      }
      const used = Math.min(length, most - count);
      this.buffered -= used;
      count += used;
    }
  }

  gamma(): number {
    const width = this.run(0, 31) + 1;
    return (1 << (width - 1)) + this.bits(width - 1);
  }

  unary(most = Infinity): number {
    return this.run(1, most);
  }

  truncated(range: number): number {
    if (range <= 1) return 0;
    const width = 31 - Math.clz32(range);
    const short = (2 << width) - range;
    const value = this.bits(width);
    return value < short ? value : value * 2 + this.bits(1) - short;
  }

  golomb(divisor: number): number {
    return this.unary() * divisor + this.truncated(divisor);
  }
}

/**
 * The Golomb divisor for the gaps between `count` pages out of `pages`: about ln 2 times the mean gap,
 * in integer arithmetic so that every JavaScript engine computes the same.
 */
export function gapDivisor(pages: number, count: number): number {
  return count > 0 ? Math.max(1, Math.floor((pages * 69) / (count * 100))) : 1;
}

/**
 * Writes the postings: for each term, the sections whose text holds it (ascending section numbers),
 * grouped by page. Per term: the number of pages plus one (Elias gamma); per page, the gap from the
 * page before (Golomb, divisor from `gapDivisor`), how many of its sections hold the term, less one
 * (unary, at most the page's section count less one), and which (each as its distance from the one
 * before, truncated binary over the positions still possible).
 */
export function writePostings(
  lists: readonly (readonly number[])[],
  pageSections: readonly number[],
): string {
  const pageOf: number[] = [];
  const firstOf: number[] = [];
  pageSections.forEach((count, page) => {
    firstOf.push(pageOf.length);
    for (let n = 0; n < count; n += 1) pageOf.push(page);
  });
  const out = new BitWriter();
  for (const list of lists) {
    const groups: number[][] = [];
    let page = -1;
    let last = -1;
    for (const section of list) {
      const owner = pageOf[section];
      if (owner === undefined) throw new Error(`Search index: no section ${section}`);
      if (section <= last) throw new Error('Search index: postings must ascend');
      last = section;
      if (owner !== page) groups.push([owner]);
      groups.at(-1)!.push(section - firstOf[owner]!);
      page = owner;
    }
    out.gamma(groups.length + 1);
    const divisor = gapDivisor(pageSections.length, groups.length);
    let previous = -1;
    for (const [owner, ...offsets] of groups as [number, ...number[]][]) {
      out.golomb(owner - previous - 1, divisor);
      previous = owner;
      const count = pageSections[owner]!;
      out.unary(offsets.length - 1, count - 1);
      let low = 0;
      offsets.forEach((offset, index) => {
        out.truncated(offset - low, count - low - (offsets.length - 1 - index));
        low = offset + 1;
      });
    }
  }
  return out.toString();
}

/** Reads postings written by `writePostings`: per term its sections, from `start[term]` to `start[term + 1]`. */
export function readPostings(
  encoded: string,
  termCount: number,
  pageSections: ArrayLike<number>,
): { start: Uint32Array; sections: Uint32Array } {
  const input = new BitReader(encoded);
  const firstOf = new Uint32Array(pageSections.length);
  for (let page = 1; page < pageSections.length; page += 1) {
    firstOf[page] = firstOf[page - 1]! + pageSections[page - 1]!;
  }
  const start = new Uint32Array(termCount + 1);
  let sections = new Uint32Array(Math.max(16, encoded.length));
  let written = 0;
  for (let term = 0; term < termCount; term += 1) {
    start[term] = written;
    const pages = input.gamma() - 1;
    const divisor = gapDivisor(pageSections.length, pages);
    let page = -1;
    for (let n = 0; n < pages; n += 1) {
      page += input.golomb(divisor) + 1;
      const count = pageSections[page];
      if (count === undefined) throw new Error('Search index: postings name a page past the last');
      const offsets = input.unary(count - 1) + 1;
      if (written + offsets > sections.length) {
        const larger = new Uint32Array(sections.length * 2 + offsets);
        larger.set(sections);
        sections = larger;
      }
      let low = 0;
      for (let index = 0; index < offsets; index += 1) {
        const offset = low + input.truncated(count - low - (offsets - 1 - index));
        sections[written++] = firstOf[page]! + offset;
        low = offset + 1;
      }
    }
  }
  start[termCount] = written;
  return { start, sections: sections.subarray(0, written) };
}
