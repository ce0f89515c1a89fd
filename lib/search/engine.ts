import {
  headingSlug,
  readPostings,
  readVocabulary,
  type SearchIndexFile,
  type SearchTextFile,
} from './index-format';
import { groupPrior, resultGroupOf } from './collections';
import { indexTerms, isCjk, normalize, questionWords, stem, stopWords, tokenize } from './tokenize';

/** Search results per level: sections shown under a page. */
export const sectionsPerPage = 5;
/** The search index's cache: the number of recent queries whose results are kept. */
export const queryCacheSize = 100;

/** How much a match counts by where it is: a title outranks a heading, a heading outranks body text. */
const fieldWeight = { title: 8, keywords: 4, trail: 3, heading: 3, body: 1 } as const;
/** How steeply a page's score falls with the share of the query it misses. */
const coverageExponent = 2;

const hardCoverageWords = 3;

/**
 * A question longer than `hardCoverageWords` words matches many pages by one common word each. Pages
 * scoring under this share of the best are left out: in a list grouped by collection, they would come
 * before a good answer from another collection.
 */
const questionScoreFloor = 0.2;
/**
 * A query word a page holds only outside its best section (and outside its name) counts for this
 * share of its weight: the words of a question found together in one section say more than the same
 * words scattered over a long page.
 */
const scatteredWordWeight = 0.75;
/**
 * Prefix and typo matches of a word the docs use themselves (a finished word, not the one being
 * typed) count for this share: "test" most likely means test, not "text" or "testimonial".
 */
const knownWordFuzziness = 0.5;

/** How much a match counts by how close it is to the typed word. */
const matchWeight = { exact: 1, prefix: 0.75, stem: 0.9, typo: 0.45, typo2: 0.3 } as const;

export interface SectionResult {
  section: number;
  /** The heading's text (sections only; the page's own text has none). */
  heading: string;
  url: string;
  score: number;
}

export interface PageResult {
  page: number;
  url: string;
  title: string;
  score: number;
  /** Whether every query word is in the title. */
  titleMatch: boolean;
  /** The page's text before its first heading, when it matched: shown under the title. */
  intro: number | null;
  /** The best matching sections (at most `sectionsPerPage`), best first. */
  sections: SectionResult[];
}

export interface SearchResults {
  query: string;
  pages: PageResult[];
  /** Index terms the query matched, for highlighting. */
  terms: ReadonlySet<string>;
}

interface QueryWord {
  text: string;
  cjk: boolean;
  /** The word being typed: matched as a prefix too, even when it is a stop word. */
  last: boolean;
}

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

/** Where a page holds a query word. */
export const placed = { missing: 0, scattered: 1, together: 2 } as const;

/**
 * The share of a query a page answers, weighted by rarity (`weights`, per query word): missing the rare
 * word of a question costs more than missing a common one, and a word found only outside the page's
 * name and its best section (`placed.scattered`) counts for `scatteredWordWeight` of its weight.
 */
export function answeredShare(weights: ArrayLike<number>, placement: ArrayLike<number>): number {
  let total = 0;
  let answered = 0;
  for (let k = 0; k < weights.length; k += 1) {
    total += weights[k]!;
    if (placement[k] === placed.together) answered += weights[k]!;
    else if (placement[k] === placed.scattered) answered += weights[k]! * scatteredWordWeight;
  }
  return total > 0 ? answered / total : 0;
}

/** The weight of a page's collection in the ranking (`groupPrior`). */
export function collectionPrior(url: string): number {
  // The contributors' guide is docs about writing the docs, not about the product.
  if (/^\/(?:[a-z]{2}\/)?docs\/contributing(?:\/|$)/.test(url)) return groupPrior.blog;
  return groupPrior[resultGroupOf(url)];
}

/** True for a query about news: a year, a version, or words like changelog, release notes, what's new. */
export function asksForNews(query: string): boolean {
  return /\b(?:changelog|release notes?|released|announce\w*|blog|news|what'?s new|new in|launch\w*|20\d\d|v\d+(?:\.\d+)*)\b/i.test(
    query,
  );
}

/** Pages listed at most for one query (each with up to `sectionsPerPage` sections). */
export const maxPages = 100;

/** Short prefixes (one or two letters) stand for at most this many words, the most frequent. */
const shortPrefixTerms = 80;

