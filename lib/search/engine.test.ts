import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from './build-index';
import { editDistance, highlightRanges, queryWords, SearchIndex, snippetOf } from './engine';
import {
  readNumbers,
  readVocabulary,
  writeNumber,
  writeVocabulary,
  type SearchDocument,
} from './index-format';

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

const index = () => new SearchIndex(buildSearchIndex(fixtures).index);
const urls = (query: string) =>
  index()
    .search(query)
    .pages.map((result) => result.url);

describe('number code', () => {
  it('reads back what it wrote, small and large', () => {
    const out: string[] = [];
    const values = [0, 1, 31, 32, 1023, 1024, 123456789];
    for (const value of values) writeNumber(out, value);
    expect([...readNumbers(out.join(''))]).toEqual(values);
    expect(out.slice(0, 3).join('')).toBe('ABf'); // 0, 1, 31: one character each
  });
});

describe('vocabulary code', () => {
  it('writes each term as what it shares with the one before and the rest, and reads it back', () => {
    const terms = ['trace', 'traced', 'traces', 'tracing', 'v3', 'データ', '𠮷野', '𠮷𠮷'];
    const written = writeVocabulary(terms);
    expect(written.startsWith('AtraceFdFsEing')).toBe(true);
    expect(readVocabulary(written)).toEqual(terms);
    expect(readVocabulary(writeVocabulary([]))).toEqual([]);
  });

  it('shares at most 25 characters and refuses capital letters', () => {
    const long = ['a'.repeat(30), `${'a'.repeat(30)}b`];
    expect(writeVocabulary(long).slice(31)).toBe('Zaaaaab');
    expect(readVocabulary(writeVocabulary(long))).toEqual(long);
    expect(() => writeVocabulary(['Trace'])).toThrow();
  });
});

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

  it('needs every word of a short query', () => {
    expect(urls('datasets release')).toEqual(['/blog/evaluations']);
    expect(urls('no such words')).toEqual([]);
  });

  it('ignores stop words unless they are being typed', () => {
    expect(queryWords('how to create a dataset').map((word) => word.text)).toEqual(['create', 'dataset']);
    expect(queryWords('create a').map((word) => word.text)).toEqual(['create', 'a']);
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
    const result = new SearchIndex(buildSearchIndex([many]).index).search('widgets');
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

describe('highlighting', () => {
  it('marks the matched words, parts of identifiers and CJK pairs', () => {
    expect(highlightRanges('Create a dataset now', new Set(['dataset']))).toEqual([[9, 16]]);
    expect(highlightRanges('call get_client()', new Set(['get_client']))).toEqual([[5, 15]]);
    expect(highlightRanges('模型调用', new Set(['模型', '型调']))).toEqual([[0, 3]]);
  });

  it('cuts a long text around the first match', () => {
    const text = `${'lorem '.repeat(60)}dataset ${'ipsum '.repeat(60)}`;
    const snippet = snippetOf(text, new Set(['dataset']), 80);
    expect(snippet.text.startsWith('…')).toBe(true);
    expect(snippet.text.endsWith('…')).toBe(true);
    const [[from, to]] = snippet.ranges as [[number, number]];
    expect(snippet.text.slice(from, to)).toBe('dataset');
  });
});

describe('editDistance', () => {
  it('counts a swap of neighbours as one edit and stops past the limit', () => {
    expect(editDistance('trace', 'tarce', 1)).toBe(1);
    expect(editDistance('trace', 'trace', 1)).toBe(0);
    expect(editDistance('trace', 'brake', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});
