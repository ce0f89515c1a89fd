import { describe, expect, it } from 'vitest';
import { CONTRIBUTORS_SHOWN_COLLAPSED, contributorsListView } from './list-view';

const six = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('contributorsListView', () => {
  it('shows the first 3 and counts the rest while collapsed', () => {
    expect(CONTRIBUTORS_SHOWN_COLLAPSED).toBe(3);
    expect(contributorsListView(six, { expandedOn: null, pathname: '/docs/a' })).toEqual({
      shown: ['a', 'b', 'c'],
      hiddenCount: 3,
    });
  });

  it('shows everyone once expanded on the current page', () => {
    expect(contributorsListView(six, { expandedOn: '/docs/a', pathname: '/docs/a' })).toEqual({
      shown: six,
      hiddenCount: 0,
    });
  });

  it('is collapsed again after a route change', () => {
    expect(contributorsListView(six, { expandedOn: '/docs/a', pathname: '/docs/b' })).toEqual({
      shown: ['a', 'b', 'c'],
      hiddenCount: 3,
    });
  });

  it('has nothing to expand with 3 or fewer contributors', () => {
    expect(contributorsListView(['a', 'b', 'c'], { expandedOn: null, pathname: '/' })).toEqual({
      shown: ['a', 'b', 'c'],
      hiddenCount: 0,
    });
    expect(contributorsListView([], { expandedOn: null, pathname: '/' })).toEqual({
      shown: [],
      hiddenCount: 0,
    });
  });

  it('hides a single extra contributor behind the control', () => {
    expect(contributorsListView(['a', 'b', 'c', 'd'], { expandedOn: null, pathname: '/' }).hiddenCount).toBe(
      1,
    );
  });
});
