import { remarkHeading } from 'fumadocs-core/mdx-plugins';
import type { TOCItemType } from 'fumadocs-core/toc';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';

const headingPass = unified().use(remarkParse).use(remarkGfm).use(remarkHeading);

/**
 * The table of contents of a page rendered from Markdown (a notebook's cells, an API operation):
 * the heading plugin the page's renderer uses, over the same Markdown, so ids match the page's.
 */
export function markdownToc(markdown: string): TOCItemType[] {
  const file = new VFile();
  headingPass.runSync(headingPass.parse(markdown), file);
  return file.data.toc ?? [];
}
