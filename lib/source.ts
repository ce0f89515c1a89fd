import {
  loader,
  type InferPageType,
  type MetaData,
  type PageData,
  type StaticSource,
  type VirtualFile,
} from 'fumadocs-core/source';
import { docs } from '@/.source/dynamic';
import {
  blog,
  changelog,
  customers,
  faq,
  guides,
  integrations,
  pages,
  security,
  selfHosting,
} from '@/.source/server';
import { i18n, locales } from '@/lib/i18n';
import {
  cookbookFiles,
  type CookbookIndexData,
  type CookbookSection,
  type NotebookPageData,
} from '@/lib/cookbook/pages';
import { apiReferenceFiles, type ApiPageData } from '@/lib/api-reference/pages';

/**
 * The sources of a collection by page kind: fumadocs' loader marks every page with the key of the
 * source it came from (`page.type`), so code that treats kinds differently switches once over it
 * (`switch (page.type)`) instead of testing for fields.
 */
const mdxOnly = <S>(mdx: S) => ({ mdx });

/** Virtual files (notebooks, the cookbook index, the API reference) as a typed static source. */
function virtualSource<Page extends PageData>(
  files: VirtualFile<{ pageData: Page; metaData: FolderMeta }>[],
): StaticSource<{ pageData: Page; metaData: FolderMeta }> {
  return { files };
}

/** A generated folder's `meta.json`. */
type FolderMeta = MetaData & { title: string; pages: string[] };

/** A docs-layout collection's MDX pages plus the notebook pages (and cookbook index) of its section. */
function withNotebooks<S>(mdx: S, section: CookbookSection) {
  const { notebooks, index } = cookbookFiles()[section];
  return {
    mdx,
    notebook: virtualSource<NotebookPageData>(notebooks),
    'cookbook-index': virtualSource<CookbookIndexData>(index),
  };
}

/**
 * One loader per content collection: the single source for pages, navigation, metadata, search,
 * the sitemap, the llms files, Markdown twins and the MCP server. The docs collection adds the API
 * reference's pages, generated from content/openapi.yml.
 */
export const docsSource = loader({
  baseUrl: '/docs',
  source: {
    ...withNotebooks(docs.toFumadocsSource(), 'docs'),
    api: virtualSource<ApiPageData>(apiReferenceFiles()),
  },
  i18n,
});
export const selfHostingSource = loader({
  baseUrl: '/self-hosting',
  source: mdxOnly(selfHosting.toFumadocsSource()),
  i18n,
});
export const integrationsSource = loader({
  baseUrl: '/integrations',
  source: withNotebooks(integrations.toFumadocsSource(), 'integrations'),
  i18n,
});
export const guidesSource = loader({
  baseUrl: '/guides',
  source: withNotebooks(guides.toFumadocsSource(), 'guides'),
  i18n,
});
export const faqSource = loader({ baseUrl: '/faq', source: mdxOnly(faq.toFumadocsSource()), i18n });
export const securitySource = loader({
  baseUrl: '/security',
  source: mdxOnly(security.toFumadocsSource()),
  i18n,
});
export const changelogSource = loader({
  baseUrl: '/changelog',
  source: mdxOnly(changelog.toFumadocsSource()),
  i18n,
});
export const blogSource = loader({ baseUrl: '/blog', source: mdxOnly(blog.toFumadocsSource()), i18n });
export const customersSource = loader({
  baseUrl: '/customers',
  source: mdxOnly(customers.toFumadocsSource()),
  i18n,
});
export const pagesSource = loader({ baseUrl: '/', source: mdxOnly(pages.toFumadocsSource()), i18n });

/** Sections rendered with the docs layout (sidebar, TOC, breadcrumbs, prev/next). */
export const docsSections = {
  docs: docsSource,
  'self-hosting': selfHostingSource,
  integrations: integrationsSource,
  guides: guidesSource,
  faq: faqSource,
  security: securitySource,
} as const;

export type DocsSectionId = keyof typeof docsSections;
export type DocsSource = (typeof docsSections)[DocsSectionId];
export type DocsPage = NonNullable<ReturnType<DocsSource['getPage']>>;

