import { fromHtml } from 'hast-util-from-html';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import type { Element, Nodes, Root } from 'hast';

/** Put before every `id` and `name` from notebook HTML, so none can shadow a DOM global (`window.x`). */
export const clobberPrefix = 'user-content-';

/**
 * What HTML from notebooks (markdown cells and `text/html` outputs) may keep: GitHub's safe subset
 * (no scripts, styles, event handlers, forms or frames) with `id` and `name` values prefixed, and the
 * placeholders of cell outputs. The ids of Markdown headings get their own value back afterwards
 * (`restoreHeadingIds`), so the table of contents links work.
 */
export const notebookHtmlSchema: Schema = {
  ...defaultSchema,
  clobberPrefix,
  tagNames: [...(defaultSchema.tagNames ?? []), 'notebook-output'],
  attributes: {
    ...defaultSchema.attributes,
    'notebook-output': ['dataOutput', 'dataExample'],
    th: [...(defaultSchema.attributes?.th ?? []), 'colSpan', 'rowSpan', 'scope'],
    td: [...(defaultSchema.attributes?.td ?? []), 'colSpan', 'rowSpan'],
  },
};

/** Sanitizes a hast tree from notebook content. */
export function sanitizeNotebookHast(tree: Root): Root {
  return sanitize(tree, notebookHtmlSchema) as Root;
}

/**
 * Gives the headings the pipeline made from Markdown (`tocIds`, the table of contents' anchors) their
 * unprefixed ids back. Any other id or name keeps its prefix, raw HTML headings included.
 */
export function restoreHeadingIds(tree: Root, tocIds: ReadonlySet<string>): void {
  const visit = (node: Nodes) => {
    if (node.type === 'element' && /^h[1-6]$/.test(node.tagName)) {
      const id = node.properties.id;
      if (typeof id === 'string' && id.startsWith(clobberPrefix)) {
        const original = id.slice(clobberPrefix.length);
        if (tocIds.has(original)) node.properties.id = original;
      }
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
}

/** An HTML fragment from a `text/html` output, parsed and sanitized. */
export function sanitizedHtmlFragment(html: string): Root {
  return sanitizeNotebookHast(fromHtml(html, { fragment: true }));
}

const forbiddenSvgElements = new Set([
  'script',
  'foreignObject',
  'iframe',
  'object',
  'embed',
  'style',
  'handler',
  'listener',
]);

function safeUrl(value: unknown): boolean {
  if (typeof value !== 'string') return true;
  const url = value.trim().toLowerCase();
  // Only fragment references (gradients, markers, <use href="#id">) may stay.
  return url.startsWith('#');
}

function cleanSvg(node: Nodes): void {
  if (!('children' in node)) return;
  node.children = node.children.filter((child) => {
    if (child.type === 'comment') return false;
    if (child.type !== 'element') return true;
    return !forbiddenSvgElements.has(child.tagName);
  });
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    const element = child;
    for (const name of Object.keys(element.properties)) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on')) delete element.properties[name];
      else if (
        (lower === 'href' || lower === 'xlinkhref' || lower === 'src') &&
        !safeUrl(element.properties[name])
      )
        delete element.properties[name];
    }
    cleanSvg(element);
  }
}

/**
 * An `image/svg+xml` output without scripts, event handlers, foreign content, styles or external
 * references. The page shows it through an <img> (where SVG cannot run scripts anyway).
 */
export function sanitizeSvg(svg: string): string {
  const tree = fromHtml(svg, { fragment: true, space: 'svg' });
  cleanSvg(tree);
  const root = tree.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'svg',
  );
  if (!root) return '<svg xmlns="http://www.w3.org/2000/svg"/>';
  root.properties.xmlns = 'http://www.w3.org/2000/svg';
  return toHtml(root, { space: 'svg' });
}