/** The words of a query: whole words (not identifier parts), stop words dropped unless being typed. */
export function queryWords(query: string): QueryWord[] {
  const tokens = tokenize(query).filter((token) => !token.part);
  const endsInWord = /[\p{L}\p{N}_]$/u.test(query);
  const words = tokens.map((token, index) => ({
    text: token.term,
    cjk: token.cjk,
    last: index === tokens.length - 1 && endsInWord,
  }));
  const filler = (word: QueryWord) => stopWords.has(word.text) || questionWords.has(word.text);
  // The last word may be a longer word still being typed ("me" on the way to "memory"), unless the
  // query is already a question: then it is the question's last word ("…costing me").
  const question = words.filter((word) => !filler(word)).length > hardCoverageWords;
  const kept = words.filter((word) => word.cjk || (word.last && !question) || !filler(word));
  return kept.length > 0 ? kept : words;
}

/** An in-browser index over one locale's search file. */
export class SearchIndex {
  readonly pageCount: number;
  readonly sectionCount: number;
  private readonly pages: SearchIndexFile['p'];
  /** Per section: heading id and text (both empty for the text before a page's first heading). */
  private readonly sectionIds: string[];
  private readonly headings: string[];
  private readonly sectionPage: Uint32Array;
  private readonly pageFirstSection: Uint32Array;
  private readonly vocabulary: string[];
  private readonly termIds = new Map<string, number>();
  private readonly postingStart: Uint32Array;
  private readonly postings: Uint32Array;
  private readonly letterMasks: Int32Array;
  private readonly titlePostings = new Map<number, number[]>();
  /** Pages by the terms of the folders above them, and of their keywords. */
  private readonly trailPostings = new Map<number, number[]>();
  private readonly keywordPostings = new Map<number, number[]>();
  private readonly headingPostings = new Map<number, number[]>();
  private readonly normalizedTitles: string[];
  /** Per page: its collection's weight (`collectionPrior`). */
  private readonly priors: Float32Array;
  /** Number of distinct index terms in each title. */
  private readonly titleLengths: Uint8Array;
  private texts: string[] | null = null;
  private readonly cache = new Map<string, SearchResults>();

  constructor(file: SearchIndexFile) {
    this.pages = file.p;
    this.pageCount = file.p.length;
    this.sectionCount = file.p.reduce((sum, [, , count]) => sum + count, 0);
    if (this.sectionCount !== file.s.length + this.pageCount) {
      throw new Error('Search index: section counts do not add up');
    }
    this.sectionPage = new Uint32Array(this.sectionCount);
    this.pageFirstSection = new Uint32Array(this.pageCount + 1);
    this.sectionIds = [];
    this.headings = [];
    let section = 0;
    let heading = 0;
    file.p.forEach(([, , count], page) => {
      this.pageFirstSection[page] = section;
      this.sectionPage.fill(page, section, section + count);
      section += count;
      this.sectionIds.push('');
      this.headings.push('');
      for (let n = 1; n < count; n += 1) {
        const entry = file.s[heading++]!;
        const [id, text] = typeof entry === 'string' ? [headingSlug(entry), entry] : entry;
        this.sectionIds.push(id);
        this.headings.push(text);
      }
    });
    this.pageFirstSection[this.pageCount] = section;

    this.vocabulary = readVocabulary(file.t);
    this.vocabulary.forEach((term, id) => this.termIds.set(term, id));
    this.letterMasks = Int32Array.from(this.vocabulary, letterMask);

    const postings = readPostings(
      file.d,
      this.vocabulary.length,
      file.p.map(([, , count]) => count),
    );
    this.postingStart = postings.start;
    this.postings = postings.sections;

    this.normalizedTitles = file.p.map(([, title]) => normalize(title).trim());
    this.priors = Float32Array.from(file.p, ([url]) => collectionPrior(url));
    this.titleLengths = Uint8Array.from(file.p, ([, title]) => Math.min(255, indexTerms(title).length));
    // The terms of each distinct text, worked out once: trails, keyword lists and headings repeat across
    // pages ("Setup", "Docs › Observability"), and tokenizing is most of the time opening an index takes.
    const seen = new Map<string, number[]>();
    file.p.forEach(([, title, , trail, keywords], page) => {
      this.addFieldTerms(this.titlePostings, title, page, seen);
      if (trail) this.addFieldTerms(this.trailPostings, trail, page, seen);
      if (keywords) this.addFieldTerms(this.keywordPostings, keywords, page, seen);
    });
    this.headings.forEach((heading, index) => this.addFieldTerms(this.headingPostings, heading, index, seen));
  }

