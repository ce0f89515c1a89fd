import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from './build-index';
import { SearchIndex } from './engine';
import type { SearchDocument } from './index-format';

const page = (url: string, title: string, ...sections: [string, string, string][]): SearchDocument => ({
  url,
  title,
  sections: sections.map(([id, heading, text]) => ({ id, heading, text })),
});

const fixtures: SearchDocument[] = [
  page(
    '/docs/datasets',
    'Datasets',
    ['', '', 'Collect examples from production traces.'],
    ['create-a-dataset', 'Create a dataset', 'Use the SDK to create items.'],
  ),
  page(
    '/blog/evaluations',
    'How we run evaluations',
    ['', '', 'We compare prompts on datasets before every release.'],
    ['results', 'Results', 'Datasets made regressions visible.'],
  ),
  page(
    '/docs/python',
    'Python SDK',
    ['', '', 'Install the package and call get_client.'],
    ['generations', 'Generations', 'Use client.start_as_current_generation(name=...) for model calls.'],
    ['flushing', 'Flushing', 'Call flush before the process exits.'],
  ),
  page(
    '/ja',
    'Spanlight',
    ['', '', ''],
    ['tracing', 'すべてのリクエストを追跡するトレーシング', 'モデルへの呼び出しはスパンとして記録されます。'],
  ),
  page('/zh', 'Spanlight', ['', '', '追踪每一次模型调用，并记录延迟和成本。']),
  page('/ko', 'Spanlight', ['', '', '프롬프트 관리로 버전을 배포합니다.']),
];

/** A search over `pages` (the shared fixtures unless given). */
const index = (pages = fixtures) => new SearchIndex(buildSearchIndex(pages).index);
const urls = (query: string) =>
  index()
    .search(query)
    .pages.map((result) => result.url);

