import { describe, expect, it } from 'vitest';
import { createSearchSession } from './search-session';

function session() {
  const sent: unknown[] = [];
  const timers: (() => void)[] = [];
  const search = createSearchSession({
    send: (event) => sent.push([event.query, event.results, event.opened]),
    path: () => '/docs',
    setTimer: (run) => timers.push(run),
    clearTimer: () => undefined,
  });
  /** The reader stops typing long enough: every pending pause ends. */
  const pause = () => timers.splice(0).forEach((run) => run());
  return { search, sent, pause };
}

describe('the search session', () => {
  it('sends nothing for what is typed on the way, and the query paused on once the next one starts', () => {
    const { search, sent, pause } = session();
    search.shown('t', 40);
    search.shown('tra', 12);
    search.shown('trace', 9);
    expect(sent).toEqual([]);
    pause();
    search.shown('trace ', 9); // The same query: nothing new.
    search.shown('trace id', 3);
    expect(sent).toEqual([['trace', 9, null]]);
  });

  it('sends the query with the position opened, once', () => {
    const { search, sent } = session();
    search.shown('datasets', 7);
    search.opened(2);
    search.left();
    expect(sent).toEqual([['datasets', 7, 2]]);
  });

  it('sends the query the reader left the box with, also one with no result', () => {
    const { search, sent } = session();
    search.shown('cobol sdk', 0);
    search.left();
    search.left();
    expect(sent).toEqual([['cobol sdk', 0, null]]);
  });

  it('keeps the latest result count of a query', () => {
    const { search, sent } = session();
    search.shown('prompt', 0);
    search.shown('prompt', 12);
    search.opened(1);
    expect(sent).toEqual([['prompt', 12, 1]]);
  });
});
