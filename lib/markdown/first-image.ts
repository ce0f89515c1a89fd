import type { RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** An image found in a page's body: its source as written and its alt text. */
export interface BodyImage {
  src: string;
  alt: string;
}

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkMdx);

/** The literal value of a JSX attribute; expressions (`src={x}`) have none a build can read. */
function literal(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined {
  const found = node.attributes.find(
    (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name,
  );
  return typeof found?.value === 'string' ? found.value : undefined;
}

function imageOf(node: RootContent): BodyImage | undefined {
  if (node.type === 'image') return { src: node.url, alt: node.alt ?? '' };
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'img') {
    const src = literal(node, 'src');
    if (src) return { src, alt: literal(node, 'alt') ?? '' };
  }
  return undefined;
}

function firstIn(nodes: readonly RootContent[]): BodyImage | undefined {
  for (const node of nodes) {
    const found = imageOf(node) ?? ('children' in node ? firstIn(node.children) : undefined);
    if (found) return found;
  }
  return undefined;
}

/**
 * The first image of an MDX page's body, in reading order: a Markdown image (`![alt](src)`) or an
 * `<img src="…">` with a literal source. Images inside code blocks are code, not images; front
 * matter is skipped. Null when the body has none.
 */
export function firstImage(mdx: string): BodyImage | null {
  const body = mdx.replace(/^---\r?\n[\s\S]*?\r?\n---(\r?\n|$)/, '');
  const tree = parser.parse(body);
  return firstIn(tree.children) ?? null;
}
