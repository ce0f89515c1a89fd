'use client';

import clsx from 'clsx';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { initialSearchBoxState, searchBoxReducer, searchListView } from '@/lib/search/box-state';
import type { ResultGroup } from '@/lib/search/collections';
import type { SearchIndexFile } from '@/lib/search/index-format';
import { searchInputAttribute } from '@/lib/search/shortcut';
import type * as ResultsModule from './search-results.client';
import { SparklesIcon } from '@/components/ui/icons';
import { useBrowserValue } from '@/components/ui/use-browser-value';

const isApple = () => /Mac|iPhone|iPad/.test(navigator.platform);
interface LoadedSearch {
  results: typeof ResultsModule;
  opened: ResultsModule.OpenedSearch;
}

/**
 * One load per index file for the whole visit: the file name holds the locale and a content hash. A
 * failed load is forgotten, so the next focus tries again.
 */
const loads = new Map<string, Promise<LoadedSearch>>();

function loadSearch(indexUrl: string, textUrl: string): Promise<LoadedSearch> {
  const known = loads.get(indexUrl);
  if (known) return known;
  // The result list's code and the index download in parallel.
  const load = Promise.all([
    import('./search-results.client'),
    fetch(indexUrl).then((response) => {
      if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
      return response.json() as Promise<SearchIndexFile>;
    }),
  ]).then(([results, file]) => ({ results, opened: results.openSearch(file, textUrl) }));
  loads.set(indexUrl, load);
  load.catch(() => loads.delete(indexUrl));
  return load;
}

export interface SearchBoxProps {
  placeholder: string;
  label: string;
  /** The locale's content-hashed index file and excerpt file. */
  indexUrl: string;
  textUrl: string;
  messages: { results: string; loading: string; failed: string; empty: string };
  /** The assistant's page and the link text (`{query}` is filled in), offered above the results. */
  askAi: { href: string; label: string };
  /** The labels results are grouped under: Docs, Self-hosting, Integrations, …, by collection. */
  groupLabels: Record<ResultGroup, string>;
}

/**
 * The navbar search box: `/` and Ctrl/Cmd+K focus it from anywhere on the page (an inline script in
 * the document, `searchShortcutScript`, listens for them from the first paint). A combobox whose
 * list of results (a listbox) is loaded with the index on the first focus.
 */
