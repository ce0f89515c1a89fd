import { remarkHeading } from 'fumadocs-core/mdx-plugins';
import type { Nodes, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';

/** A part of a page between two headings, as the page's Markdown writes it. */
export interface MarkdownSection {
  /** The heading's id (as the docs' anchors make it); '' for the text before the first heading. */
  id: string;
  /** The heading's text; '' for the text before the first heading. */
  heading: string;
  /** The section's blocks, without its heading, exactly as written (tables, lists and code intact). */
  markdown: string;
}

// The heading plugin the pages render with (as lib/markdown/toc.ts uses it): the same ids as the
// anchors of the page and of its search sections, custom `[#id]` headings included.
const headingPass = unified().use(remarkParse).use(remarkGfm).use(remarkHeading);

/** The text of a node, without its Markdown (a heading's words). */
export function plainTextOf(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(plainTextOf).join('');
  return '';
}

/**
 * A page's Markdown cut at its headings, the way the search index cuts it into sections: one section
 * per heading of level 2 or deeper (up to the next heading of any level), and one for the blocks
 * before the first of them (after the page's `#` title). Heading ids are the page's own anchors
 * (numbered when a heading repeats: `errors`, `errors-1`).
 */
export function markdownSections(markdown: string): MarkdownSection[] {
  const tree = headingPass.runSync(headingPass.parse(markdown), new VFile());
  const sections: MarkdownSection[] = [];
  let current = { id: '', heading: '', blocks: [] as RootContent[] };
  const close = () => {
    const first = current.blocks[0]?.position?.start.offset;
    const last = current.blocks.at(-1)?.position?.end.offset;
    const text = first === undefined || last === undefined ? '' : markdown.slice(first, last).trim();
    sections.push({ id: current.id, heading: current.heading, markdown: text });
  };
  for (const block of tree.children) {
    if (block.type === 'heading' && block.depth === 1 && sections.length === 0 && !current.id) {
      // The page's title: the text after it is the page's opening section.
      current.blocks = [];
      continue;
    }
    if (block.type === 'heading') {
      close();
      const heading = plainTextOf(block).trim();
      const id = block.data?.hProperties?.id ?? '';
      current = { id, heading, blocks: [] };
      continue;
    }
    current.blocks.push(block);
  }
  close();
  return sections;
}

/**
 * The section of `sections` an address names: by its anchor id (`/docs/x#anchor`; none for the
 * opening text), else by its heading text when the ids were made differently.
 */
export function sectionFor(
  sections: readonly MarkdownSection[],
  id: string,
  heading: string,
): MarkdownSection | undefined {
  const normalized = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
  return (
    sections.find((section) => section.id === id) ??
    (heading ? sections.find((section) => normalized(section.heading) === normalized(heading)) : undefined)
  );
}
