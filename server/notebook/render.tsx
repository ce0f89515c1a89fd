import 'server-only';
import type { ComponentProps, ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { rehypeCode, remarkHeading } from 'fumadocs-core/mdx-plugins';
import type { TOCItemType } from 'fumadocs-core/toc';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot, RootContent } from 'mdast';
import rehypeRaw from 'rehype-raw';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { getMDXComponents } from '@/components/mdx/mdx-components';
import { createAnchoredHeadings } from '@/components/docs/anchored-heading';
import { rehypeCodeOptions } from '@/lib/code-highlight';
import type { Messages } from '@/lib/i18n';
import { parseAnsi } from '@/lib/notebook/ansi';
import { imageSize } from '@/lib/notebook/image-size';
import {
  bundleText,
  kernelLanguage,
  codeCellLanguage,
  pageCells,
  type Notebook,
  type NotebookOutput,
} from '@/lib/notebook/nbformat';
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

function Ansi({ text }: { text: string }) {
  return parseAnsi(text).map((span, index) => {
    const classes = [
      span.fg !== undefined ? `ansi-fg-${span.fg}` : '',
      span.bg !== undefined ? `ansi-bg-${span.bg}` : '',
      span.bold ? 'font-bold' : '',
      span.italic ? 'italic' : '',
      span.underline ? 'underline' : '',
    ].filter(Boolean);
    if (classes.length === 0) return span.text;
    return (
      <span key={index} className={classes.join(' ')}>
        {span.text}
      </span>
    );
  });
}

function OutputText({ text, kind }: { text: string; kind: 'stdout' | 'stderr' | 'result' | 'error' }) {
  return (
    <pre className="nb-output-text" data-kind={kind}>
      <code>
        <Ansi text={text.replace(/\n$/, '')} />
      </code>
    </pre>
  );
}

function OutputImage({
  src,
  size,
  alt,
}: {
  src: string;
  size: { width: number; height: number } | null;
  alt: string;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a data: URL from the notebook; nothing to optimise
    <img
      src={src}
      alt={alt}
      width={size?.width}
      height={size?.height}
      loading="lazy"
      decoding="async"
      className="nb-output-image"
    />
  );
}

interface RenderContext {
  t: Messages;
  components: Components;
}

/** Each output as a React node; `text/markdown` outputs go through the Markdown pipeline first. */
async function renderOutput(output: NotebookOutput, context: RenderContext): Promise<ReactNode> {
  if (output.output_type === 'stream') return <OutputText text={output.text} kind={output.name} />;
  if (output.output_type === 'error')
    return (
      <OutputText text={output.traceback.join('\n') || `${output.ename}: ${output.evalue}`} kind="error" />
    );
  const data = output.data;
  const mime = mimePreference.find((type) => data[type] !== undefined);
  if (mime === 'text/markdown') {
    const { body } = await markdownToReact(bundleText(data[mime]) ?? '', context);
    return <div className="nb-output-markdown">{body}</div>;
  }
  return <RichOutput data={data} mime={mime} context={context} />;
}

function imageAlt(data: Record<string, unknown>, t: Messages): string {
  const plain = bundleText(data['text/plain'])?.trim();
  // matplotlib's "<Figure size 600x320 with 1 Axes>" says nothing a reader needs.
  return plain && !/^<.*>$/.test(plain) ? plain : t.notebookImageOutput;
}

function RichOutput({
  data,
  mime,
  context,
}: {
  data: Record<string, unknown>;
  mime: (typeof mimePreference)[number] | undefined;
  context: RenderContext;
}): ReactNode {
  const text = mime ? bundleText(data[mime]) : undefined;
  switch (mime) {
    case 'text/html':
      return (
        <div
          className="nb-output-html table-scroll"
          role="region"
          aria-label={context.t.scrollableTable}
          tabIndex={0}
        >
          {toJsxRuntime(sanitizedHtmlFragment(text ?? ''), { Fragment, jsx, jsxs })}
        </div>
      );
    case 'image/svg+xml': {
      const svg = sanitizeSvg(text ?? '');
      const width = svg.match(/<svg[^>]*\swidth="(\d+)(?:px)?"/)?.[1];
      const height = svg.match(/<svg[^>]*\sheight="(\d+)(?:px)?"/)?.[1];
      return (
        <OutputImage
          src={`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`}
          size={width && height ? { width: Number(width), height: Number(height) } : null}
          alt={imageAlt(data, context.t)}
        />
      );
    }
    case 'image/png':
    case 'image/jpeg': {
      const base64 = (text ?? '').replace(/\s+/g, '');
      return (
        <OutputImage
          src={`data:${mime};base64,${base64}`}
          size={imageSize(Buffer.from(base64, 'base64'))}
          alt={imageAlt(data, context.t)}
        />
      );
    }
    case 'text/plain':
      return <OutputText text={text ?? ''} kind="result" />;
    default:
      return null;
  }
}

async function markdownToReact(markdown: string, context: RenderContext): Promise<RenderedNotebook> {
  const file = new VFile();
  const tree = await pipeline.run(markdownParser.parse(markdown), file);
  return {
    body: toJsxRuntime(tree, { Fragment, jsx, jsxs, components: context.components }),
    toc: file.data.toc ?? [],
  };
}

export interface RenderedNotebook {
  body: ReactNode;
  toc: TOCItemType[];
}

/**
 * A notebook as page content: markdown cells through the MDX pages' Markdown pipeline (one document,
 * so heading ids are unique and feed the table of contents), code cells highlighted in the kernel's
 * language with the copy button of every code block, and each output below its cell.
 */
export async function renderNotebook(notebook: Notebook, t: Messages): Promise<RenderedNotebook> {
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
      for (const output of cell.outputs) {
        children.push({
          type: 'paragraph',
          children: [],
          data: { hName: 'notebook-output', hProperties: { dataOutput: String(outputs.length) } },
        });
        outputs.push(output);
      }
    }
  }

  // The headings of notebook pages get section links like those of MDX docs pages.
  const components = { ...getMDXComponents(t), ...createAnchoredHeadings(t) } as Components;
  const context: RenderContext = { t, components };
  const rendered = await Promise.all(outputs.map((output) => renderOutput(output, context)));
  (components as Record<string, unknown>)['notebook-output'] = (
    props: ComponentProps<'div'> & { 'data-output'?: string },
  ) => {
    const output = rendered[Number(props['data-output'])];
    if (output === undefined || output === null) return null;
    return (
      <div className="nb-output" role="group" aria-label={t.notebookOutput}>
        {output}
      </div>
    );
  };

  const file = new VFile();
  const tree = await pipeline.run({ type: 'root', children } satisfies MdastRoot, file);
  return {
    body: toJsxRuntime(tree, { Fragment, jsx, jsxs, components }),
    toc: file.data.toc ?? [],
  };
}
