/**
 * The search box as a state machine . The index loads on the first focus:
 * idle -> loading -> ready, or -> failed, from where the next focus tries again. The result list is
 * open while the box has a query and has not been dismissed (Escape, blur or a chosen result).
 */

export type SearchIndexStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface SearchBoxState {
  status: SearchIndexStatus;
  query: string;
  /** Whether the list may show: false after Escape until the query changes or the box is focused. */
  open: boolean;
  /** The active option's position in the result list. */
  active: number;
}

export type SearchBoxAction =
  | { type: 'focus' }
  | { type: 'loaded' }
  | { type: 'failed' }
  | { type: 'input'; query: string }
  /** Arrow keys: `delta` is +1 or -1, `count` the number of options; wraps around. */
  | { type: 'move'; delta: 1 | -1; count: number }
  | { type: 'hover'; index: number }
  | { type: 'dismiss' }
  | { type: 'chosen' };

export const initialSearchBoxState: SearchBoxState = { status: 'idle', query: '', open: false, active: 0 };

export function searchBoxReducer(state: SearchBoxState, action: SearchBoxAction): SearchBoxState {
  switch (action.type) {
    case 'focus':
      return {
        ...state,
        open: true,
        status: state.status === 'idle' || state.status === 'failed' ? 'loading' : state.status,
      };
    case 'loaded':
      return state.status === 'loading' ? { ...state, status: 'ready' } : state;
    case 'failed':
      return state.status === 'loading' ? { ...state, status: 'failed' } : state;
    case 'input':
      return { ...state, query: action.query, open: true, active: 0 };
    case 'move':
      if (action.count === 0) return state;
      if (!state.open) return { ...state, open: true, active: 0 };
      return { ...state, active: (state.active + action.delta + action.count) % action.count };
    case 'hover':
      return { ...state, active: action.index };
    case 'dismiss':
      return { ...state, open: false };
    case 'chosen':
      return { ...state, open: false, query: '', active: 0 };
  }
}

/** What the list shows: a message, the results, or nothing (closed). */
export type SearchListView = 'closed' | 'loading' | 'failed' | 'empty' | 'results';

export function searchListView(state: SearchBoxState, resultCount: number): SearchListView {
  if (!state.open || state.query.trim() === '') return 'closed';
  if (state.status === 'failed') return 'failed';
  if (state.status !== 'ready') return 'loading';
  return resultCount === 0 ? 'empty' : 'results';
}
