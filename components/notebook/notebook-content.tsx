import type { ComponentProps, ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import type { Root as HastRoot } from 'hast';
import { createAnchoredHeadings } from '@/components/mdx/anchored-heading';
import { getMDXComponents } from '@/components/mdx/mdx-components';
import type { Messages } from '@/lib/i18n';
import { parseAnsi } from '@/lib/notebook/ansi';
import type { PreparedNotebook, PreparedOutput } from '@/lib/notebook/prepared';

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
    // Focusable, so a keyboard can scroll a long traceback sideways, as it can a code block.
    <pre className="nb-output-text" data-kind={kind} tabIndex={0}>
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

const toReact = (tree: HastRoot, components?: Components) =>
  toJsxRuntime(tree, { Fragment, jsx, jsxs, components });

function Output({ output, t, components }: { output: PreparedOutput; t: Messages; components: Components }) {
  switch (output.kind) {
    case 'text':
      return <OutputText text={output.text} kind={output.stream} />;
    case 'markdown':
      return <div className="nb-output-markdown">{toReact(output.tree, components)}</div>;
    case 'html':
      return (
        <div
          className="nb-output-html table-scroll"
          role="region"
          aria-label={t.scrollableTable}
          tabIndex={0}
        >
          {toReact(output.tree)}
        </div>
      );
    case 'image':
      return <OutputImage src={output.src} size={output.size} alt={output.alt ?? t.notebookImageOutput} />;
    case 'none':
      return null;
  }
}

/**
 * A cookbook notebook as page content, from what the server prepared (server/notebook/render.ts):
 * the cells with the MDX pages' components (code blocks with their copy button, headings with their
 * section links), and each output below its cell.
 */
export function NotebookContent({ notebook, t }: { notebook: PreparedNotebook; t: Messages }): ReactNode {
  const components = { ...getMDXComponents(t), ...createAnchoredHeadings(t) } as Components;
  const withOutputs = {
    ...components,
    'notebook-output': (
      props: ComponentProps<'div'> & { 'data-output'?: string; 'data-example'?: string },
    ) => {
      const output = notebook.outputs[Number(props['data-output'])];
      if (!output || output.kind === 'none') return null;
      // Figures of a recorded run (cells tagged example-output) say so above the output.
      const example = props['data-example'] === 'true';
      return (
        <div
          className="nb-output"
          role="group"
          aria-label={example ? t.notebookExampleOutput : t.notebookOutput}
        >
          {example ? (
            <p className="nb-output-label">
              <strong>{t.notebookExampleOutput}</strong> {t.notebookExampleOutputNote}
            </p>
          ) : null}
          <Output output={output} t={t} components={components} />
        </div>
      );
    },
  } as Components;
  return toReact(notebook.tree, withOutputs);
}

/** The Guides › Cookbook index: every notebook listed as a guide, with its description. */
export function CookbookIndex({ items }: { items: { title: string; description: string; url: string }[] }) {
  return (
    <ul className="not-prose grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.url}>
          <a href={item.url} className="block h-full rounded-lg border border-border p-4 hover:bg-subtle">
            <span className="block font-medium">{item.title}</span>
            <span className="mt-1 block text-sm text-muted">{item.description}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
