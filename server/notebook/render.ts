import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { rehypeCode, remarkHeading } from 'fumadocs-core/mdx-plugins';
import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot, RootContent } from 'mdast';
import rehypeRaw from 'rehype-raw';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { rehypeCodeOptions } from '@/lib/code-highlight';
import { imageSize } from '@/lib/notebook/image-size';
import {
  bundleText,
  codeCellLanguage,
  isExampleOutput,
  kernelLanguage,
  pageCells,
  parseNotebook,
  type Notebook,
  type NotebookOutput,
} from '@/lib/notebook/nbformat';
import type { PreparedNotebook, PreparedOutput } from '@/lib/notebook/prepared';
import { restoreHeadingIds, sanitizedHtmlFragment, sanitizeNotebookHast, sanitizeSvg } from './sanitize';

const markdownParser = unified().use(remarkParse).use(remarkGfm);

/** Markdown to HTML with the MDX pages' pipeline: GFM, heading ids and TOC, sanitized raw HTML, Shiki. */
const pipeline = unified()
  .use(remarkHeading)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  .use(() => sanitizeNotebookHast)
  .use(() => (tree: HastRoot, file: VFile) => {
    const toc = file.data.toc ?? [];
    restoreHeadingIds(tree, new Set(toc.map((item) => item.url.replace(/^#/, ''))));
  })
  .use(rehypeCode, rehypeCodeOptions);

/** The order Jupyter prefers when an output offers several representations. */
const mimePreference = [
  'text/html',
  'text/markdown',
  'image/svg+xml',
  'image/png',
  'image/jpeg',
  'text/plain',
] as const;

async function markdownTree(markdown: string) {
  const file = new VFile();
  const tree = await pipeline.run(markdownParser.parse(markdown), file);
  return { tree, toc: file.data.toc ?? [] };
}

function imageAlt(data: Record<string, unknown>): string | null {
  const plain = bundleText(data['text/plain'])?.trim();
  // matplotlib's "<Figure size 600x320 with 1 Axes>" says nothing a reader needs.
  return plain && !/^<.*>$/.test(plain) ? plain : null;
}

/** One output as data for the page: the representation Jupyter would show, made safe. */
async function prepareOutput(output: NotebookOutput): Promise<PreparedOutput> {
  if (output.output_type === 'stream') return { kind: 'text', text: output.text, stream: output.name };
  if (output.output_type === 'error')
    return {
      kind: 'text',
      text: output.traceback.join('\n') || `${output.ename}: ${output.evalue}`,
      stream: 'error',
    };
  const data = output.data;
  const mime = mimePreference.find((type) => data[type] !== undefined);
  const text = mime ? bundleText(data[mime]) : undefined;
  switch (mime) {
    case 'text/markdown':
      return { kind: 'markdown', tree: (await markdownTree(text ?? '')).tree };
    case 'text/html':
      return { kind: 'html', tree: sanitizedHtmlFragment(text ?? '') };
    case 'image/svg+xml': {
      const svg = sanitizeSvg(text ?? '');
      const width = svg.match(/<svg[^>]*\swidth="(\d+)(?:px)?"/)?.[1];
      const height = svg.match(/<svg[^>]*\sheight="(\d+)(?:px)?"/)?.[1];
      return {
        kind: 'image',
        src: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        size: width && height ? { width: Number(width), height: Number(height) } : null,
        alt: imageAlt(data),
      };
    }
    case 'image/png':
    case 'image/jpeg': {
      const base64 = (text ?? '').replace(/\s+/g, '');
      return {
        kind: 'image',
        src: `data:${mime};base64,${base64}`,
        size: imageSize(Buffer.from(base64, 'base64')),
        alt: imageAlt(data),
      };
    }
    case 'text/plain':
      return { kind: 'text', text: text ?? '', stream: 'result' };
    default:
      return { kind: 'none' };
  }
}

/**
 * A notebook made ready for its page: markdown cells through the MDX pages' Markdown pipeline (one
 * document, so heading ids are unique and feed the table of contents), code cells highlighted in the
 * kernel's language, and a `notebook-output` element (`data-output` = its index) below each cell for
 * each of its outputs, which come as data (components/notebook/notebook-content.tsx shows them).
 */
export async function prepareNotebook(notebook: Notebook): Promise<PreparedNotebook> {
  const language = kernelLanguage(notebook);
  const outputs: NotebookOutput[] = [];
  const children: RootContent[] = [];
  for (const cell of pageCells(notebook)) {
    if (cell.cell_type === 'markdown') {
      children.push(...markdownParser.parse(cell.source).children);
    } else if (cell.cell_type === 'code') {
      if (cell.source.trim())
        children.push({
          type: 'code',
          lang: codeCellLanguage(cell.source, language),
          value: cell.source.replace(/\n$/, ''),
        });
      const example = isExampleOutput(cell);
      for (const output of cell.outputs) {
        children.push({
          type: 'paragraph',
          children: [],
          data: {
            hName: 'notebook-output',
            hProperties: { dataOutput: String(outputs.length), ...(example ? { dataExample: 'true' } : {}) },
          },
        });
        outputs.push(output);
      }
    }
  }
  const file = new VFile();
  const tree = await pipeline.run({ type: 'root', children } satisfies MdastRoot, file);
  return { tree, toc: file.data.toc ?? [], outputs: await Promise.all(outputs.map(prepareOutput)) };
}

/** The notebook `cookbook/{file}`, read and made ready for its page (at build time). */
export async function loadNotebook(file: string): Promise<PreparedNotebook> {
  const path = `cookbook/${file}`;
  return prepareNotebook(parseNotebook(await readFile(join(process.cwd(), path), 'utf8'), path));
}