  private addFieldTerms(
    target: Map<number, number[]>,
    text: string,
    item: number,
    seen: Map<string, number[]>,
  ) {
    let ids = seen.get(text);
    if (!ids) {
      ids = [];
      for (const { term } of tokenize(text)) {
        const id = this.termIds.get(term);
        if (id !== undefined) ids.push(id);
      }
      seen.set(text, ids);
    }
    for (const id of ids) {
      const list = target.get(id);
      if (!list) target.set(id, [item]);
      else if (list.at(-1) !== item) list.push(item);
    }
  }

  /** Adds the excerpt file, for snippets. */
  attachText(file: SearchTextFile) {
    if (file.x.length !== this.sectionCount) throw new Error('Search excerpts do not match the index');
    this.texts = file.x;
  }

  /** The index of a page's first section (its text before the first heading). */
  firstSectionOf(page: number): number {
    return this.pageFirstSection[page]!;
  }

  /** Every page of the index, in its order (collections in the site's order, by URL within one). */
  pageList(): { url: string; title: string }[] {
    return this.pages.map(([url, title]) => ({ url, title }));
  }

  /** Every address the index leads to: each page's URL, and `url#id` for each of its headings. */
  addresses(): Set<string> {
    const addresses = new Set<string>();
    this.pages.forEach(([url], page) => {
      addresses.add(url);
      for (
        let section = this.pageFirstSection[page]! + 1;
        section < this.pageFirstSection[page + 1]!;
        section += 1
      )
        addresses.add(`${url}#${this.sectionIds[section]}`);
    });
    return addresses;
  }

  /** A section's text, once the excerpt file is in. */
  textOf(section: number): string | null {
    return this.texts?.[section] ?? null;
  }

