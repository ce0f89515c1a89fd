import {
  readPostings,
  readSections,
  readVocabulary,
  type SearchIndexFile,
  type SearchTextFile,
} from './index-format';
import { collectionPrior } from './collections';
import { Vocabulary } from './fuzzy-match';
import { asksForNews, hardCoverageWords, queryWords, type QueryWord } from './query';
import { answeredShare, coverageExponent, fieldWeight, placed, questionScoreFloor } from './scoring';
import { indexTerms, normalize, tokenize } from './tokenize';

/** Search results per level: sections shown under a page. */
export const sectionsPerPage = 5;
/** The search index's cache: the number of recent queries whose results are kept. */
export const queryCacheSize = 100;

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

/** Pages listed at most for one query (each with up to `sectionsPerPage` sections). */
export const maxPages = 100;

/** What a query's words matched, per word `k` (`page * count + k`, `section * count + k`). */
interface WordMatches {
  /** The number of query words. */
  count: number;
  /** Each word's best score in each page's name (title, keywords, folders). */
  titleScores: Float32Array;
  /** Each word's best score in each section (heading or body). */
  sectionScores: Float32Array;
  /** Each word's best match's weight: how much finding it says about a page (a rare word more). */
  wordWeights: Float64Array;
  /** Index terms the query matched, for highlighting. */
  terms: Set<string>;
}

/** Per page: how many query words it holds (0: not a result), its score, and whether its title holds all. */
interface PageScores {
  coverage: Uint8Array;
  scores: Float64Array;
  titleMatches: Uint8Array;
}

/** An in-browser index over one locale's search file. */
export class SearchIndex {
  readonly pageCount: number;
  readonly sectionCount: number;
  private readonly pages: SearchIndexFile['p'];
  /** Where each page's sections start, and one past the last page's. */
  private readonly pageFirstSection: Uint32Array;
  /** Per section: heading id and text (both empty for the text before a page's first heading). */
  private readonly sectionIds: string[];
  private readonly headings: string[];
  private readonly vocabulary: Vocabulary;
  private readonly postingStart: Uint32Array;
  private readonly postings: Uint32Array;
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
    const sections = readSections(file);
    this.pageFirstSection = sections.pageFirstSection;
    this.sectionIds = sections.ids;
    this.headings = sections.headings;
    this.sectionCount = this.pageFirstSection[this.pageCount]!;

    this.vocabulary = new Vocabulary(readVocabulary(file.t), (id) => this.bodyCount(id));

    const postings = readPostings(
      file.d,
      this.vocabulary.terms.length,
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
        const id = this.vocabulary.idOf(term);
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
    if (words.length === 0) return { query, pages: [], terms: new Set<string>() };
    const matches = this.matchWords(words);
    const scores = this.scorePages(query, matches);
    const pages = this.shownPages(this.rankPages(scores, words.length), matches, scores);
    return { query, pages, terms: matches.terms };
  }

  /** The matches of each query word: its best score in every page's name and every section. */
  private matchWords(words: readonly QueryWord[]): WordMatches {
    const terms = new Set<string>();
    const count = words.length;
    // Best score of each query word per page title and per section (heading or body).
    const titleScores = new Float32Array(this.pageCount * count);
    const sectionScores = new Float32Array(this.sectionCount * count);
    // Per query word, its best match's weight: how much finding it says about a page (a rare word more).
    const wordWeights = new Float64Array(count);
    words.forEach((word, k) => {
      // A word says as much as the word typed: a rarer form of it (`observation` for `observe`) or a
      // longer word it begins does not count for more than the word itself would.
      const typed = this.vocabulary.idOf(word.text);
      const ceiling = typed === undefined ? Infinity : this.idf(typed);
      for (const [id, weight] of this.vocabulary.candidates(word)) {
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
        if (matched) terms.add(this.vocabulary.terms[id]!);
      }
    });
    return { count, titleScores, sectionScores, wordWeights, terms };
  }

  /** First pass, without allocating: each page's coverage (query words found anywhere) and score. */
  private scorePages(
    query: string,
    { count, titleScores, sectionScores, wordWeights }: WordMatches,
  ): PageScores {
    const normalizedQuery = normalize(query).trim();
    const news = asksForNews(query);
    const coverage = new Uint8Array(this.pageCount);
    const scores = new Float64Array(this.pageCount);
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
      scores[page] =
        prior *
        share ** coverageExponent *
        (exactTitle + titleScore * (titleWords / count) * titleFocus + best + Math.min(rest, best) * 0.25);
    }
    return { coverage, scores, titleMatches };
  }

  /**
   * The pages matching a query, best first. A short query is a list of keywords: pages holding all of
   * them come first. A longer one is a question in someone's own words, which no page holds whole: the
   * weighted share decides, and pages far below the best are left out.
   */
  private rankPages({ coverage, scores }: PageScores, count: number): number[] {
    let ranked: number[] = [];
    for (let page = 0; page < this.pageCount; page += 1) if (coverage[page]! > 0) ranked.push(page);
    if (count <= hardCoverageWords)
      ranked.sort((a, b) => coverage[b]! - coverage[a]! || scores[b]! - scores[a]! || a - b);
    else {
      ranked.sort((a, b) => scores[b]! - scores[a]! || a - b);
      const floor = scores[ranked[0]!]! * questionScoreFloor;
      ranked = ranked.filter((page) => scores[page]! >= floor);
    }
    return ranked;
  }

  /** Second pass, for the pages shown: their best sections. */
  private shownPages(
    ranked: readonly number[],
    { count, sectionScores }: WordMatches,
    { scores, titleMatches }: PageScores,
  ): PageResult[] {
    return ranked.slice(0, maxPages).map((page): PageResult => {
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
        score: scores[page]!,
        titleMatch: titleMatches[page] === 1,
        intro,
        sections: sections.slice(0, sectionsPerPage),
      };
    });
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
