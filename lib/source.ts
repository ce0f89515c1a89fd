import { loader } from 'fumadocs-core/source';
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
  type NotebookRef,
} from '@/lib/cookbook/pages';
import { apiReferenceFiles } from '@/lib/api-reference/pages';

/**
 * A collection's MDX files plus the pages the cookbook's notebooks add to its section. Notebook
 * pages carry the page data MDX pages do (title, description, TOC, search text) and `notebook`;
 * read it with `notebookOf`.
 */
function withNotebooks<S extends { files: unknown[] }>(source: S, section: CookbookSection): S {
  return { ...source, files: [...source.files, ...cookbookFiles()[section]] };
}

/** The docs collection plus the API reference's pages, generated from content/openapi.yml. */
function withApiReference<S extends { files: unknown[] }>(source: S): S {
  return { ...source, files: [...source.files, ...apiReferenceFiles()] };
}

/**
 * One loader per content collection: the single source for pages, navigation, metadata, search,
 * the sitemap, the llms files, Markdown twins and the MCP server.
 */
export const docsSource = loader({
  baseUrl: '/docs',
  source: withApiReference(withNotebooks(docs.toFumadocsSource(), 'docs')),
  i18n,
});
export const selfHostingSource = loader({
  baseUrl: '/self-hosting',
  source: selfHosting.toFumadocsSource(),
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
export const faqSource = loader({ baseUrl: '/faq', source: faq.toFumadocsSource(), i18n });
export const securitySource = loader({
  baseUrl: '/security',
  source: security.toFumadocsSource(),
  i18n,
});
export const changelogSource = loader({
  baseUrl: '/changelog',
  source: changelog.toFumadocsSource(),
  i18n,
});
export const blogSource = loader({ baseUrl: '/blog', source: blog.toFumadocsSource(), i18n });
export const customersSource = loader({
  baseUrl: '/customers',
  source: customers.toFumadocsSource(),
  i18n,
});
export const pagesSource = loader({ baseUrl: '/', source: pages.toFumadocsSource(), i18n });

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

/** The notebook a page is rendered from, or undefined for an MDX page. */
export function notebookOf(page: { data: object }): NotebookRef | undefined {
  return 'notebook' in page.data ? (page.data.notebook as NotebookRef) : undefined;
}

/**
 * The operation an API reference page documents: its operationId, null on the reference's index,
 * undefined for any other page.
 */
export function apiOperationOf(page: { data: object }): string | null | undefined {
  return 'apiOperation' in page.data ? (page.data.apiOperation as string | null) : undefined;
}

/** The cookbook index's list of guide notebooks, or undefined for any other page. */
export function cookbookIndexOf(page: { data: object }): CookbookIndexData['cookbookIndex'] | undefined {
  return 'cookbookIndex' in page.data
    ? (page.data.cookbookIndex as CookbookIndexData['cookbookIndex'])
    : undefined;
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
