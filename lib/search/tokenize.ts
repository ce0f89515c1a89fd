import { stemmer } from 'stemmer';
/**
 * Words of a text as search terms, shared by the index builder and the browser so that both sides
 * agree on every term. Latin-script text is split into words (identifiers also into their parts);
 * Chinese, Japanese and Korean runs, which have no spaces between words, become overlapping pairs of
 * characters (bigrams), so any two-character sequence of a query finds the text that holds it.
 */

export interface Token {
  /** The normalized term. */
  term: string;
  /** Offsets of the word in the original text, for highlighting. */
  start: number;
  end: number;
  /** A bigram (or single character) of a Chinese, Japanese or Korean run. */
  cjk: boolean;
  /** A part of an identifier (`current` in `start_as_current`), indexed beside the whole word. */
  part?: boolean;
}

/**
 * Frequent English words (articles, pronouns, auxiliaries, conjunctions, quantifiers) that say
 * nothing about what a section is about and match a large share of all sections: left out of the
 * body postings, and of a query unless being typed. Titles and headings keep them (see
 * `indexTerms`), so a page called "How it works" is still found by "how". Not "about" and "other":
 * as in "About us" and "Other integrations", they name pages.
 */
export const stopWords: ReadonlySet<string> = new Set(
  (
    'a against all also although an and any are as at be because been both but by can could did do ' +
    'does doing each either every few for from had has have having he her here hers herself him ' +
    'himself his how however i if in into is it its itself just may me might more most much must my ' +
    'myself neither no nor not of on once only or ought our ours ourselves own rather same shall ' +
    'she should so some such than that the their theirs them themselves then there these they this ' +
    'those though through to too us very was we were what when where whether which while who whom ' +
    'whose why will with would yet you your yours yourself yourselves'
  ).split(' '),
);

/**
 * Words of a question that say how it is asked, not what about ("is there a way to…", "I want to…"):
 * dropped from a query like stop words (the index keeps them).
 */
export const questionWords: ReadonlySet<string> = new Set(
  'able anything anyone please possible someone something thing things want wanted wants way ways need needs ok okay'.split(
    ' ',
  ),
);

/** Terms longer than this are cut: long hashes and base64 blobs would only bloat the index. */
const maxTermLength = 32;

const cjkChar = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc\u3005]/u;
const wordRun = /[\p{L}\p{N}\p{M}_]+/gu;
const cjkOrOther =
  /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc\u3005]+)|([^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc\u3005]+)/gu;

/**
 * Lower case, compatibility forms folded (full-width `Ａ` is `a`) and Latin accents removed (`é` is
 * `e`). Only the combining marks of Latin letters are removed: Japanese voicing marks stay.
 */
export function normalize(text: string): string {
  // Plain ASCII, most of the docs: the Unicode forms change nothing (a fast path for opening an index).
  if (ascii.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFKC')
    .toLowerCase();
}

const ascii = /^[\x00-\x7f]*$/;

export function isCjk(text: string): boolean {
  return cjkChar.test(text);
}

/** `updateCurrentTrace` -> update, current, trace; `start_as_current` -> start, as, current. */
function identifierParts(word: string): string[] {
  // No capital after the first letter and no underscore: a plain word, nothing to split.
  if (!/[A-Z_]/.test(word.slice(1))) return [];
  const spaced = word
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/_+/g, ' ');
  const parts = spaced.split(' ').filter(Boolean);
  return parts.length > 1 ? parts : [];
}

function pushLatin(tokens: Token[], word: string, start: number) {
  const end = start + word.length;
  const term = normalize(word).slice(0, maxTermLength);
  if (term.replace(/_/g, '').length === 0) return;
  tokens.push({ term, start, end, cjk: false });
  let offset = start;
  for (const part of identifierParts(word)) {
    const at = word.indexOf(part, offset - start) + start;
    offset = at + part.length;
    tokens.push({
      term: normalize(part).slice(0, maxTermLength),
      start: at,
      end: offset,
      cjk: false,
      part: true,
    });
  }
}

function pushCjk(tokens: Token[], run: string, start: number) {
  const chars = [...run];
  const offsets: number[] = [];
  let offset = start;
  for (const char of chars) {
    offsets.push(offset);
    offset += char.length;
  }
  offsets.push(offset);
  const normalized = chars.map((char) => normalize(char));
  if (chars.length === 1) {
    tokens.push({ term: normalized[0]!, start, end: offset, cjk: true });
    return;
  }
  for (let index = 0; index + 1 < chars.length; index += 1) {
    tokens.push({
      term: normalized[index]! + normalized[index + 1]!,
      start: offsets[index]!,
      end: offsets[index + 2]!,
      cjk: true,
    });
  }
}

/** Every token of a text, in order, stop words included (the index builder leaves those out). */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const run of text.matchAll(wordRun)) {
    const runStart = run.index;
    for (const piece of run[0].matchAll(cjkOrOther)) {
      const start = runStart + piece.index;
      if (piece[1]) pushCjk(tokens, piece[1], start);
      else if (piece[2]) pushLatin(tokens, piece[2], start);
    }
  }
  return tokens;
}

/**
 * The distinct terms a text is indexed under: no single Latin letters, and no stop words unless
 * `keepStopWords` (for titles and headings, which are short and chosen with care).
 */
export function indexTerms(text: string, keepStopWords = false): string[] {
  const terms = new Set<string>();
  for (const { term, cjk } of tokenize(text)) {
    if (!cjk && (term.length < 2 || (!keepStopWords && stopWords.has(term)))) continue;
    terms.add(term);
  }
  return [...terms];
}

/**
 * The English stem of a term (Porter's algorithm, from the `stemmer` package): `traces`, `tracing`
 * and `traced` all give `trace`, `policies` and `policy` give `polici`. Terms that are not plain
 * lower-case Latin words (identifiers, numbers, CJK) are their own stem.
 */
export function stem(term: string): string {
  if (term.length < 3 || !/^[a-z]+$/.test(term)) return term;
  return stemmer(term);
}
