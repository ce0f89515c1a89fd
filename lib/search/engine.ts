import { readNumbers, type SearchIndexFile, type SearchTextFile } from './index-format';
import { isCjk, normalize, stem, stopWords, tokenize } from './tokenize';

/** SPEC section 9: search results per level (sections shown under a page). */
export const sectionsPerPage = 5;
/** SPEC section 9: search index cache, the number of recent queries whose results are kept. */
export const queryCacheSize = 100;

/** How much a match counts by where it is: a title outranks a heading, a heading outranks body text. */
const fieldWeight = { title: 8, heading: 3, body: 1 } as const;
/** How much a match counts by how close it is to the typed word. */
const matchWeight = { exact: 1, prefix: 0.75, stem: 0.6, typo: 0.45, typo2: 0.3 } as const;

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

/** Damerau-Levenshtein distance, or `limit + 1` as soon as it must exceed `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
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

/** The words of a query: whole words (not identifier parts), stop words dropped unless being typed. */
export function queryWords(query: string): QueryWord[] {
  const tokens = tokenize(query).filter((token) => !token.part);
  const endsInWord = /[\p{L}\p{N}_]$/u.test(query);
  const words = tokens.map((token, index) => ({
    text: token.term,
    cjk: token.cjk,
    last: index === tokens.length - 1 && endsInWord,
  }));
  const kept = words.filter((word) => word.cjk || word.last || !stopWords.has(word.text));
  return kept.length > 0 ? kept : words;
}

/** An in-browser index over one locale's search file. */
export class SearchIndex {
  readonly pageCount: number;
  readonly sectionCount: number;
  private readonly pages: SearchIndexFile['p'];
  private readonly sections: SearchIndexFile['s'];
  private readonly sectionPage: Uint32Array;
  private readonly pageFirstSection: Uint32Array;
  private readonly vocabulary: string[];
  private readonly termIds = new Map<string, number>();
  private readonly postingStart: Uint32Array;
  private readonly postings: Uint32Array;
  private readonly titlePostings = new Map<number, number[]>();
  private readonly headingPostings = new Map<number, number[]>();
  private readonly normalizedTitles: string[];
  private texts: string[] | null = null;
  private readonly cache = new Map<string, SearchResults>();

  constructor(file: SearchIndexFile) {
    this.pages = file.p;
    this.sections = file.s;
    this.pageCount = file.p.length;
    this.sectionCount = file.s.length;
    this.sectionPage = new Uint32Array(this.sectionCount);
    this.pageFirstSection = new Uint32Array(this.pageCount + 1);
    let section = 0;
    file.p.forEach(([, , count], page) => {
      this.pageFirstSection[page] = section;
      this.sectionPage.fill(page, section, section + count);
      section += count;
    });
    this.pageFirstSection[this.pageCount] = section;
    if (section !== this.sectionCount) throw new Error('Search index: section counts do not add up');

    this.vocabulary = file.t === '' ? [] : file.t.split('\n');
    this.vocabulary.forEach((term, id) => this.termIds.set(term, id));

    // Postings are stored as counts and gaps; turn them into absolute section numbers.
    const numbers = readNumbers(file.d);
    this.postingStart = new Uint32Array(this.vocabulary.length + 1);
    this.postings = new Uint32Array(numbers.length - this.vocabulary.length);
    let read = 0;
    let written = 0;
    for (let term = 0; term < this.vocabulary.length; term += 1) {
      this.postingStart[term] = written;
      const count = numbers[read++]!;
      let previous = -1;
      for (let index = 0; index < count; index += 1) {
        previous += numbers[read++]! + 1;
        this.postings[written++] = previous;
      }
    }
    this.postingStart[this.vocabulary.length] = written;

    this.normalizedTitles = file.p.map(([, title]) => normalize(title).trim());
    file.p.forEach(([, title], page) => this.addFieldTerms(this.titlePostings, title, page));
    file.s.forEach(([, heading], index) => this.addFieldTerms(this.headingPostings, heading, index));
  }

