import type { QueryWord } from './query';
import { stem } from './tokenize';

/**
 * Which index terms a typed word may stand for: the word itself, the words it begins, other forms of
 * it (same English stem) and words a typo or two away, each with how closely it matches.
 */

/** How much a match counts by how close it is to the typed word. */
const matchWeight = { exact: 1, prefix: 0.75, stem: 0.9, typo: 0.45, typo2: 0.3 } as const;

/**
 * Prefix and typo matches of a word the docs use themselves (a finished word, not the one being
 * typed) count for this share: "test" most likely means test, not "text" or "testimonial".
 */
const knownWordFuzziness = 0.5;

/** Short prefixes (one or two letters) stand for at most this many words, the most frequent. */
const shortPrefixTerms = 80;

// Rows of the distance table, reused by every call: typo matching runs over the whole vocabulary.
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Damerau-Levenshtein distance, or `limit + 1` as soon as it must exceed `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (b.length + 1 > rows[0]!.length) rows = rows.map(() => new Int32Array(b.length + 1));
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

/** The letters a-z (and digits, as one bit) a word holds: words one edit apart differ in at most two. */
function letterMask(word: string): number {
  let mask = 0;
  for (let index = 0; index < word.length; index += 1) {
    const code = word.charCodeAt(index);
    if (code >= 97 && code <= 122) mask |= 1 << (code - 97);
    else mask |= 1 << 26;
  }
  return mask;
}

function bitCount(value: number): number {
  let rest = value - ((value >>> 1) & 0x55555555);
  rest = (rest & 0x33333333) + ((rest >>> 2) & 0x33333333);
  return (((rest + (rest >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** An index's terms, in order, and the terms a query word may stand for. */
export class Vocabulary {
  /** The terms, sorted; a term's id is its place here. */
  readonly terms: readonly string[];
  private readonly ids = new Map<string, number>();
  private readonly letterMasks: Int32Array;
  private readonly stems = new Map<number, string>();
  /** How many sections hold a term: a short prefix stands for the most frequent words it begins. */
  private readonly frequency: (id: number) => number;

  constructor(terms: readonly string[], frequency: (id: number) => number) {
    this.terms = terms;
    this.frequency = frequency;
    terms.forEach((term, id) => this.ids.set(term, id));
    this.letterMasks = Int32Array.from(terms, letterMask);
  }

  /** A term's id, when the index has it. */
  idOf(term: string): number | undefined {
    return this.ids.get(term);
  }

  /** Index terms a query word may stand for, each with how closely it matches. */
  candidates(word: QueryWord): Map<number, number> {
    const found = new Map<number, number>();
    const offer = (id: number, weight: number) => {
      if ((found.get(id) ?? 0) < weight) found.set(id, weight);
    };
    const exact = this.ids.get(word.text);
    if (exact !== undefined) offer(exact, matchWeight.exact);
    const known = exact !== undefined && !word.last;
    const prefixes: [string, number][] = [[word.text, matchWeight.prefix * (known ? knownWordFuzziness : 1)]];
    for (const [prefix, weight] of prefixes) {
      // A one-letter word matches by prefix only while it is being typed.
      if (prefix.length < 2 && !word.last && !word.cjk) continue;
      let matches: number[] = [];
      for (let id = this.lowerBound(prefix); id < this.terms.length; id += 1) {
        if (!this.terms[id]!.startsWith(prefix)) break;
        if (id !== exact) matches.push(id);
      }
      if (prefix.length < 3 && matches.length > shortPrefixTerms) {
        matches = matches.sort((a, b) => this.frequency(b) - this.frequency(a)).slice(0, shortPrefixTerms);
      }
      for (const id of matches) {
        offer(id, weight * (0.85 + (0.15 * prefix.length) / this.terms[id]!.length));
      }
    }
    // Other forms of the same word (`tracing` for `traces`): terms with the same English stem.
    if (!word.cjk) {
      for (const id of this.termsWithStem(stem(word.text))) if (id !== exact) offer(id, matchWeight.stem);
    }
    if (!word.cjk && word.text.length >= 4) {
      const limit = word.text.length >= 8 ? 2 : 1;
      const mask = letterMask(word.text);
      const corrected: [number, number][] = [];
      for (let id = 0; id < this.terms.length; id += 1) {
        if (bitCount(mask ^ this.letterMasks[id]!) > 2 * limit || found.has(id)) continue;
        const distance = editDistance(word.text, this.terms[id]!, limit);
        if (distance <= limit)
          corrected.push([
            id,
            (distance === 1 ? matchWeight.typo : matchWeight.typo2) *
              (exact !== undefined ? knownWordFuzziness : 1),
          ]);
      }
      // A mistyped word (one the docs never use) stands for the inflections of the word it was meant
      // to be: "dashbord" is one letter from "dashboard" and so as close to "dashboards".
      for (const [id, weight] of corrected) {
        offer(id, weight);
        if (exact !== undefined) continue;
        const meant = this.terms[id]!;
        for (const form of this.formsOf(id)) {
          const other = this.terms[form]!;
          const [short, long] = other.length < meant.length ? [other, meant] : [meant, other];
          if (long.startsWith(short) && long.length - short.length <= 3) offer(form, weight);
        }
      }
    }
    return found;
  }

  /** The first term id whose term is not below `prefix`. */
  private lowerBound(prefix: string): number {
    let low = 0;
    let high = this.terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.terms[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The terms with the same stem as term `id` (itself included). */
  private formsOf(id: number): number[] {
    const forms = this.termsWithStem(this.stemOf(id));
    return forms.length > 0 ? forms : [id];
  }

  /**
   * The terms whose English stem is `wordStem`. Stems end where a word's forms part, give or take a
   * final e, i or y, so the terms are found by prefix. None for stems under three letters.
   */
  private termsWithStem(wordStem: string): number[] {
    const start = wordStem.replace(/[eiy]$/, '');
    if (start.length < 3) return [];
    const terms: number[] = [];
    for (let id = this.lowerBound(start); id < this.terms.length; id += 1) {
      if (!this.terms[id]!.startsWith(start)) break;
      if (this.stemOf(id) === wordStem) terms.push(id);
    }
    return terms;
  }

  /** A term's stem, worked out once. */
  private stemOf(id: number): string {
    let value = this.stems.get(id);
    if (value === undefined) {
      value = stem(this.terms[id]!);
      this.stems.set(id, value);
    }
    return value;
  }
}
