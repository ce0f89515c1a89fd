import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Nodes } from 'mdast';
import { checkCitations, indexedAddress, parseAnswer } from './citations';

const passages = [
  { title: 'Sessions', heading: '', url: '/docs/sessions', text: '' },
  { title: 'Sessions', heading: 'Set the id', url: '/docs/sessions#set-the-id', text: '' },
  { title: 'Self-hosting', heading: '', url: '/self-hosting', text: '' },
];
const isIndexed = indexedAddress(
  new Set(['/docs/sessions', '/docs/sessions#set-the-id', '/self-hosting', '/']),
  'https://spanlight.example',
);

describe('indexedAddress', () => {
  it('knows pages and headings of the index, relative or on the site, with .md or a trailing slash', () => {
    for (const url of [
      '/docs/sessions',
      '/docs/sessions/',
      '/docs/sessions.md',
      '/docs/sessions#set-the-id',
      'https://spanlight.example/self-hosting',
      '/',
      '/index.md',
    ])
      expect([url, isIndexed(url)]).toEqual([url, true]);
    for (const url of [
      '/docs/ghost',
      '/docs/sessions#no-such-heading',
      'https://evil.example/docs/sessions',
      'javascript:alert(1)',
      '//evil.example/docs/sessions',
      'http://[bad',
    ])
      expect([url, isIndexed(url)]).toEqual([url, false]);
  });
});

describe('checkCitations', () => {
  it('keeps links to indexed pages and drops the others, keeping their text', () => {
    const { answer } = checkCitations(
      'See [sessions](/docs/sessions#set-the-id) and [the ghost page](/docs/ghost), or https://evil.example/x.',
      passages,
      isIndexed,
    );
    expect(answer).toBe('See [sessions](/docs/sessions#set-the-id) and the ghost page, or .');
  });

  it('drops reference links whose definition is not indexed, and images', () => {
    const { answer } = checkCitations(
      'Read [the guide][g] and [hosting][h].\n\n![tracking pixel](https://evil.example/p.png)\n\n[g]: /docs/nowhere\n[h]: /self-hosting',
      passages,
      isIndexed,
    );
    expect(answer).toBe('Read the guide and [hosting][h].\n\ntracking pixel\n\n[h]: /self-hosting');
  });

  it('renumbers cited passages in order of first citation and removes numbers without a passage', () => {
    const result = checkCitations(
      'Self-host it [3]. Sessions group traces [1][9]. Again [3].',
      passages,
      isIndexed,
    );
    expect(result.answer).toBe('Self-host it [1]. Sessions group traces [2]. Again [1].');
    expect(result.sources).toEqual([
      { n: 1, title: 'Self-hosting', heading: '', url: '/self-hosting' },
      { n: 2, title: 'Sessions', heading: '', url: '/docs/sessions' },
    ]);
  });

  it('removes bare URLs and e-mail addresses outside the index, which the parser gives no position', () => {
    const { answer } = checkCitations(
      'Mail a@b.example, see [\\<https://evil.example> or www.evil.example. Docs: https://spanlight.example/self-hosting.',
      passages,
      isIndexed,
    );
    expect(answer).toBe('Mail , see [\\< or  Docs: https://spanlight.example/self-hosting.');
  });

  it('finds markers behind escapes and character references, as a reader sees them', () => {
    // "[2\\]" and "&#91;9]" read as "[2]" and "[9]": renumbered or removed like any other marker.
    const { answer, sources } = checkCitations('See [2\\] and &#91;9] *x* [1].', passages, isIndexed);
    expect(sources.map((source) => source.url)).toEqual(['/docs/sessions#set-the-id', '/docs/sessions']);
    expect(answer).toBe('See [1] and *x* [2].');
  });

  it('leaves code alone', () => {
    const code = 'Use `items[9]` and\n\n```python\nx = items[9]  # see [docs](/nowhere)\n```';
    expect(checkCitations(code, passages, isIndexed).answer).toBe(code);
  });

  it('lists every passage when the answer cites none', () => {
    expect(checkCitations('No markers.', passages, isIndexed).sources.map((s) => s.n)).toEqual([1, 2, 3]);
  });

  it(
    'never throws, and never leaves a link to an address outside the index, for any text',
    () => {
      const piece = fc.oneof(
        fc.string({ maxLength: 20 }),
        fc.constantFrom(
          '[1]',
          '[7]',
          '[x](/docs/ghost)',
          '[ok](/self-hosting)',
          '<https://evil.example>',
          '`[2]`',
          '\n\n',
          '[r]: /nope\n',
          '![i](/a.png)',
          '[2\\]',
          '\\[',
          '&#91;',
          '&#93;',
          '&#50;',
        ),
      );
      fc.assert(
        fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
          const { answer, sources } = checkCitations(pieces.join(''), passages, isIndexed);
          // What a reader's Markdown parser makes of the result: links only to indexed addresses, no
          // images, and markers only for listed sources.
          const visit = (node: Nodes): void => {
            if (node.type === 'link') expect(isIndexed(node.url)).toBe(true);
            expect(node.type).not.toBe('image');
            if (node.type === 'text')
              for (const marker of node.value.matchAll(/\[(\d+)\]/g))
                expect(Number(marker[1])).toBeLessThanOrEqual(sources.length);
            if ('children' in node) node.children.forEach((child) => visit(child));
          };
          visit(parseAnswer(answer));
        }),
        { numRuns: Number(process.env.CITATION_RUNS ?? 200) },
      );
    },
    30_000 + 5 * Number(process.env.CITATION_RUNS ?? 0),
  );
});
