import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from './build-index';
import type { ResultGroup } from './collections';
import { SearchIndex } from './engine';
import type { SearchDocument } from './index-format';
import { resultRows, topResults } from './result-rows';

const labels: Record<ResultGroup, string> = {
  docs: 'Docs',
  selfHosting: 'Self-hosting',
  integrations: 'Integrations',
  guides: 'Guides',
  faq: 'FAQ',
  security: 'Security',
  changelog: 'Changelog',
  blog: 'Blog',
  customers: 'Customers',
  other: 'Other',
};

const page = (url: string, title: string, text: string): SearchDocument => ({
  url,
  title,
  sections: [{ id: '', heading: '', text }],
});

/** The page rows of a query: [collection, url, label shown above it]. */
function pageRows(pages: SearchDocument[], query: string) {
  const { rows } = resultRows(new SearchIndex(buildSearchIndex(pages).index), query, labels);
  return rows
    .filter((row) => row.kind === 'page')
    .map((row) => [row.collection, row.url, row.groupStart] as const);
}

describe('result rows', () => {
  it('groups pages by collection in the order of each group’s best page', () => {
    const rows = pageRows(
      [
        page('/changelog/sampling', 'Sampling released', 'Sampling is here.'),
        page('/docs/sampling', 'Sampling', 'Keep a share of traces.'),
        page('/docs/other', 'Other', 'Sampling is one way.'),
      ],
      'sampling',
    );
    expect(rows).toEqual([
      ['Docs', '/docs/sampling', true],
      ['Docs', '/docs/other', false],
      ['Changelog', '/changelog/sampling', true],
    ]);
  });

  it(`keeps the ${topResults} best pages at the top, so weak matches never push a better one down`, () => {
    // The best page is a docs page; the second best an FAQ answer; six weak docs matches follow.
    const pages = [
      page('/docs/overhead', 'Tracing overhead', 'Tracing overhead is small.'),
      page('/faq/overhead', 'Is there overhead?', 'Overhead of tracing is small.'),
      ...Array.from({ length: 6 }, (_, n) => page(`/docs/weak-${n}`, `Weak ${n}`, 'Some overhead.')),
    ];
    const rows = pageRows(pages, 'overhead');
    const urls = rows.map(([, url]) => url);
    expect(urls[0]).toBe('/docs/overhead');
    expect(urls.slice(0, topResults)).toContain('/faq/overhead');
    // The label shows where each run of a collection begins: Docs can come back after the top pages.
    const starts = rows.filter(([, , start]) => start).map(([collection]) => collection);
    expect(starts[0]).toBe('Docs');
    expect(starts).toContain('FAQ');
    expect(rows.every(([collection], i) => i === 0 || rows[i - 1]![0] !== collection || !rows[i]![2])).toBe(
      true,
    );
  });
});
