import type { Messages } from '@/config/messages/en-US';

/** The collection a result belongs to, by its URL: the label it is grouped under in the result list. */
export type ResultGroup =
  | 'docs'
  | 'selfHosting'
  | 'integrations'
  | 'guides'
  | 'faq'
  | 'security'
  | 'changelog'
  | 'blog'
  | 'customers'
  | 'other';

const byFirstSegment: Record<string, ResultGroup> = {
  docs: 'docs',
  'self-hosting': 'selfHosting',
  integrations: 'integrations',
  guides: 'guides',
  faq: 'faq',
  security: 'security',
  changelog: 'changelog',
  blog: 'blog',
  customers: 'customers',
};

/** The site's sections by the first folder of their addresses: `docs`, `self-hosting`, ... */
export const sectionFolders: readonly string[] = Object.keys(byFirstSegment);

/** `/ja/docs/x` and `/docs/x` are both Docs; the home page and company pages are `other`. */
export function resultGroupOf(url: string): ResultGroup {
  const segments = url.split(/[/#?]/).filter(Boolean);
  const first =
    /^[a-z]{2}(?:-[A-Z]{2})?$/.test(segments[0] ?? '') && segments.length > 1 ? segments[1]! : segments[0];
  return byFirstSegment[first ?? ''] ?? 'other';
}

/**
 * How much a page's collection counts before its words do: people searching the docs want the
 * reference page first, then integrations and guides, then the FAQ, then news (changelog, blog,
 * customer stories) and the company pages.
 */
export const groupPrior: Record<ResultGroup, number> = {
  docs: 1,
  selfHosting: 1,
  security: 1,
  integrations: 0.65,
  guides: 0.65,
  faq: 0.55,
  other: 0.45,
  changelog: 0.3,
  blog: 0.3,
  customers: 0.3,
};

/** The weight of a page's collection in the search ranking (`groupPrior`). */
export function collectionPrior(url: string): number {
  // The contributors' guide is docs about writing the docs, not about the product.
  if (/^\/(?:[a-z]{2}\/)?docs\/contributing(?:\/|$)/.test(url)) return groupPrior.blog;
  return groupPrior[resultGroupOf(url)];
}

/** The label each group is listed under, from the interface strings of the reader's locale. */
export function resultGroupLabels(t: Messages): Record<ResultGroup, string> {
  return {
    docs: t.docs,
    selfHosting: t.selfHosting,
    integrations: t.integrations,
    guides: t.guides,
    faq: t.faq,
    security: t.searchGroupSecurity,
    changelog: t.changelog,
    blog: t.blog,
    customers: t.customers,
    other: t.searchGroupOther,
  };
}