/**
 * Every collection with its folder under content/ and its section title, in reading order: the one
 * list the sitemap, the Markdown twins and llms.txt walk.
 */
export const collections = [
  { title: 'Docs', dir: 'docs', source: docsSource },
  { title: 'Self-hosting', dir: 'self-hosting', source: selfHostingSource },
  { title: 'Integrations', dir: 'integrations', source: integrationsSource },
  { title: 'Guides', dir: 'guides', source: guidesSource },
  { title: 'FAQ', dir: 'faq', source: faqSource },
  { title: 'Security', dir: 'security', source: securitySource },
  { title: 'Changelog', dir: 'changelog', source: changelogSource },
  { title: 'Blog', dir: 'blog', source: blogSource },
  { title: 'Customers', dir: 'customers', source: customersSource },
  { title: 'Company', dir: 'pages', source: pagesSource },
] as const;

/** Any page of any collection. */
export type SitePage = InferPageType<(typeof collections)[number]['source']>;

/** What a page is made from: its `page.type`, the key of its source in its loader. */
export type PageKind = SitePage['type'];

/** For a `default:` branch of a switch over page kinds: fails to compile when a kind is left out. */
export function unknownKind(kind: never): never {
  throw new Error(`unknown page kind: ${String(kind)}`);
}

/** Whether the page asks to stay out of search engines, the sitemap, search and the llms files. */
export function isNoindex(page: SitePage): boolean {
  switch (page.type) {
    case 'mdx':
    case 'notebook':
      return page.data.noindex === true;
    case 'cookbook-index':
    case 'api':
      return false;
    default:
      return unknownKind(page);
  }
}

/**
 * The path (without the leading slash) of the page this one repeats, whose URL is its canonical one:
 * a guide page of a notebook that also has a docs page. Such pages stay out of the sitemap and search.
 */
export function canonicalElsewhere(page: SitePage): string | undefined {
  switch (page.type) {
    case 'notebook':
      return page.data.notebook.canonicalPath;
    case 'mdx':
    case 'cookbook-index':
    case 'api':
      return undefined;
    default:
      return unknownKind(page);
  }
}

/**
 * A page's URL in every locale that has it, for `hreflang` alternates and the language switch. Pages
 * without a translation exist only in the default locale (no fallback), so this lists real pages.
 */
export function pageLanguages(
  source: { getPage(slugs: string[] | undefined, locale?: string): { url: string } | undefined },
  slugs: string[],
): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales) {
    const page = source.getPage(slugs, locale);
    if (page) languages[locale] = page.url;
  }
  return languages;
}

let localized: Map<string, Map<string, string>> | undefined;

/** Every default-locale page's URL, with its URL in each locale that has a translation. */
function translations(): Map<string, Map<string, string>> {
  if (!localized) {
    localized = new Map();
    for (const { source } of collections) {
      for (const page of source.getPages(i18n.defaultLanguage)) {
        const byLocale = new Map<string, string>();
        for (const other of locales) {
          const translated = source.getPage(page.slugs, other);
          if (translated) byLocale.set(other, translated.url);
        }
        localized.set(page.url, byLocale);
      }
    }
  }
  return localized;
}

/**
 * The URL of the page at `path` (a default-locale path) in `locale` when that translation exists,
 * else `path` itself: interface links point at translations where there are some.
 */
export function translatedUrl(path: string, locale: string): string {
  return translations().get(path)?.get(locale) ?? path;
}

/**
 * Where a content link to `path` takes a reader of `locale`: the translation where there is one; a
 * page without one in the default language, marked `?untranslated={locale}` so that page says it is
 * shown in English (components/i18n/untranslated-notice.client.tsx); anything that is no page, as is.
 */
export function readerUrl(path: string, locale: string): string {
  const byLocale = translations().get(path);
  if (!byLocale || locale === i18n.defaultLanguage) return path;
  return byLocale.get(locale) ?? `${path}?untranslated=${locale}`;
}
