import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { metaAfterMove, redirectsAfterMove, rewriteLinks, withMovesSource } from './move';

const options = { locales: ['ja', 'ko', 'zh'], siteUrl: 'https://spanlight.example' };
const rewrite = (text: string) => rewriteLinks(text, '/docs/old', '/docs/new/place', options);

describe('rewriteLinks', () => {
  it('points links of every form at the new address', () => {
    expect(
      rewrite(
        [
          'See [old](/docs/old), [anchor](/docs/old#part), [query](/docs/old?x=1) and [twin](/docs/old.md).',
          '<Card href="/docs/old" /> {"url": "/ja/docs/old"} https://spanlight.example/docs/old.',
          "href: '/zh/docs/old',",
        ].join('\n'),
      ),
    ).toEqual({
      text: [
        'See [old](/docs/new/place), [anchor](/docs/new/place#part), [query](/docs/new/place?x=1) and [twin](/docs/new/place.md).',
        '<Card href="/docs/new/place" /> {"url": "/ja/docs/new/place"} https://spanlight.example/docs/new/place.',
        "href: '/zh/docs/new/place',",
      ].join('\n'),
      count: 8,
    });
  });
  it('leaves pages below it, look-alikes and other sites alone', () => {
    const text =
      '[a](/docs/old/child) [b](/docs/old-two) [c](/docs/older) [d](/api/docs/old) https://other.example/docs/old /docs/old.mdx';
    expect(rewrite(text)).toEqual({ text, count: 0 });
  });
  it('changes nothing in a text without the address, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!text.includes('/docs/old'));
        expect(rewrite(text)).toEqual({ text, count: 0 });
      }),
      { numRuns: 500 },
    );
  });
});

describe('redirectsAfterMove', () => {
  it('adds the move, points older entries at the new address and drops one from it', () => {
    expect(
      redirectsAfterMove(
        {
          moves: [
            { from: '/docs/older', to: '/docs/a' },
            { from: '/docs/b', to: '/docs/c' },
          ],
          aliases: [
            { from: '/docs/short', to: '/docs/a' },
            { from: '/docs/b-short', to: '/docs/c' },
          ],
        },
        '/docs/a',
        '/docs/b',
      ),
    ).toEqual({
      moves: [
        { from: '/docs/older', to: '/docs/b' },
        { from: '/docs/a', to: '/docs/b' },
      ],
      aliases: [
        { from: '/docs/short', to: '/docs/b' },
        { from: '/docs/b-short', to: '/docs/c' },
      ],
    });
  });
});

describe('withMovesSource', () => {
  it('writes the moves between the markers and refuses a file without them', () => {
    const file =
      'export const moves = [\n  // moves:start\n  { from: "/x", to: "/y" },\n  // moves:end\n];\n';
    expect(withMovesSource(file, [{ from: '/a', to: '/b' }])).toBe(
      "export const moves = [\n  // moves:start\n  { from: '/a', to: '/b' },\n  // moves:end\n];\n",
    );
    expect(() => withMovesSource('export const moves = [];', [])).toThrow(/markers are missing/);
  });
});

describe('metaAfterMove', () => {
  it('renames in place, drops, or adds at the end unless the list has a rest entry', () => {
    expect(metaAfterMove({ pages: ['a', 'b', 'c'] }, { remove: 'b', add: 'x' })).toEqual({
      pages: ['a', 'x', 'c'],
    });
    expect(metaAfterMove({ pages: ['a', 'b'] }, { remove: 'b' })).toEqual({ pages: ['a'] });
    expect(metaAfterMove({ title: 'T', pages: ['a'] }, { add: 'x' })).toEqual({
      title: 'T',
      pages: ['a', 'x'],
    });
    expect(metaAfterMove({ pages: ['a', '...'] }, { add: 'x' })).toEqual({ pages: ['a', '...'] });
    expect(metaAfterMove({ title: 'T' }, { add: 'x' })).toEqual({ title: 'T' });
  });
});