describe('ranking', () => {
  it('puts a page whose title matches before pages that only mention the word', () => {
    expect(urls('datasets')).toEqual(['/docs/datasets', '/blog/evaluations']);
  });

  it('puts the section whose heading matches first within a page', () => {
    const [python] = index().search('generations').pages;
    expect(python?.url).toBe('/docs/python');
    expect(python?.sections[0]?.url).toBe('/docs/python#generations');
  });

  it('matches the word being typed by its beginning', () => {
    expect(urls('evalua')).toEqual(['/blog/evaluations']);
    expect(urls('pyth')).toEqual(['/docs/python']);
  });

  it('forgives a typo', () => {
    expect(urls('datsets')[0]).toBe('/docs/datasets');
    expect(urls('evaluatoins')[0]).toBe('/blog/evaluations');
  });

  it('matches other inflections of a word', () => {
    expect(urls('dataset')[0]).toBe('/docs/datasets');
    expect(urls('flushes')).toEqual(['/docs/python']);
  });

  it('finds a code identifier', () => {
    const [result] = index().search('start_as_current_generation').pages;
    expect(result?.url).toBe('/docs/python');
    expect(result?.sections.map((section) => section.url)).toEqual(['/docs/python#generations']);
  });

  it('ranks the pages holding every word of a query first, and finds nothing for unknown words', () => {
    expect(urls('datasets release')[0]).toBe('/blog/evaluations');
    expect(urls('no such words')).toEqual([]);
  });

  it('does not let a rarer form of the typed word outrank the word itself', () => {
    const pages = [
      page('/docs/observation-types', 'Observation types', ['', '', 'Spans, events and generations.']),
      page('/docs/decorator', 'The observe decorator', ['', '', 'Put observe on a function to trace it.']),
      // `observe` is common in the docs, `observation` rare: rarity alone would favour the form.
      ...Array.from({ length: 8 }, (_, n) =>
        page(`/docs/guide-${n}`, `Guide ${n}`, ['', '', 'Functions you observe show up as spans.']),
      ),
    ];
    expect(
      index(pages)
        .search('observe')
        .pages.map((p) => p.url)
        .slice(0, 2),
    ).toEqual(['/docs/decorator', '/docs/observation-types']);
  });

  it('leaves out of a long question the pages that match it far worse than the best', () => {
    const pages = [
      page('/docs/sessions', 'Sessions', [
        '',
        '',
        'Group the traces of one conversation into a session with a session id.',
      ]),
      page('/docs/other', 'Other', ['', '', 'A conversation can be long.']),
    ];
    // Four words: a question. The other page holds one common word of it.
    expect(
      index(pages)
        .search('group conversation traces session')
        .pages.map((p) => p.url),
    ).toEqual(['/docs/sessions']);
    // Three words or fewer: a list of keywords, every page holding one of them is listed.
    expect(
      index(pages)
        .search('conversation session')
        .pages.map((p) => p.url),
    ).toEqual(['/docs/sessions', '/docs/other']);
  });

  it('takes a mistyped word for every inflection of the word it was meant to be', () => {
    const pages = [
      page('/docs/dashboards', 'Dashboards', ['', '', 'Build your own charts.']),
      page('/docs/metrics', 'Dashboard overview', ['', '', 'Where the charts come from.']),
    ];
    // "dashbord" is one letter from "dashboard" and two from "dashboards": both titles count as one
    // letter away, and the one that is all about it comes first.
    expect(
      index(pages)
        .search('dashbord')
        .pages.map((p) => p.url),
    ).toEqual(['/docs/dashboards', '/docs/metrics']);
  });

  it('gives prefix and typo matches of a finished word the docs use less weight', () => {
    const pages = [
      page('/docs/alpha', 'Alpha', ['', '', 'Plain text output.']),
      page('/docs/beta', 'Beta', ['', '', 'Some output.'], ['test', 'Test', 'Some output.']),
    ];
    // "text" is a word of the docs, so the query means it: a heading one letter away ("Test"), worth
    // three times body text as an exact match, no longer outweighs the word itself in the body.
    expect(
      index(pages)
        .search('text output')
        .pages.map((p) => p.url),
    ).toEqual(['/docs/alpha', '/docs/beta']);
  });

  it('finds a title or heading by its stop words, though body text is not indexed under them', () => {
    const pages = [
      page('/why', 'Why Spanlight', ['', '', 'Tracing for teams.']),
      page('/faq', 'FAQ', ['', '', 'Why use tracing?'], ['when-to-flush', 'When to flush', 'Before exit.']),
    ];
    const search = index(pages);
    expect(search.search('why').pages.map((result) => result.url)).toEqual(['/why']);
    expect(search.search('when').pages[0]?.sections[0]?.url).toBe('/faq#when-to-flush');
  });

  it('finds Chinese, Japanese and Korean text', () => {
    expect(urls('トレーシング')).toEqual(['/ja']);
    expect(index().search('トレーシング').pages[0]?.sections[0]?.url).toBe('/ja#tracing');
    expect(urls('模型调用')).toEqual(['/zh']);
    expect(urls('프롬프트')).toEqual(['/ko']);
    // The first character of a word being typed already matches (追 starts 追跡 and 追踪).
    expect(urls('追').sort()).toEqual(['/ja', '/zh']);
  });

  it('links each section by its heading id, derived or kept as given', () => {
    const pages = [
      page(
        '/a',
        'Alpha',
        ['', '', 'intro'],
        ['setting-up', 'Setting up', 'widgets'],
        ['custom', 'Renamed', 'widgets'],
      ),
      page('/b', 'Beta', ['first', 'First heading', 'widgets']),
    ];
    const { index: file } = buildSearchIndex(pages);
    expect(file.s).toEqual(['Setting up', ['custom', 'Renamed'], ['first', 'First heading']]);
    const results = new SearchIndex(file).search('widgets').pages;
    expect(results.flatMap((result) => result.sections.map((section) => section.url)).sort()).toEqual([
      '/a#custom',
      '/a#setting-up',
      '/b#first',
    ]);
  });

  it('shows at most five sections per page', () => {
    const many = page(
      '/docs/many',
      'Many',
      ...Array.from(
        { length: 8 },
        (_, n) => [`s${n}`, `Part ${n}`, 'widgets everywhere'] as [string, string, string],
      ),
    );
    const result = index([many]).search('widgets');
    expect(result.pages[0]?.sections).toHaveLength(5);
  });

  it('keeps the results of recent queries', () => {
    const search = index();
    const first = search.search('datasets');
    expect(search.search('datasets')).toBe(first);
    for (let n = 0; n < 100; n += 1) search.search(`query ${n}`);
    expect(search.search('datasets')).not.toBe(first);
  });
});
