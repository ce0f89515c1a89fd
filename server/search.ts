import 'server-only';
import { join } from 'node:path';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import type { StructuredData } from 'fumadocs-core/mdx-plugins';
import { buildSearchIndex } from '@/lib/search/build-index';
import { SearchIndex } from '@/lib/search/engine';
import type { SearchDocument } from '@/lib/search/index-format';
import { defaultLocale, isLocale, locales, type Locale } from '@/lib/i18n';
import { canonicalElsewhere, collections, isNoindex, unknownKind, type SitePage } from '@/lib/source';
import { distDir } from '@/config/dist-dir';
import { searchSynonyms } from '@/config/search-synonyms';
import { breadcrumbTrail, rootFolderPageUrls } from '@/lib/page-tree';
import { expandKeywords } from '@/lib/search/synonyms';
import {
  localeSearchFiles,
  readBuiltSearchFiles,
  type LocaleSearchFiles,
  type SearchFile,
} from './built-search-files';

/**
 * Everything searchable: the site's one list of collections (docs, self-hosting, integrations,
 * guides, FAQ, security, changelog, blog, customers and the company pages). A new collection added
 * there is searched too.
 */
const searchedCollections = collections;

/**
 * What a page is searched by, by kind: its text (the MDX compiler's structured data: on the page for
 * MDX compiled with the build and for the cookbook index, worked out when asked for docs MDX compiled
 * on demand, notebooks and API reference pages: `prepareSearch` asks) and its keywords.
 */
interface SearchSource {
  text: StructuredData | (() => Promise<StructuredData>);
  keywords?: string[];
}

function searchSourceOf(page: SitePage): SearchSource {
  switch (page.type) {
    case 'mdx':
    case 'notebook':
    case 'api':
      return { text: page.data.structuredData, keywords: page.data.keywords };
    case 'cookbook-index':
      return { text: page.data.structuredData };
    default:
      return unknownKind(page);
  }
}

/** Structured data that pages work out when asked, loaded by `prepareSearch`. */
const loadedText = new WeakMap<object, StructuredData>();

function structuredDataOf(page: SitePage, { text: structuredData }: SearchSource): StructuredData {
  if (typeof structuredData !== 'function') return structuredData;
  const loaded = loadedText.get(page.data);
  // Only this module reads page text, each time after `prepareSearch`: this is a bug here, not a caller's.
  if (!loaded) throw new Error(`${page.url}: search text not loaded before indexing`);
  return loaded;
}

/**
 * A page's title, description and text per heading, from the MDX compiler's structured data, with
 * the names of the folders above it (`trail`) and its keywords with their synonyms.
 */
function searchDocumentOf(page: SitePage, trail = ''): SearchDocument {
  const source = searchSourceOf(page);
  const { headings, contents } = structuredDataOf(page, source);
  const sections = [{ id: '', heading: '', text: [] as string[] }];
  const byId = new Map<string, { id: string; heading: string; text: string[] }>();
  for (const heading of headings) {
    const section = { id: heading.id, heading: heading.content, text: [] };
    sections.push(section);
    byId.set(heading.id, section);
  }
  for (const { heading, content } of contents) {
    (heading ? (byId.get(heading) ?? sections[0]!) : sections[0]!).text.push(content);
  }
  const keywords = expandKeywords(
    { title: page.data.title, trail, keywords: source.keywords },
    searchSynonyms,
  );
  return {
    url: page.url,
    title: page.data.title,
    description: page.data.description,
    sections: sections.map(({ id, heading, text }) => ({ id, heading, text: text.join('\n') })),
    ...(trail ? { trail } : {}),
    ...(keywords.length > 0 ? { keywords } : {}),
  };
}

/**
 * The pages searched in a locale: its own translation of a page where there is one, the English page
 * otherwise (a visitor reading Japanese still finds the English docs that have no translation yet).
 * Pages marked `noindex` are left out, as from the sitemap, and so are notebook guide pages whose
 * canonical URL is the notebook's docs page. Collections keep their order (docs first), pages within one
 * are sorted by URL.
 */
