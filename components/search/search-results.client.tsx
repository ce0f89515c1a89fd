'use client';

import { useVirtualizer } from '@tanstack/react-virtual';
import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { SearchIndex, snippetOf, highlightRanges } from '@/lib/search/engine';
import type { SearchIndexFile, SearchTextFile } from '@/lib/search/index-format';

/**
 * The heavy half of search, loaded with the index on the first focus of the box: the in-browser
 * index and the virtualized result list. Nothing here is in the first-load JavaScript.
 */

/** SPEC section 9: page list estimated row size and overscan. */
const estimatedRowSize = 40;
const overscan = 12;

export interface OpenedSearch {
  index: SearchIndex;
  /** Resolves when the excerpts are in (never rejects: snippets are optional). */
  excerpts: Promise<void>;
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
  return { index, excerpts };
}

export interface ResultRow {
  kind: 'page' | 'section';
  url: string;
  /** The page title or the section heading. */
  title: string;
  /** The section whose text gives the snippet, if any. */
  section: number | null;
}

export interface ResultRows {
  rows: ResultRow[];
  terms: ReadonlySet<string>;
}

/** The results of a query as list rows: each page, then its best sections. */
export function resultRows(index: SearchIndex, query: string): ResultRows {
  const { pages, terms } = index.search(query);
  const rows: ResultRow[] = [];
  for (const page of pages) {
    rows.push({ kind: 'page', url: page.url, title: page.title, section: page.intro });
    for (const section of page.sections) {
      rows.push({ kind: 'section', url: section.url, title: section.heading, section: section.section });
    }
  }
  return { rows, terms };
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
  const [, setExcerptsIn] = useState(false);
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

  useEffect(() => {
    if (active < rows.length) virtualizer.scrollToIndex(active, { align: 'auto' });
  }, [active, rows.length, virtualizer]);

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
          return (
            <div
              key={item.key}
              id={optionId(item.index)}
              role="option"
              aria-selected={item.index === active}
              aria-label={row.title}
              aria-describedby={snippet ? `${optionId(item.index)}-text` : undefined}
              data-index={item.index}
              ref={virtualizer.measureElement}
              onMouseMove={() => {
                if (item.index !== active) onHover(item.index);
              }}
              onClick={() => onChoose(row)}
              className={clsx(
                'absolute top-0 left-0 w-full cursor-pointer px-3 py-2 text-sm',
                row.kind === 'section' && 'pl-7',
                item.index === active ? 'bg-subtle' : 'bg-bg',
              )}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <div className={clsx('truncate', row.kind === 'page' ? 'font-medium' : 'text-fg')}>
                {row.kind === 'section' ? (
                  <span aria-hidden="true" className="mr-1.5 text-muted">
                    #
                  </span>
                ) : null}
                <Highlighted text={row.title} ranges={highlightRanges(row.title, terms)} />
              </div>
              {snippet ? (
                <div id={`${optionId(item.index)}-text`} className="mt-0.5 line-clamp-2 text-xs text-muted">
                  <Highlighted text={snippet.text} ranges={snippet.ranges} />
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}
