import type { ReactNode } from 'react';
import { CopyButton } from './copy-button.client';
import { WrapToggle } from './wrap-toggle.client';

export interface CodeFrameProps {
  /** The fence's `title="…"`, or else the language's name; nothing for plain text. */
  caption?: ReactNode;
  /** Whether the caption is the block's title (a <figcaption>) or only its language. */
  titled?: boolean;
  labels: { copyCode: string; codeCopied: string; wrapLines: string };
  /** `false` hides the copy button (the fence's `noCopy`, an answer still streaming). */
  copy?: boolean;
  children: ReactNode;
}

/**
 * A code block's frame: a bar above the code with its title or language and the wrap and copy
 * buttons, so no line of code ever runs under a button, scrolled or wrapped. Used by MDX pages and
 * Ask AI's answers alike (no hooks: it renders on the server and in client islands).
 */
export function CodeFrame({ caption, titled = false, labels, copy = true, children }: CodeFrameProps) {
  return (
    <figure data-code-block="" className="code-block">
      <div className="flex min-h-9 items-center gap-2 rounded-t-lg border border-b-0 border-border bg-subtle py-1 pr-1.5 pl-4 font-mono text-xs text-muted">
        {caption ? (
          titled ? (
            <figcaption className="min-w-0 truncate">{caption}</figcaption>
          ) : (
            <span className="min-w-0 truncate">{caption}</span>
          )
        ) : null}
        <div className="ml-auto flex shrink-0 items-center gap-1 font-sans">
          <WrapToggle label={labels.wrapLines} />
          {copy ? <CopyButton label={labels.copyCode} copiedLabel={labels.codeCopied} /> : null}
        </div>
      </div>
      {children}
    </figure>
  );
}