  /** The first vocabulary index whose term is not below `prefix`. */
  private lowerBound(prefix: string): number {
    let low = 0;
    let high = this.vocabulary.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.vocabulary[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Index terms a query word may stand for, each with how closely it matches. */
  private candidates(word: QueryWord): Map<number, number> {
    const found = new Map<number, number>();
    const offer = (id: number, weight: number) => {
      if ((found.get(id) ?? 0) < weight) found.set(id, weight);
    };
    const exact = this.termIds.get(word.text);
    if (exact !== undefined) offer(exact, matchWeight.exact);
    const known = exact !== undefined && !word.last;
    const prefixes: [string, number][] = [[word.text, matchWeight.prefix * (known ? knownWordFuzziness : 1)]];
    for (const [prefix, weight] of prefixes) {
      // A one-letter word matches by prefix only while it is being typed.
      if (prefix.length < 2 && !word.last && !word.cjk) continue;
      let matches: number[] = [];
      for (let id = this.lowerBound(prefix); id < this.vocabulary.length; id += 1) {
        if (!this.vocabulary[id]!.startsWith(prefix)) break;
        if (id !== exact) matches.push(id);
      }
      if (prefix.length < 3 && matches.length > shortPrefixTerms) {
        matches = matches.sort((a, b) => this.bodyCount(b) - this.bodyCount(a)).slice(0, shortPrefixTerms);
      }
      for (const id of matches) {
        offer(id, weight * (0.85 + (0.15 * prefix.length) / this.vocabulary[id]!.length));
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
      for (let id = 0; id < this.vocabulary.length; id += 1) {
        if (bitCount(mask ^ this.letterMasks[id]!) > 2 * limit || found.has(id)) continue;
        const distance = editDistance(word.text, this.vocabulary[id]!, limit);
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
        const meant = this.vocabulary[id]!;
        for (const form of this.formsOf(id)) {
          const other = this.vocabulary[form]!;
          const [short, long] = other.length < meant.length ? [other, meant] : [meant, other];
          if (long.startsWith(short) && long.length - short.length <= 3) offer(form, weight);
        }
      }
    }
    return found;
  }

  private readonly stems = new Map<number, string>();

  /** The vocabulary terms with the same stem as term `id` (itself included). */
  private formsOf(id: number): number[] {
    const forms = this.termsWithStem(this.stemOf(id));
    return forms.length > 0 ? forms : [id];
  }

  /**
   * The vocabulary terms whose English stem is `wordStem`. Stems end where a word's forms part, give
   * or take a final e, i or y, so the terms are found by prefix. None for stems under three letters.
   */
  private termsWithStem(wordStem: string): number[] {
    const start = wordStem.replace(/[eiy]$/, '');
    if (start.length < 3) return [];
    const terms: number[] = [];
    for (let id = this.lowerBound(start); id < this.vocabulary.length; id += 1) {
      if (!this.vocabulary[id]!.startsWith(start)) break;
      if (this.stemOf(id) === wordStem) terms.push(id);
    }
    return terms;
  }

  /** A vocabulary term's stem, worked out once. */
  private stemOf(id: number): string {
    let value = this.stems.get(id);
    if (value === undefined) {
      value = stem(this.vocabulary[id]!);
      this.stems.set(id, value);
    }
    return value;
  }

  private bodyCount(id: number): number {
    return this.postingStart[id + 1]! - this.postingStart[id]!;
  }

  private idf(id: number): number {
    const body = this.bodyCount(id);
    const headings = this.headingPostings.get(id)?.length ?? 0;
    return Math.log(1 + this.sectionCount / (1 + body + headings));
  }

  /** Pages matching a query, best first, each with its best sections. Results are cached. */
  search(query: string): SearchResults {
    const key = query.trim();
    const cached = this.cache.get(key);
    if (cached) {
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const results = this.run(key);
    this.cache.set(key, results);
    if (this.cache.size > queryCacheSize) this.cache.delete(this.cache.keys().next().value!);
    return results;
  }

  private run(query: string): SearchResults {
    const words = queryWords(query);
    const terms = new Set<string>();
    if (words.length === 0) return { query, pages: [], terms };
    const count = words.length;
    // Best score of each query word per page title and per section (heading or body).
    const titleScores = new Float32Array(this.pageCount * count);
    const sectionScores = new Float32Array(this.sectionCount * count);
    // Per query word, its best match's weight: how much finding it says about a page (a rare word more).
    const wordWeights = new Float64Array(count);
    words.forEach((word, k) => {
      // A word says as much as the word typed: a rarer form of it (`observation` for `observe`) or a
      // longer word it begins does not count for more than the word itself would.
      const typed = this.termIds.get(word.text);
      const ceiling = typed === undefined ? Infinity : this.idf(typed);
      for (const [id, weight] of this.candidates(word)) {
        const value = weight * Math.min(this.idf(id), ceiling);
        wordWeights[k] = Math.max(wordWeights[k]!, value);
        let matched = false;
        // The page's name in the widest sense: its title, its keywords, the folders above it.
        for (const [postings, weight] of [
          [this.titlePostings, fieldWeight.title],
          [this.keywordPostings, fieldWeight.keywords],
          [this.trailPostings, fieldWeight.trail],
        ] as const) {
          for (const page of postings.get(id) ?? []) {
            const at = page * count + k;
            titleScores[at] = Math.max(titleScores[at]!, value * weight);
            matched = true;
          }
        }
        for (const section of this.headingPostings.get(id) ?? []) {
          const at = section * count + k;
          sectionScores[at] = Math.max(sectionScores[at]!, value * fieldWeight.heading);
          matched = true;
        }
        for (let index = this.postingStart[id]!; index < this.postingStart[id + 1]!; index += 1) {
          const at = this.postings[index]! * count + k;
          sectionScores[at] = Math.max(sectionScores[at]!, value * fieldWeight.body);
          matched = true;
        }
        if (matched) terms.add(this.vocabulary[id]!);
      }
    });

    const normalizedQuery = normalize(query).trim();
    const news = asksForNews(query);
    // First pass, without allocating: each page's coverage (query words found anywhere) and score.
    const coverage = new Uint8Array(this.pageCount);
    const pageScores = new Float64Array(this.pageCount);
    const titleMatches = new Uint8Array(this.pageCount);
    const covered = new Uint8Array(count);
    const placement = new Uint8Array(count);
    for (let page = 0; page < this.pageCount; page += 1) {
      covered.fill(0);
      let titleScore = 0;
      let titleWords = 0;
      for (let k = 0; k < count; k += 1) {
        const value = titleScores[page * count + k]!;
        if (value > 0) {
          titleScore += value;
          titleWords += 1;
          covered[k] = 1;
        }
      }
      // Words found in the page's name; the loop below adds those found in its sections.
      const inName = covered.slice();
      let best = 0;
      let bestSection = -1;
      let rest = 0;
      for (
        let section = this.pageFirstSection[page]!;
        section < this.pageFirstSection[page + 1]!;
        section += 1
      ) {
        const score = this.sectionScore(sectionScores, section, count, covered);
        if (score > best) {
          rest += best;
          best = score;
          bestSection = section;
        } else rest += score;
      }
      const found = covered.reduce((sum, value) => sum + value, 0);
      if (found === 0) continue;
      for (let k = 0; k < count; k += 1) {
        const together = inName[k] || (bestSection >= 0 && sectionScores[bestSection * count + k]! > 0);
        placement[k] = together ? placed.together : covered[k] ? placed.scattered : placed.missing;
      }
      coverage[page] = found;
      titleMatches[page] = titleWords === count ? 1 : 0;
      // A title made mostly of the query words is about them; a long title that mentions one less so.
      const titleTerms = this.titleLengths[page]!;
      const titleFocus = titleTerms > 0 ? 0.5 + (0.5 * Math.min(titleWords, titleTerms)) / titleTerms : 1;
      const exactTitle = this.normalizedTitles[page] === normalizedQuery ? 50 : 0;
      const prior = news ? 1 : this.priors[page]!;
      const share = answeredShare(wordWeights, placement);
      pageScores[page] =
        prior *
        share ** coverageExponent *
        (exactTitle + titleScore * (titleWords / count) * titleFocus + best + Math.min(rest, best) * 0.25);
    }
    let ranked: number[] = [];
    for (let page = 0; page < this.pageCount; page += 1) if (coverage[page]! > 0) ranked.push(page);
    // A short query is a list of keywords: pages holding all of them come first. A longer one is a
    // question in someone's own words, which no page holds whole: the weighted share decides, and
    // pages far below the best are left out.
    if (count <= hardCoverageWords)
      ranked.sort((a, b) => coverage[b]! - coverage[a]! || pageScores[b]! - pageScores[a]! || a - b);
    else {
      ranked.sort((a, b) => pageScores[b]! - pageScores[a]! || a - b);
      const floor = pageScores[ranked[0]!]! * questionScoreFloor;
      ranked = ranked.filter((page) => pageScores[page]! >= floor);
    }

    // Second pass, for the pages shown: their best sections.
    const pages = ranked.slice(0, maxPages).map((page): PageResult => {
      const sections: SectionResult[] = [];
      let intro: number | null = null;
      const [url, title] = this.pages[page]!;
      for (
        let section = this.pageFirstSection[page]!;
        section < this.pageFirstSection[page + 1]!;
        section += 1
      ) {
        const score = this.sectionScore(sectionScores, section, count, null);
        if (score === 0) continue;
        const id = this.sectionIds[section]!;
        if (id === '') intro = section;
        else sections.push({ section, heading: this.headings[section]!, url: `${url}#${id}`, score });
      }
      sections.sort((a, b) => b.score - a.score || a.section - b.section);
      return {
        page,
        url,
        title,
        score: pageScores[page]!,
        titleMatch: titleMatches[page] === 1,
        intro,
        sections: sections.slice(0, sectionsPerPage),
      };
    });
    return { query, pages, terms };
  }

  /** A section's score: its matches, scaled by the share of query words it holds. */
  private sectionScore(scores: Float32Array, section: number, count: number, covered: Uint8Array | null) {
    let score = 0;
    let words = 0;
    for (let k = 0; k < count; k += 1) {
      const value = scores[section * count + k]!;
      if (value > 0) {
        score += value;
        words += 1;
        if (covered) covered[k] = 1;
      }
    }
    return (score * words) / count;
  }
}

/** Character ranges of `text` to highlight: the words (or CJK pairs) among the matched terms. */
export function highlightRanges(text: string, terms: ReadonlySet<string>): [number, number][] {
  const ranges: [number, number][] = [];
  if (terms.size === 0) return ranges;
  for (const token of tokenize(text)) {
    if (!terms.has(token.term)) continue;
    const last = ranges.at(-1);
    if (last && token.start <= last[1]) last[1] = Math.max(last[1], token.end);
    else ranges.push([token.start, token.end]);
  }
  return ranges;
}

export interface Snippet {
  text: string;
  ranges: [number, number][];
}

/** About `length` characters of `text` around its first highlighted word, with ellipses where cut. */
export function snippetOf(text: string, terms: ReadonlySet<string>, length = 160): Snippet {
  const ranges = highlightRanges(text, terms);
  if (text.length <= length) return { text, ranges };
  const first = ranges[0]?.[0] ?? 0;
  let start = Math.max(0, first - Math.floor(length / 4));
  // Start at a word boundary (CJK text has none: cut anywhere).
  if (start > 0 && !isCjk(text.slice(start, start + 1))) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < first) start = space + 1;
  }
  const end = Math.min(text.length, start + length);
  const prefix = start > 0 ? '…' : '';
  const suffix = end < text.length ? '…' : '';
  const shift = prefix.length - start;
  return {
    text: `${prefix}${text.slice(start, end)}${suffix}`,
    ranges: ranges
      .filter(([from, to]) => from >= start && to <= end)
      .map(([from, to]) => [from + shift, to + shift] as [number, number]),
  };
}
