import type { SearchIndex } from '@/lib/search/engine';
import { editDistance } from '@/lib/search/fuzzy-match';

/**
 * The pages a not-found answer suggests for the address that was asked for: the index's pages whose
 * own address is nearly the same (a typo, a missing folder, a word left out), then its words looked up
 * in the locale's search index (typos and word forms included), then its section's pages. Pure: the
 * search and the page list come in, so the HTML 404, the Markdown 404 and the tests agree.
 */

/** How many pages a not-found answer suggests. */
export const suggestionCount = 3;
/** The most words of an address that are searched (the rest of a long address adds nothing). */
export const maxAddressWords = 10;
/** The longest word kept from an address. */
const maxWordLength = 40;
/**
 * A result from the address's own section is put first when it scores at least this share of the
 * best result: `/self-hosting/docker` means the self-hosting page about Docker, not the blog post.
 */
const sectionPreference = 0.5;
/** A page whose address is at least this similar (0 to 1) to the one asked for comes before any search result. */
const nearAddress = 0.75;
/** How much a page word the address lacks costs (per share of the page's words). */
const missingWordCost = 0.1;
/** What being in the address's own section adds to a page's similarity. */
const sameSectionBonus = 0.05;

export interface SuggestedPage {
  url: string;
  title: string;
  /** The page's language when it is not the address's (an English page suggested on a `/ja/` address). */
  lang?: string;
}

export interface SuggestionSource {
  /** The search index's page results for a query, best first. */
  search: (query: string) => readonly (SuggestedPage & { score: number })[];
  /** Every page of the locale's index, in its order. */
  pages: readonly SuggestedPage[];
}