  private addFieldTerms(target: Map<number, number[]>, text: string, item: number) {
    for (const { term } of tokenize(text)) {
      const id = this.termIds.get(term);
      if (id === undefined) continue;
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
    const prefixes: [string, number][] = [[word.text, matchWeight.prefix]];
    const stemmed = word.cjk ? word.text : stem(word.text);
    if (stemmed !== word.text) prefixes.push([stemmed, matchWeight.stem]);
    for (const [prefix, weight] of prefixes) {
      // A one-letter word matches by prefix only while it is being typed.
      if (prefix.length < 2 && !word.last && !word.cjk) continue;
      for (let id = this.lowerBound(prefix); id < this.vocabulary.length; id += 1) {
        const term = this.vocabulary[id]!;
        if (!term.startsWith(prefix)) break;
        if (id !== exact) offer(id, weight * (0.85 + (0.15 * prefix.length) / term.length));
      }
    }
    if (!word.cjk && word.text.length >= 4) {
      const limit = word.text.length >= 8 ? 2 : 1;
      for (let id = 0; id < this.vocabulary.length; id += 1) {
        const term = this.vocabulary[id]!;
        if (found.has(id)) continue;
        const distance = editDistance(word.text, term, limit);
        if (distance <= limit) offer(id, distance === 1 ? matchWeight.typo : matchWeight.typo2);
      }
    }
    return found;
  }

  private idf(id: number): number {
    const body = this.postingStart[id + 1]! - this.postingStart[id]!;
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
    words.forEach((word, k) => {
      for (const [id, weight] of this.candidates(word)) {
        const value = weight * this.idf(id);
        let matched = false;
        for (const page of this.titlePostings.get(id) ?? []) {
          const at = page * count + k;
          titleScores[at] = Math.max(titleScores[at]!, value * fieldWeight.title);
          matched = true;
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
    const pages: (PageResult & { coverage: number })[] = [];
    const covered = new Uint8Array(count);
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
      const sections: SectionResult[] = [];
      let intro: { section: number; score: number } | null = null;
      let best = 0;
      let rest = 0;
      for (
        let section = this.pageFirstSection[page]!;
        section < this.pageFirstSection[page + 1]!;
        section += 1
      ) {
        let score = 0;
        let words = 0;
        for (let k = 0; k < count; k += 1) {
          const value = sectionScores[section * count + k]!;
          if (value > 0) {
            score += value;
            words += 1;
            covered[k] = 1;
          }
        }
        if (score === 0) continue;
        // A section holding all the query words beats one holding only some of them.
        score *= words / count;
        if (score > best) {
          rest += best;
          best = score;
        } else rest += score;
        const [id, heading] = this.sections[section]!;
        const url = this.pages[page]![0];
        if (id === '') intro = { section, score };
        else sections.push({ section, heading, url: `${url}#${id}`, score });
      }
      const coverage = covered.reduce((sum, value) => sum + value, 0);
      if (coverage === 0) continue;
      const [url, title] = this.pages[page]!;
      const exactTitle = this.normalizedTitles[page] === normalizedQuery ? 50 : 0;
      sections.sort((a, b) => b.score - a.score || a.section - b.section);
      pages.push({
        page,
        url,
        title,
        score: exactTitle + titleScore * (titleWords / count) + best + Math.min(rest, best) * 0.25,
        titleMatch: titleWords === count,
        intro: intro?.section ?? null,
        sections: sections.slice(0, sectionsPerPage),
        coverage,
      });
    }
    // Pages that hold every query word come first; with long queries one missing word is forgiven.
    const most = pages.reduce((max, page) => Math.max(max, page.coverage), 0);
    const enough = count >= 4 ? most - 1 : most;
    const ranked = pages
      .filter((page) => page.coverage >= enough)
      .sort((a, b) => b.coverage - a.coverage || b.score - a.score || a.page - b.page)
      .map(({ coverage: _coverage, ...page }) => page);
    return { query, pages: ranked, terms };
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
