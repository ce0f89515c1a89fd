import { structure, type StructuredData } from 'fumadocs-core/mdx-plugins';
import type { TOCItemType } from 'fumadocs-core/toc';
import type { MDXComponents } from 'mdx/types';
import type { ComponentType } from 'react';
import { markdownToc } from '@/lib/markdown/toc';

/** A page's rendered body and table of contents. */
export interface PageContent {
  /** The MDX body; undefined for pages rendered from something else (notebooks, the API reference). */
  body?: ComponentType<{ components?: MDXComponents }>;
  toc: TOCItemType[];
}

type MdxBody = ComponentType<{ components?: MDXComponents }>;

/**
 * An MDX page's body and TOC: compiled on demand for the docs collection (its MDX is compiled while
 * its page renders, not bundled: see source.config.ts), compiled with the build for every other one.
 */
export async function mdxContent(
  data:
    { body: MdxBody; toc: TOCItemType[] } | { load: () => Promise<{ body: MdxBody; toc: TOCItemType[] }> },
): Promise<{ body: MdxBody; toc: TOCItemType[] }> {
  if ('load' in data) {
    const { body, toc } = await data.load();
    return { body, toc };
  }
  return { body: data.body, toc: data.toc };
}

/** What a page generated from Markdown carries instead of a TOC and search text (`markdownContent`). */
export interface MarkdownContent {
  load: () => Promise<PageContent>;
  structuredData: () => Promise<StructuredData>;
}

/**
 * The TOC and search text of a page generated from Markdown (notebooks, the API reference), worked
 * out the first time its page renders or the search files are built, once each. A production server
 * needs neither (its pages are prerendered, its search files built), yet working them out when the
 * loaders were made cost its first request that read a loader (Ask AI, the MCP server, a Markdown
 * twin) 2.6 s of the real site's 71 notebooks and 36 API reference pages: the first Ask AI answer took
 * 3.0 s on a fresh server, now 0.4 s.
 */
export function markdownContent(markdown: () => string): MarkdownContent {
  let text: string | undefined;
  const source = () => (text ??= markdown());
  let content: Promise<PageContent> | undefined;
  let structured: Promise<StructuredData> | undefined;
  return {
    load: () => (content ??= Promise.resolve().then(() => ({ toc: markdownToc(source()) }))),
    structuredData: () => (structured ??= Promise.resolve().then(() => structure(source()))),
  };
}
