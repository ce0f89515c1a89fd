import { loader } from 'fumadocs-core/source';
import {
  blog,
  changelog,
  customers,
  docs,
  faq,
  guides,
  integrations,
  pages,
  security,
  selfHosting,
} from '@/.source/server';
import { i18n } from '@/lib/i18n';

/**
 * One loader per content collection: the single source for pages, navigation, metadata and (later)
 * search, sitemap, llms.txt and Markdown twins.
 */
export const docsSource = loader({ baseUrl: '/docs', source: docs.toFumadocsSource(), i18n });
export const selfHostingSource = loader({
  baseUrl: '/self-hosting',
  source: selfHosting.toFumadocsSource(),
  i18n,
});
export const integrationsSource = loader({
  baseUrl: '/integrations',
  source: integrations.toFumadocsSource(),
  i18n,
});
export const guidesSource = loader({ baseUrl: '/guides', source: guides.toFumadocsSource(), i18n });
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
