import type { BeaconEvent } from './beacon';

type SearchEvent = Extract<BeaconEvent, { type: 'search' }>;

/** How long the reader must stop typing before a query counts as searched. */
export const searchPauseMs = 1000;

export interface SearchSessionOptions {
  send: (event: SearchEvent) => void;
  /** The page the box is on (its locale is the search's). */
  path: () => string;
  pauseMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * What the search box reports to the insights: a query once, when it is done with — the reader
 * opened a result (with its position), typed a new query after pausing on this one, or left the box
 * or the page. Queries typed on the way ("tra", "trac") are never sent: only one the reader paused
 * on, opened a result of, or left the box with.
 */
export interface SearchSession {
  /** The box shows `results` results for `query` (0 for none). */
  shown(query: string, results: number): void;
  /** The reader opened the result at `position` (1-based). */
  opened(position: number): void;
  /** The reader left the box or the page. */
  left(): void;
}

export function createSearchSession(options: SearchSessionOptions): SearchSession {
  const pauseMs = options.pauseMs ?? searchPauseMs;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let current: { query: string; results: number; paused: boolean } | undefined;
  let timer: unknown;

  const send = (opened: number | null) => {
    if (!current || current.query === '') return;
    options.send({
      type: 'search',
      path: options.path(),
      query: current.query,
      results: current.results,
      opened,
    });
    current = undefined;
  };

  return {
    shown(query, results) {
      const text = query.trim();
      if (current && current.query === text) {
        current.results = results;
        return;
      }
      if (current?.paused) send(null);
      if (timer !== undefined) clearTimer(timer);
      current = { query: text, results, paused: false };
      timer = setTimer(() => {
        if (current) current.paused = true;
      }, pauseMs);
    },
    opened(position) {
      send(position);
    },
    left() {
      send(null);
    },
  };
}
