import type { Nodes } from 'mdast';
import { bundledLanguages, codeToHtml } from 'shiki';
import type { HighlightedCode } from '@/lib/assistant/wire';
import { rehypeCodeOptions } from '@/lib/code-highlight';
import { parseAnswer } from './citations';

const maxBlocks = 20;

/**
 * The fenced code blocks of an answer, highlighted with the themes of the site's own code blocks
 * (Shiki's output escapes the code, so the HTML holds nothing the model wrote as markup). Each is
 * keyed by the offset where its fence starts, which the browser's Markdown parser reports too.
 * An unknown language is shown as plain text.
 */
export async function highlightAnswer(markdown: string): Promise<HighlightedCode[]> {
  const blocks: { offset: number; lang: string; code: string }[] = [];
  const visit = (node: Nodes) => {
    if (blocks.length >= maxBlocks) return;
    if (node.type === 'code' && node.position?.start.offset !== undefined) {
      const lang = (node.lang ?? '').toLowerCase();
      blocks.push({
        offset: node.position.start.offset,
        // Own keys only: `constructor` or `toString` are in every object, and asking Shiki for them
        // threw, which emptied the whole answer's highlighting.
        lang: Object.hasOwn(bundledLanguages, lang) ? lang : 'text',
        code: node.value,
      });
    } else if ('children' in node) node.children.forEach((child) => visit(child));
  };
  visit(parseAnswer(markdown));
  const highlight = (code: string, lang: string) =>
    codeToHtml(code, { lang, themes: rehypeCodeOptions.themes, defaultColor: false });
  return Promise.all(
    blocks.map(async ({ offset, lang, code }) => ({
      offset,
      // A block Shiki cannot highlight is shown as plain text; the others keep their colours.
      html: await highlight(code, lang).catch(() => highlight(code, 'text')),
    })),
  );
}
