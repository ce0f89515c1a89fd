'use client';

import { useEffect, useState } from 'react';
import { CopyButton } from '@/components/mdx/copy-button.client';
import { formatBytes, type ConsoleResponse } from '@/lib/api-requests/console-state';

/** Bodies up to this size are coloured (the highlighter runs on the main thread). */
const maxHighlightedChars = 60_000;
/** Bodies are shown up to this size; the rest is cut, with a note. */
const maxShownChars = 400_000;

/** The answer: status, time and size, headers, and the body, coloured once the highlighter has loaded. */
export function ConsoleResponseView({ response }: { response: ConsoleResponse }) {
  const shown = response.body.length > maxShownChars ? response.body.slice(0, maxShownChars) : response.body;
  // The coloured body of the answer it was made for: a newer answer shows as text until coloured.
  const [coloured, setColoured] = useState<{ of: ConsoleResponse; html: string } | null>(null);
  const html = coloured?.of === response ? coloured.html : null;

  useEffect(() => {
    if (!response.json || shown.length > maxHighlightedChars) return;
    import('./json-highlight')
      .then((module) => module.highlightJson(shown))
      .then((result) => setColoured({ of: response, html: result }))
      // Uncoloured text is still the whole answer.
      .catch(() => undefined);
  }, [response, shown]);

  const ok = response.status >= 200 && response.status < 300;
  return (
    <section aria-label="Response" className="mt-5">
      <h3 className="text-sm font-semibold">Response</h3>
      <p role="status" className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <span
          className={
            ok
              ? 'rounded bg-emerald-100 px-2 py-0.5 font-mono font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'
              : 'rounded bg-red-100 px-2 py-0.5 font-mono font-semibold text-red-900 dark:bg-red-950 dark:text-red-200'
          }
        >
          {response.status} {response.statusText}
        </span>
        <span className="text-muted">{response.ms} ms</span>
        <span className="text-muted">{formatBytes(response.bytes)}</span>
      </p>
      <details className="mt-2">
        <summary className="cursor-pointer text-muted hover:text-fg">
          Headers ({response.headers.length})
        </summary>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 font-mono text-xs">
          {response.headers.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="text-muted">{name}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      {response.body ? (
        <div data-code-block className="relative mt-2 rounded-md border border-border bg-bg">
          <div className="absolute top-1.5 right-1.5">
            <CopyButton label="Copy response" copiedLabel="Copied" />
          </div>
          {html ? (
            <div
              className="console-body max-h-[32rem] overflow-auto text-xs [&_pre]:p-3 [&_pre]:pr-10"
              // Shiki escapes the text it colours.
              dangerouslySetInnerHTML={{ __html: html }}
            />
          ) : (
            <pre
              className="max-h-[32rem] overflow-auto p-3 pr-10 font-mono text-xs leading-relaxed"
              tabIndex={0}
            >
              <code>{shown}</code>
            </pre>
          )}
          {shown.length < response.body.length ? (
            <p className="border-t border-border p-2 text-xs text-muted">
              The first {formatBytes(maxShownChars)} of {formatBytes(response.bytes)} are shown.
            </p>
          ) : null}
        </div>
      ) : (
        <p className="mt-2 text-muted">The answer has no body.</p>
      )}
    </section>
  );
}
