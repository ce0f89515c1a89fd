import type { Element, ElementContent, Root } from 'hast';
import { localeOfFile } from '../facts/remark-facts';
import { phrasesOf } from './phrases';

const headings = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** A text's phrases with a `<wbr>` between each, or the text itself. */
function broken(value: string, locale: string): ElementContent[] {
  const phrases = phrasesOf(value, locale);
  if (!phrases || phrases.length < 2) return [{ type: 'text', value }];
  return phrases.flatMap((phrase, index): ElementContent[] => [
    ...(index > 0 ? [{ type: 'element', tagName: 'wbr', properties: {}, children: [] } as Element] : []),
    { type: 'text', value: phrase },
  ]);
}

function inHeading(node: Element, locale: string) {
  node.children = node.children.flatMap((child) => {
    if (child.type === 'text') return broken(child.value, locale);
    // Inline code keeps its own breaking; links and emphasis hold text like the heading.
    if (child.type === 'element' && child.tagName !== 'code') inHeading(child, locale);
    return [child];
  });
}

/**
 * Marks the phrases of Japanese and Chinese content headings (lib/phrases/phrases.ts), so they break
 * between phrases only; the file's locale comes from its name (`page.ja.mdx`).
 */
export function rehypePhrases() {
  return (tree: Root, file: { path?: string }) => {
    const locale = localeOfFile(file.path);
    if (!phrasesOf('日本', locale)) return;
    const visit = (node: Root | Element) => {
      for (const child of node.children) {
        if (child.type !== 'element') continue;
        if (headings.has(child.tagName)) inHeading(child, locale);
        else visit(child);
      }
    };
    visit(tree);
  };
}
