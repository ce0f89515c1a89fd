'use client';

import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Root as MdastRoot, RootContent } from 'mdast';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { CodeFrame } from '@/components/mdx/code-frame';
import type { HighlightedCode, Source } from '@/lib/assistant/wire';

/**
 * An answer's Markdown, rendered in the browser as it streams in (loaded with the first answer, so
 * the Ask AI page's first load carries none of it). Safe by construction: raw HTML in the text is
 * shown as text, images are not rendered, and links are only links once the server has checked the
 * final answer (while it streams they are plain text). Code blocks take the server's highlighting
 * once the answer is final, with a copy button; `[n]` markers link to the numbered sources.
 */
export interface AnswerMarkdownProps {
  text: string;
  /** The final answer's sources; none while it streams. */
  sources?: readonly Source[];
  code?: readonly HighlightedCode[];
  /** Prefix of the sources' element ids (`{idPrefix}-source-{n}`). */
  idPrefix: string;
  labels: { copyCode: string; codeCopied: string; wrapLines: string; source: string };
}

/** Raw HTML the model wrote becomes text: shown, never parsed. */
function remarkHtmlAsText() {
  return (tree: MdastRoot) => {
    const visit = (node: { children?: RootContent[]; type: string }) => {
      node.children?.forEach((child, i) => {
        if (child.type === 'html') {
          const text = { type: 'text' as const, value: child.value };
          const block = node.type === 'root' || node.type === 'blockquote' || node.type === 'listItem';
          node.children![i] = block ? { type: 'paragraph', children: [text] } : text;
        } else visit(child);
      });
    };
    visit(tree);
  };
}

/** `[n]` markers in text (not in code) become links to source n, when there is a source n. */
function rehypeCitations({ count, idPrefix, label }: { count: number; idPrefix: string; label: string }) {
  return (tree: HastRoot) => {
    const visit = (node: HastRoot | Element) => {
      const children: (typeof node.children)[number][] = [];
      for (const child of node.children) {
        if (child.type === 'element' && child.tagName !== 'code' && child.tagName !== 'pre') visit(child);
        if (child.type !== 'text' || count === 0) {
          children.push(child);
          continue;
        }
        let last = 0;
        for (const match of child.value.matchAll(/\[(\d{1,3})\]/g)) {
          const n = Number(match[1]);
          if (n < 1 || n > count) continue;
          if (match.index > last)
            children.push({ type: 'text', value: child.value.slice(last, match.index) });
          const link: ElementContent = {
            type: 'element',
            tagName: 'a',
            properties: {
              href: `#${idPrefix}-source-${n}`,
              className: ['citation'],
              ariaLabel: label.replace('{n}', String(n)),
            },
            children: [{ type: 'text', value: `[${n}]` }],
          };
          children.push({ type: 'element', tagName: 'sup', properties: {}, children: [link] });
          last = match.index + match[0].length;
        }
        if (last < child.value.length) children.push({ type: 'text', value: child.value.slice(last) });
      }
      node.children = children;
    };
    visit(tree);
  };
}

export default function AnswerMarkdown({ text, sources, code, idPrefix, labels }: AnswerMarkdownProps) {
  const final = sources !== undefined;
  const highlighted = new Map(code?.map((block) => [block.offset, block.html]));
  const components: Components = {
    a: ({ href, children, className, ...props }) => {
      if (!final || !href) return <span>{children}</span>;
      const citation = className === 'citation';
      return (
        <a href={href} aria-label={props['aria-label']} className={citation ? 'no-underline' : undefined}>
          {children}
        </a>
      );
    },
    pre: ({ node, children }) => {
      const offset = node?.position?.start.offset;
      const html = offset === undefined ? undefined : highlighted.get(offset);
      return (
        <CodeFrame labels={labels} copy={final}>
          {html ? (
            // Shiki's output, made on the server from the code's text: every character of the
            // code is escaped, so nothing the model wrote becomes markup.
            <div dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <pre className="shiki">{children}</pre>
          )}
        </CodeFrame>
      );
    },
  };
  return (
    <div className="prose text-sm [&_.code-block_pre]:text-[0.8rem]">
      <Markdown
        remarkPlugins={[remarkGfm, remarkHtmlAsText]}
        rehypePlugins={[[rehypeCitations, { count: sources?.length ?? 0, idPrefix, label: labels.source }]]}
        disallowedElements={['img']}
        components={components}
      >
        {text}
      </Markdown>
    </div>
  );
}
