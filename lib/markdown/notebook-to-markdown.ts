import type { Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { stripAnsi } from '@/lib/notebook/ansi';
import {
  bundleText,
  kernelLanguage,
  codeCellLanguage,
  isExampleOutput,
  pageCells,
  type Notebook,
  type NotebookOutput,
} from '@/lib/notebook/nbformat';
import { transformChildren, type MarkdownContext } from './to-markdown';

const parser = unified().use(remarkParse).use(remarkGfm);
const fence = (value: string, lang: string): RootContent => ({
  type: 'code',
  lang,
  value: value.replace(/\n$/, ''),
});
const note = (value: string): RootContent => ({
  type: 'paragraph',
  children: [{ type: 'emphasis', children: [{ type: 'text', value }] }],
});

function outputMarkdown(output: NotebookOutput, context: MarkdownContext): RootContent[] {
  if (output.output_type === 'stream') return [fence(stripAnsi(output.text), 'text')];
  if (output.output_type === 'error') return [fence(stripAnsi(output.traceback.join('\n')), 'text')];
  const { data } = output;
  const markdown = bundleText(data['text/markdown']);
  if (markdown !== undefined) return transformChildren(parser.parse(markdown).children, context);
  const plain = bundleText(data['text/plain']);
  const image = ['image/png', 'image/jpeg', 'image/svg+xml'].some((type) => data[type] !== undefined);
  if (image) return [note(`Image output${plain && !/^<.*>$/.test(plain.trim()) ? `: ${plain.trim()}` : ''}`)];
  if (plain !== undefined) return [fence(stripAnsi(plain), 'text')];
  if (data['text/html'] !== undefined) return [note('HTML output')];
  return [];
}

/**
 * A notebook page as Markdown: title and description, markdown cells as they are (links made
 * absolute), code cells as fences in the kernel's language (shell for magics-only cells), and outputs as `text` fences (ANSI
 * colours removed), Markdown, or a note for images.
 */
export function notebookToMarkdown(notebook: Notebook, context: MarkdownContext): string {
  const language = kernelLanguage(notebook);
  const body: RootContent[] = [];
  for (const cell of pageCells(notebook)) {
    if (cell.cell_type === 'markdown') {
      body.push(...transformChildren(parser.parse(cell.source).children, context));
    } else if (cell.cell_type === 'code') {
      if (cell.source.trim()) body.push(fence(cell.source, codeCellLanguage(cell.source, language)));
      if (isExampleOutput(cell) && cell.outputs.length > 0)
        body.push(
          note('Example output, from a recorded run: answers, token counts and timings differ on every run.'),
        );
      for (const output of cell.outputs) body.push(...outputMarkdown(output, context));
    }
  }
  const head: RootContent[] = [
    { type: 'heading', depth: 1, children: [{ type: 'text', value: context.title }] },
  ];
  if (context.description)
    head.push({ type: 'paragraph', children: [{ type: 'text', value: context.description }] });
  const root: Root = { type: 'root', children: [...head, ...body] };
  return unified()
    .use(remarkGfm)
    .use(remarkStringify, { bullet: '-', fences: true, rule: '-', emphasis: '_' })
    .stringify(root);
}