export function SearchBox({
  placeholder,
  label,
  indexUrl,
  textUrl,
  messages,
  askAi,
  groupLabels,
}: SearchBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const router = useRouter();
  const apple = useBrowserValue(isApple, false);
  const [state, dispatch] = useReducer(searchBoxReducer, initialSearchBoxState);
  const [loaded, setLoaded] = useState<LoadedSearch | null>(null);
  const id = useId();
  const listId = `${id}list`;
  const optionId = (index: number) => `${id}option-${index}`;

  useEffect(() => {
    // The shortcuts (`/`, Ctrl/Cmd+K) are listened for by an inline script from the first paint
    // (lib/search/shortcut.ts). Focused before the page was interactive: focus again so that the index
    // starts loading now.
    if (input.current && document.activeElement === input.current) {
      input.current.blur();
      input.current.focus();
    }
  }, []);

  const results = useMemo(
    () =>
      loaded && state.query.trim() !== ''
        ? loaded.results.resultRows(loaded.opened.index, state.query, groupLabels)
        : null,
    [loaded, state.query, groupLabels],
  );
  const rows = results?.rows ?? [];
  const query = state.query.trim();
  const view = searchListView(state, rows.length);
  const active = Math.min(state.active, Math.max(rows.length - 1, 0));

  // The insights: the query shown and its number of results (lib/insights/search-session.ts).
  useEffect(() => {
    if (loaded && (view === 'results' || view === 'empty')) loaded.opened.session.shown(query, rows.length);
  }, [loaded, view, query, rows.length]);

  const onFocus = () => {
    dispatch({ type: 'focus' });
    if (loaded) return;
    loadSearch(indexUrl, textUrl).then(
      (value) => {
        setLoaded(value);
        dispatch({ type: 'loaded' });
      },
      () => dispatch({ type: 'failed' }),
    );
  };

  const choose = (row: ResultsModule.ResultRow) => {
    loaded?.opened.session.opened(rows.indexOf(row) + 1);
    dispatch({ type: 'chosen' });
    input.current?.blur();
    router.push(row.url);
  };

  const message = { loading: messages.loading, failed: messages.failed, empty: messages.empty };

  return (
    <div role="search" className="relative w-full min-w-0 md:w-64">
      <input
        ref={input}
        {...{ [searchInputAttribute]: '' }}
        type="search"
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={view === 'results'}
        aria-controls={view === 'results' ? listId : undefined}
        aria-activedescendant={view === 'results' ? optionId(active) : undefined}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        value={state.query}
        className="peer h-9 w-full rounded-lg border border-border bg-subtle pr-2 pl-2.5 text-sm placeholder:text-muted focus:bg-bg sm:pr-14 sm:pl-3"
        onFocus={onFocus}
        onBlur={(event) => {
          // Tab moves on into the panel (its scroll area, the "Ask AI" link): the panel stays open.
          if (panel.current?.contains(event.relatedTarget)) return;
          dispatch({ type: 'dismiss' });
          loaded?.opened.session.left();
        }}
        onChange={(event) => dispatch({ type: 'input', query: event.target.value })}
        onKeyDown={(event) => {
          if (event.nativeEvent.isComposing) return;
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            dispatch({ type: 'move', delta: event.key === 'ArrowDown' ? 1 : -1, count: rows.length });
          } else if (event.key === 'Enter' && view === 'results') {
            event.preventDefault();
            const row = rows[active];
            if (row) choose(row);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            if (view === 'closed') event.currentTarget.blur();
            else dispatch({ type: 'dismiss' });
          }
        }}
      />
      <kbd
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-2 block -translate-y-1/2 rounded border border-border bg-bg px-1.5 font-mono text-[11px] text-muted peer-focus:hidden peer-[:not(:placeholder-shown)]:hidden max-sm:hidden"
      >
        {apple ? '⌘ K' : 'Ctrl K'}
      </kbd>
      {view === 'closed' ? null : (
        <div
          ref={panel}
          onBlur={(event) => {
            const next = event.relatedTarget as Node | null;
            if (next === input.current || panel.current?.contains(next)) return;
            dispatch({ type: 'dismiss' });
            loaded?.opened.session.left();
          }}
          className={clsx(
            'z-50 overflow-hidden rounded-lg border border-border bg-bg shadow-lg',
            // Below 768 px the box is narrow: the list takes the width of the screen.
            'fixed inset-x-2 top-[calc(var(--spacing-navbar)+0.25rem)]',
            'md:absolute md:inset-x-auto md:top-full md:right-0 md:mt-2 md:w-[32rem]',
          )}
        >
          <a
            href={`${askAi.href}?q=${encodeURIComponent(query)}`}
            // Keeps the focus in the box until the click lands (a blur would close the list first).
            onMouseDown={(event) => event.preventDefault()}
            className="flex items-center gap-2 border-b border-border px-3 py-2 text-sm text-accent hover:bg-subtle focus-visible:bg-subtle"
          >
            <SparklesIcon className="size-4 shrink-0" />
            <span className="truncate">{askAi.label.replace('{query}', query)}</span>
          </a>
          {view === 'results' && loaded && results ? (
            <loaded.results.SearchResultList
              id={listId}
              label={messages.results}
              optionId={optionId}
              opened={loaded.opened}
              results={results}
              active={active}
              onHover={(index) => dispatch({ type: 'hover', index })}
              onChoose={choose}
            />
          ) : (
            <p role="status" className="px-3 py-6 text-center text-sm text-muted">
              {message[view as keyof typeof message]}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