function searchDocuments(locale: Locale): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const { source } of searchedCollections) {
    const tree = source.getPageTree(locale);
    // The contributors' guide (a folder marked `"root": true`) is for the people who write the
    // docs: readers searching the product docs do not get its pages.
    const separate = rootFolderPageUrls(tree);
    // By URL within each collection: the loaders' order follows the file system's, which differs
    // between machines, and the ranking breaks ties by page order.
    const pages = [...source.getPages(defaultLocale)].sort((a, b) =>
      a.url < b.url ? -1 : a.url > b.url ? 1 : 0,
    );
    for (const english of pages) {
      const page = (locale === defaultLocale ? english : source.getPage(english.slugs, locale)) ?? english;
      // A notebook's guide page that is canonical elsewhere would repeat its docs page's results.
      if (isNoindex(page) || canonicalElsewhere(page) || separate.has(page.url)) continue;
      const folders = breadcrumbTrail(tree, page.url).slice(0, -1);
      documents.push(searchDocumentOf(page, folders.map((crumb) => crumb.name).join(' ')));
    }
  }
  return documents;
}

const built = new Map<Locale, LocaleSearchFiles>();

/**
 * Where the build keeps each locale's search files for the server that runs it (written after
 * `next build` by scripts/search-files.mjs, from the files app/search/[file]/route.ts prerendered):
 * the docs pages are compiled on demand (source.config.ts), so a server that built its index from them
 * would compile every page on its first search (4 s more for the real site's 290 docs files, measured,
 * and growing with every page).
 */
const builtFilesDir = () => join(/* turbopackIgnore: true */ process.cwd(), distDir(), 'search-files');
const building = () => process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;

let preparing: Promise<void> | undefined;

/**
 * Makes the search files ready, once per process: a production server reads the files its build
 * wrote; a build (or the development server) compiles every page compiled on demand for its
 * structured data. Everything exported here awaits it.
 */
function prepareSearch(): Promise<void> {
  return (preparing ??= prepare().catch((error: unknown) => {
    preparing = undefined;
    throw error;
  }));
}

async function prepare(): Promise<void> {
  if (process.env.NODE_ENV === 'production' && !building()) {
    const read = await readBuiltSearchFiles(builtFilesDir(), locales);
    if (read) {
      for (const [locale, files] of read) built.set(locale, files);
      return;
    }
  }
  for (const { source } of searchedCollections)
    for (const locale of locales)
      for (const page of source.getPages(locale)) {
        const { text: structuredData } = searchSourceOf(page);
        if (typeof structuredData === 'function' && !loadedText.has(page.data))
          loadedText.set(page.data, await structuredData());
      }
}

/** The locale's index and excerpt files, built once per process. */
export async function searchFiles(locale: Locale): Promise<LocaleSearchFiles> {
  await prepareSearch();
  return builtSearchFiles(locale);
}

/** `searchFiles` once `prepareSearch` has run. */
function builtSearchFiles(locale: Locale): LocaleSearchFiles {
  const cached = built.get(locale);
  if (cached) return cached;
  const { index, text } = buildSearchIndex(searchDocuments(locale));
  const files = localeSearchFiles(locale, { index: JSON.stringify(index), text: JSON.stringify(text) });
  built.set(locale, files);
  return files;
}

/** Every search file of every locale, by its file name under /search/. */
export async function allSearchFiles(): Promise<Map<string, SearchFile>> {
  await prepareSearch();
  const files = new Map<string, SearchFile>();
  for (const locale of locales) {
    for (const file of Object.values(builtSearchFiles(locale)))
      files.set(file.path.slice('/search/'.length), file);
  }
  return files;
}

const opened = new Map<Locale, SearchIndex>();

/**
 * The locale's search index as the search box builds it, with the section texts attached, opened
 * once per process: what the server searches with (Ask AI, the MCP server, the 404 suggestions, the
 * insights). Any other value means the default locale.
 */
export async function searchIndexFor(locale: string): Promise<SearchIndex> {
  await prepareSearch();
  const lang = isLocale(locale) ? locale : defaultLocale;
  let index = opened.get(lang);
  if (!index) {
    const files = builtSearchFiles(lang);
    index = new SearchIndex(JSON.parse(files.index.body));
    index.attachText(JSON.parse(files.text.body));
    opened.set(lang, index);
  }
  return index;
}