export interface AddressWords {
  /** The locale named by the address's prefix, or the default one. */
  locale: string;
  /** The address's first folder when it is one of the site's sections (`docs`, `self-hosting`). */
  section: string | null;
  /** The words of the rest of the address, lower case. */
  words: string[];
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Words split from address segments: dashes, underscores, dots, case changes; numbers and `index` pages left out. */
function segmentWords(segments: readonly string[]): string[] {
  return segments
    .filter((segment) => segment !== 'index')
    .flatMap((segment) => segment.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').split(/[\s\-_.+~,;:]+/u))
    .map((word) => word.toLowerCase().slice(0, maxWordLength))
    .filter((word) => word !== '' && !/^\d+$/.test(word));
}

/**
 * The words of an address: its path without query, fragment, locale prefix, section and file ending,
 * split at slashes, dashes, underscores, dots and lower-to-upper case changes; numbers (dates in old
 * slugs, IDs) and `index` left out.
 */
export function addressWords(
  address: string,
  {
    locales,
    defaultLocale,
    sections,
  }: { locales: readonly string[]; defaultLocale: string; sections: readonly string[] },
): AddressWords {
  const path = decoded(address.split(/[?#]/)[0] ?? '').replace(/\.(md|mdx|html?|php|aspx?)$/i, '');
  const segments = path.split('/').filter(Boolean);
  const locale = locales.includes(segments[0] ?? '') ? segments.shift()! : defaultLocale;
  const section = sections.includes(segments[0] ?? '') ? segments.shift()! : null;
  return { locale, section, words: segmentWords(segments).slice(0, maxAddressWords) };
}

/** `/ja/docs/x` and `/docs/x` are both in section `docs`. */
const sectionOf = (url: string, locales: readonly string[]): string => {
  const parts = url.split(/[?#]/)[0]!.split('/').filter(Boolean);
  if (locales.includes(parts[0] ?? '')) parts.shift();
  return parts[0] ?? '';
};

/** How alike two words are: the same, one typo apart, two apart (long words), or one the start of the other. */
function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const shorter = Math.min(a.length, b.length);
  if (shorter >= 4 && editDistance(a, b, 1) <= 1) return 0.9;
  if (shorter >= 7 && editDistance(a, b, 2) <= 2) return 0.75;
  if (shorter >= 4 && (a.startsWith(b) || b.startsWith(a))) return 0.7;
  return 0;
}

/**
 * How alike an address's words are to a page's address words (0 to 1): each address word's best
 * match, less a little for each page word the address lacks; or the words run together
 * (`lang-chain` and `langchain`).
 */
export function addressSimilarity(words: readonly string[], pageWords: readonly string[]): number {
  if (words.length === 0 || pageWords.length === 0) return 0;
  const joined = wordSimilarity(words.join(''), pageWords.join(''));
  const matched = new Set<number>();
  let total = 0;
  for (const word of words) {
    let best = 0;
    let at = -1;
    pageWords.forEach((pageWord, index) => {
      const similarity = wordSimilarity(word, pageWord);
      if (similarity > best) [best, at] = [similarity, index];
    });
    total += best;
    if (at >= 0) matched.add(at);
  }
  const wordwise =
    total / words.length - (missingWordCost * (pageWords.length - matched.size)) / pageWords.length;
  return Math.max(joined, wordwise);
}

/** The address words of a page's URL, without its locale and section. */
function pageWordsOf(url: string, locales: readonly string[], sections: readonly string[]): string[] {
  const parts = url.split(/[?#]/)[0]!.split('/').filter(Boolean);
  if (locales.includes(parts[0] ?? '')) parts.shift();
  if (sections.includes(parts[0] ?? '')) parts.shift();
  return segmentWords(parts);
}

/**
 * Up to `suggestionCount` pages for the address: the search results of its words (the address's own
 * section first when its result is close to the best), then its section's pages (the section's own
 * page first) until there are enough. The address itself is never suggested.
 */
export function suggestPages(
  address: string,
  source: SuggestionSource,
  rules: { locales: readonly string[]; defaultLocale: string; sections: readonly string[] },
): SuggestedPage[] {
  const { locale, section, words } = addressWords(address, rules);
  const requested = address.split(/[?#]/)[0]!.replace(/\.md$/, '');
  const chosen: SuggestedPage[] = [];
  const add = ({ url, title }: SuggestedPage) => {
    const page = url.split('#')[0]!;
    if (chosen.length < suggestionCount && page !== requested && !chosen.some((item) => item.url === page))
      chosen.push({ url: page, title });
  };
  if (words.length > 0) {
    const near = source.pages
      .map((page) => ({
        page,
        similarity:
          addressSimilarity(words, pageWordsOf(page.url, rules.locales, rules.sections)) +
          (section !== null && sectionOf(page.url, rules.locales) === section ? sameSectionBonus : 0),
      }))
      .filter(({ similarity }) => similarity >= nearAddress)
      .sort((a, b) => b.similarity - a.similarity);
    for (const { page } of near) add(page);
    const results = source.search(words.join(' '));
    const best = results[0]?.score ?? 0;
    const inSection = (url: string) => section !== null && sectionOf(url, rules.locales) === section;
    const preferred = results.filter(
      (result) => inSection(result.url) && result.score >= best * sectionPreference,
    );
    for (const result of [...preferred, ...results]) add(result);
  }
  if (section !== null) {
    const pages = source.pages.filter((page) => sectionOf(page.url, rules.locales) === section);
    const depth = (url: string) => url.split('/').length;
    const root = pages.reduce<SuggestedPage | undefined>(
      (top, page) => (top === undefined || depth(page.url) < depth(top.url) ? page : top),
      undefined,
    );
    for (const page of root ? [root, ...pages] : pages) add(page);
  }
  // A locale's index holds the English page where there is no translation: such a link says so, as
  // every link from a translated page to an untranslated one does (`?untranslated=`, lib/source.ts).
  const translated = (url: string) => rules.locales.includes(url.split('/')[1] ?? '');
  return chosen.map((page) =>
    locale === rules.defaultLocale || translated(page.url)
      ? page
      : { ...page, url: `${page.url}?untranslated=${locale}`, lang: rules.defaultLocale },
  );
}

const sources = new WeakMap<SearchIndex, SuggestionSource>();

/** A locale's search index as suggestions read it, built once per index (its page list is kept). */
export function suggestionSourceOf(index: SearchIndex): SuggestionSource {
  let source = sources.get(index);
  if (!source) {
    source = {
      search: (query) => index.search(query).pages.map(({ url, title, score }) => ({ url, title, score })),
      pages: index.pageList(),
    };
    sources.set(index, source);
  }
  return source;
}
