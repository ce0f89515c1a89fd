'use client';

import { useVirtualizer } from '@tanstack/react-virtual';
import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { SearchIndex } from '@/lib/search/engine';
import { highlightRanges, snippetOf } from '@/lib/search/snippets';
import type { SearchIndexFile, SearchTextFile } from '@/lib/search/index-format';
import type { ResultRow, ResultRows } from '@/lib/search/result-rows';
import { createSearchSession, type SearchSession } from '@/lib/insights/search-session';
import { sendInsight } from '@/lib/insights/send';

/**
 * The heavy half of search, loaded with the index on the first focus of the box: the in-browser
 * index and the virtualized result list. Nothing here is in the first-load JavaScript.
 */

/** The result list's estimated row size and overscan (rows rendered beyond the visible ones). */
const estimatedRowSize = 40;
const overscan = 12;

export interface OpenedSearch {
  index: SearchIndex;
  /** Resolves when the excerpts are in (never rejects: snippets are optional). */
  excerpts: Promise<void>;
  /** What the box reports to the insights: each query once, with what was opened. */
  session: SearchSession;
}

/** Builds the in-browser index and starts loading the excerpts beside it. */
export function openSearch(file: SearchIndexFile, textUrl: string): OpenedSearch {
  const start = performance.now();
  const index = new SearchIndex(file);
  // Read by `npm run bench:search` in Chromium.
  performance.measure('search-index-build', { start, end: performance.now() });
  const excerpts = fetch(textUrl)
    .then((response) => (response.ok ? (response.json() as Promise<SearchTextFile>) : null))
    .then((text) => {
      if (text) index.attachText(text);
    })
    .catch(() => undefined);
  const session = createSearchSession({ send: sendInsight, path: () => location.pathname });
  addEventListener('pagehide', () => session.left());
  return { index, excerpts, session };
}

export { resultRows, type ResultRow, type ResultRows } from '@/lib/search/result-rows';

/** A click the browser should handle itself: a new tab or window, a download, another button. */
function opensElsewhere(event: React.MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

function Highlighted({ text, ranges }: { text: string; ranges: [number, number][] }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [from, to] of ranges) {
    if (from > at) parts.push(text.slice(at, from));
    parts.push(
      <mark key={from} className="rounded-sm bg-amber-200 text-inherit dark:bg-amber-500/40 dark:text-white">
        {text.slice(from, to)}
      </mark>,
    );
    at = to;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

export interface SearchResultListProps {
  id: string;
  label: string;
  optionId: (index: number) => string;
  opened: OpenedSearch;
  results: ResultRows;
  active: number;
  onHover: (index: number) => void;
  onChoose: (row: ResultRow) => void;
}

/** The listbox of results, virtualized: only the rows in view (and `overscan` more) are rendered. */
export function SearchResultList({
  id,
  label,
  optionId,
  opened,
  results,
  active,
  onHover,
  onChoose,
}: SearchResultListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [excerptsIn, setExcerptsIn] = useState(false);
  useEffect(() => {
    let current = true;
    void opened.excerpts.then(() => {
      if (current) setExcerptsIn(true);
    });
    return () => {
      current = false;
    };
  }, [opened]);

  const { rows, terms } = results;
  // The virtualizer returns functions React cannot memoize; this component does not need it to.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimatedRowSize,
    overscan,
  });

  // Again when the excerpts come in: rows grow by their snippet, which would push the chosen row out
  // of view (the last one, reached by ArrowUp, below the bottom).
  useEffect(() => {
    if (active < rows.length) virtualizer.scrollToIndex(active, { align: 'auto' });
  }, [active, rows.length, virtualizer, excerptsIn]);

  return (
    // Focus stays in the box (aria-activedescendant) and the list closes when the box loses it; the
    // scroll area is focusable only so that it counts as keyboard-scrollable, and a press on it (the
    // scrollbar) keeps the focus in the box.
    <div
      ref={scroller}
      tabIndex={0}
      onMouseDown={(event) => event.preventDefault()}
      className="max-h-[min(28rem,calc(100dvh-6rem))] overflow-y-auto overscroll-contain"
    >
      <div
        id={id}
        role="listbox"
        aria-label={label}
        className="relative w-full"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          const text = row.section === null ? null : opened.index.textOf(row.section);
          const snippet = text ? snippetOf(text, terms, row.kind === 'page' ? 120 : 140) : null;
          const describedBy = `${optionId(item.index)}-about`;
          return (
            // The virtual row holds the group's label (above a collection's first page) and the option.
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              role="presentation"
              className="absolute top-0 left-0 w-full"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {row.groupStart ? (
                <div
                  aria-hidden="true"
                  className="border-t border-border px-3 pt-2 pb-1 text-[11px] font-semibold tracking-wider text-muted uppercase first:border-t-0"
                >
                  {row.collection}
                </div>
              ) : null}
              {/* A real link: Ctrl/Cmd-click, middle-click and the browser's URL preview work; a plain
                  click navigates in the page like Enter. Focus stays in the box (aria-activedescendant). */}
              <a
                id={optionId(item.index)}
                href={row.url}
                role="option"
                tabIndex={-1}
                aria-selected={item.index === active}
                aria-label={row.title}
                aria-describedby={describedBy}
                onMouseMove={() => {
                  if (item.index !== active) onHover(item.index);
                }}
                onClick={(event) => {
                  if (opensElsewhere(event)) return;
                  event.preventDefault();
                  onChoose(row);
                }}
                className={clsx(
                  'block cursor-pointer px-3 py-2 text-sm text-fg no-underline',
                  row.kind === 'section' && 'pl-7',
                  item.index === active ? 'bg-subtle' : 'bg-bg',
                )}
              >
                <span className={clsx('block truncate', row.kind === 'page' ? 'font-medium' : 'text-fg')}>
                  {row.kind === 'section' ? (
                    <span aria-hidden="true" className="mr-1.5 text-muted">
                      #
                    </span>
                  ) : null}
                  <Highlighted text={row.title} ranges={highlightRanges(row.title, terms)} />
                </span>
                <span id={describedBy} className="block">
                  {row.kind === 'page' ? <span className="sr-only">{row.collection}. </span> : null}
                  {snippet ? (
                    <span className="mt-0.5 line-clamp-2 text-xs text-muted">
                      <Highlighted text={snippet.text} ranges={snippet.ranges} />
                    </span>
                  ) : null}
                </span>
              </a>
            </div>
          );
        })}
      </div>
    </div>
  );
}
