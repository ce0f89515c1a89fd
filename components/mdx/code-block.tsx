import type { ComponentProps } from 'react';
import type { Messages } from '@/lib/i18n';
import { CopyButton } from './copy-button.client';

type PreProps = ComponentProps<'pre'> & { allowCopy?: string };

/**
 * A highlighted code block (Shiki ran at build time, so the browser gets coloured HTML and no
 * highlighter). The fence's `title="…"` becomes a caption; `noCopy` hides the copy button.
 */
export function createCodeBlock(t: Messages) {
  return function CodeBlock({ title, allowCopy, children, ...props }: PreProps) {
    return (
      <figure data-code-block="" className="code-block">
        {title ? (
          <figcaption className="rounded-t-lg border border-b-0 border-border bg-subtle px-4 py-2 font-mono text-xs text-muted">
            {title}
          </figcaption>
        ) : null}
        <div className="relative">
          <pre {...props} className={`${props.className ?? ''} ${title ? 'rounded-t-none' : ''}`}>
            {children}
          </pre>
          {allowCopy === 'false' ? null : <CopyButton label={t.copyCode} copiedLabel={t.codeCopied} />}
        </div>
      </figure>
    );
  };
}
