import type { ComponentProps } from 'react';
import type { Messages } from '@/lib/i18n';
import { languageName } from '@/lib/code-highlight';
import { CodeFrame } from './code-frame';

type PreProps = ComponentProps<'pre'> & { allowCopy?: string; 'data-language'?: string };

/**
 * A highlighted code block (Shiki ran at build time, so the browser gets coloured HTML and no
 * highlighter). The fence's `title="…"` becomes the caption, or else its language's name; `noCopy`
 * hides the copy button.
 */
export function createCodeBlock(t: Messages) {
  return function CodeBlock({ title, allowCopy, children, 'data-language': language, ...props }: PreProps) {
    return (
      <CodeFrame
        caption={title ?? languageName(language)}
        titled={Boolean(title)}
        labels={{ copyCode: t.copyCode, codeCopied: t.codeCopied, wrapLines: t.wrapLines }}
        copy={allowCopy !== 'false'}
      >
        <pre {...props}>{children}</pre>
      </CodeFrame>
    );
  };
}
