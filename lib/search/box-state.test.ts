import { describe, expect, it } from 'vitest';
import {
  initialSearchBoxState,
  searchBoxReducer,
  searchListView,
  type SearchBoxAction,
  type SearchBoxState,
} from './box-state';

const run = (...actions: SearchBoxAction[]): SearchBoxState =>
  actions.reduce(searchBoxReducer, initialSearchBoxState);

describe('search box state', () => {
  it('starts loading the index on the first focus only', () => {
    const focused = run({ type: 'focus' });
    expect(focused.status).toBe('loading');
    const ready = run({ type: 'focus' }, { type: 'loaded' }, { type: 'dismiss' }, { type: 'focus' });
    expect(ready.status).toBe('ready');
  });

  it('tries again on the next focus after a failed load', () => {
    const failed = run({ type: 'focus' }, { type: 'failed' });
    expect(failed.status).toBe('failed');
    expect(searchBoxReducer(failed, { type: 'focus' }).status).toBe('loading');
  });

  it('shows the loading, failure and no-match messages only for a query', () => {
    const loading = run({ type: 'focus' });
    expect(searchListView(loading, 0)).toBe('closed');
    expect(searchListView(run({ type: 'focus' }, { type: 'input', query: 'x' }), 0)).toBe('loading');
    expect(searchListView(run({ type: 'focus' }, { type: 'input', query: 'x' }, { type: 'failed' }), 0)).toBe(
      'failed',
    );
    const ready = run({ type: 'focus' }, { type: 'loaded' }, { type: 'input', query: 'x' });
    expect(searchListView(ready, 0)).toBe('empty');
    expect(searchListView(ready, 3)).toBe('results');
  });

  it('moves the active option with wrap-around and starts over on new input', () => {
    const ready = run({ type: 'focus' }, { type: 'loaded' }, { type: 'input', query: 'trace' });
    const down = searchBoxReducer(ready, { type: 'move', delta: 1, count: 3 });
    expect(down.active).toBe(1);
    expect(searchBoxReducer(ready, { type: 'move', delta: -1, count: 3 }).active).toBe(2);
    expect(searchBoxReducer(down, { type: 'input', query: 'traces' }).active).toBe(0);
    expect(searchBoxReducer(ready, { type: 'move', delta: 1, count: 0 })).toBe(ready);
  });

  it('closes on Escape, reopens on arrow or typing, and clears after a choice', () => {
    const ready = run({ type: 'focus' }, { type: 'loaded' }, { type: 'input', query: 'trace' });
    const dismissed = searchBoxReducer(ready, { type: 'dismiss' });
    expect(searchListView(dismissed, 2)).toBe('closed');
    expect(searchListView(searchBoxReducer(dismissed, { type: 'move', delta: 1, count: 2 }), 2)).toBe(
      'results',
    );
    expect(searchListView(searchBoxReducer(dismissed, { type: 'input', query: 'tracing' }), 2)).toBe(
      'results',
    );
    expect(searchBoxReducer(ready, { type: 'chosen' })).toMatchObject({ query: '', open: false });
  });
});
