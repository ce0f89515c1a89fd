import type { TOCItemType } from 'fumadocs-core/toc';
import type { MDXComponents } from 'mdx/types';
import type { ComponentType } from 'react';

/** A page's rendered body and table of contents. */
export interface PageContent {
  /** The MDX body; undefined for pages rendered from something else (notebooks, the API reference). */
  body?: ComponentType<{ components?: MDXComponents }>;
  toc: TOCItemType[];
}

/**
 * A page's body and TOC: compiled on demand for the docs collection (its MDX is compiled while its
 * page renders, not bundled: see source.config.ts), on the page data for every other page.
 */
export async function pageContent(page: { data: object }): Promise<PageContent> {
  const data = page.data as Partial<PageContent> & { load?: () => Promise<PageContent> };
  if (typeof data.load === 'function') {
    const { body, toc } = await data.load();
    return { body, toc };
  }
  return { body: data.body, toc: data.toc ?? [] };
}
