import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from './build-index';
import {
  answeredShare,
  editDistance,
  highlightRanges,
  placed,
  queryWords,
  SearchIndex,
  snippetOf,
} from './engine';
import {
  BitReader,
  BitWriter,
  readPostings,
  readVocabulary,
  writePostings,
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

/** A search over `pages` (the shared fixtures unless given). */
const index = (pages = fixtures) => new SearchIndex(buildSearchIndex(pages).index);
const urls = (query: string) =>
  index()
    .search(query)
    .pages.map((result) => result.url);

describe('bit code', () => {
  it('reads back what it wrote, six bits to a character', () => {
    const out = new BitWriter();
    out.bits(0b101, 3);
    out.gamma(1);
    out.gamma(6);
    out.unary(3);
    out.unary(2, 2);
    out.truncated(0, 5);
    out.truncated(4, 5);
    out.truncated(0, 1);
    out.golomb(0, 3);
    out.golomb(11, 3);
    out.golomb(123456789, 1000);
    const written = out.toString();
    // 101, 1, 00110, 1110, 11, 00, 111 (4 of [0, 5) takes the long code, 7), nothing, 0 0, 1110 11:
    // 101100 110111 011001 110011 ...
    expect(written.slice(0, 4)).toBe('s3Zz');
    const input = new BitReader(written);
    expect(input.bits(3)).toBe(0b101);
    expect([input.gamma(), input.gamma()]).toEqual([1, 6]);
    expect([input.unary(), input.unary(2)]).toEqual([3, 2]);
    expect([input.truncated(5), input.truncated(5), input.truncated(1)]).toEqual([0, 4, 0]);
    expect([input.golomb(3), input.golomb(3), input.golomb(1000)]).toEqual([0, 11, 123456789]);
  });

  it('reads back long mixed runs across character boundaries', () => {
    // A fixed pseudo-random sequence (a linear congruential generator), the same on every run.
    let state = 7;
    const random = (below: number) => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state % below;
    };
    // Each step: which code, the value, and the code's limit, range or divisor.
    const steps: [kind: number, value: number, limit: number][] = [];
    for (let n = 0; n < 3000; n += 1) {
      const kind = random(5);
      const limit = [1, 2, 5, 40, 1 << random(29)][random(5)]!;
      if (kind === 0) steps.push([kind, 1 + random(1 << random(30)), 0]);
      else if (kind === 1) steps.push([kind, random(Math.min(limit, 70)), Math.min(limit, 70) - 1]);
      else if (kind === 2) steps.push([kind, random(limit), limit]);
      else if (kind === 3) steps.push([kind, random(limit * 20), limit]);
      else steps.push([kind, random(limit), 32 - Math.clz32(limit)]);
    }
    const out = new BitWriter();
    for (const [kind, value, limit] of steps) {
      if (kind === 0) out.gamma(value);
      else if (kind === 1) out.unary(value, limit);
      else if (kind === 2) out.truncated(value, limit);
      else if (kind === 3) out.golomb(value, limit);
      else out.bits(value, limit);
    }
    const input = new BitReader(out.toString());
    const read = steps.map(([kind, , limit]) => {
      if (kind === 0) return input.gamma();
      if (kind === 1) return input.unary(limit);
      if (kind === 2) return input.truncated(limit);
      if (kind === 3) return input.golomb(limit);
      return input.bits(limit);
    });
    expect(read).toEqual(steps.map(([, value]) => value));
  });

  it('writes every truncated binary value of a range and reads it back', () => {
    for (const range of [1, 2, 3, 5, 6, 7, 8, 9, 33]) {
      const out = new BitWriter();
      for (let value = 0; value < range; value += 1) out.truncated(value, range);
      const input = new BitReader(out.toString());
      for (let value = 0; value < range; value += 1) expect(input.truncated(range)).toBe(value);
    }
  });

  it('refuses a character outside its alphabet and postings that end early', () => {
    expect(() => new BitReader('AB+').bits(18)).toThrow(/unexpected character/);
    expect(() => new BitReader('A').bits(7)).toThrow(/end early/);
    expect(() => new BitReader('__').unary()).toThrow(/end early/);
    expect(() => readPostings('', 1, [1])).toThrow();
  });
});

describe('postings code', () => {
  // Three pages of 1, 4 and 11 sections: sections 0 | 1-4 | 5-15.
  const pageSections = [1, 4, 11];
  const lists = [
    [],
    [0],
    [1, 2, 3, 4],
    [0, 3, 5, 15],
    [2, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
  ];

  it('reads back the sections of every term, grouped by page', () => {
    const { start, sections } = readPostings(writePostings(lists, pageSections), lists.length, pageSections);
    const read = lists.map((_, term) => [...sections.subarray(start[term], start[term + 1])]);
    expect(read).toEqual(lists);
  });

  it('spends no bits on which sections when the count leaves no choice', () => {
    // One page of three (gamma of 2: 010), the gap before it (Golomb, 0 with divisor 2: 0 0), and
    // no more: the page has one section.
    expect(writePostings([[0]], pageSections)).toBe('Q'); // 01000(0)
    // One page of one (010), its gap (divisor 1: 0), and the count of sections less one, 10 (ten
    // ones, no closing zero as 10 is the most): which sections follows from the count.
    expect(writePostings([[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]], [11])).toBe('T_w'); // 010011 111111 11(0000)
  });

  it('refuses a section past the last page or out of order', () => {
    expect(() => writePostings([[16]], pageSections)).toThrow(/no section/);
    expect(() => writePostings([[3, 2]], pageSections)).toThrow(/ascend/);
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

  it('ignores stop words unless they are being typed', () => {
    expect(queryWords('how to create a dataset').map((word) => word.text)).toEqual(['create', 'dataset']);
    expect(queryWords('create a').map((word) => word.text)).toEqual(['create', 'a']);
    expect(queryWords('flush each trace once').map((word) => word.text)).toEqual(['flush', 'trace', 'once']);
    // Words that name pages ("About us", "Other integrations") are searched like any other.
    expect(queryWords('about other pages').map((word) => word.text)).toEqual(['about', 'other', 'pages']);
  });

  it('takes the last stop word of a question as finished, not as a word being typed', () => {
    const words = (query: string) => queryWords(query).map((word) => word.text);
    expect(words('how much is every person using my chatbot costing me')).toEqual([
      'person',
      'using',
      'chatbot',
      'costing',
    ]);
    // Short queries may still be on their way to a longer word ("me" to "memory").
    expect(words('chatbot me')).toEqual(['chatbot', 'me']);
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

  it('counts the words of a question found together in one section above the same words scattered', () => {
    const { missing, scattered, together } = placed;
    expect(answeredShare([1, 1], [together, together])).toBe(1);
    expect(answeredShare([1, 1], [together, missing])).toBe(0.5);
    expect(answeredShare([1, 1], [together, scattered])).toBe(0.875);
    // Rarer words weigh more, found or missed.
    expect(answeredShare([3, 1], [missing, together])).toBe(0.25);
    expect(answeredShare([], [])).toBe(0);
    // For any weights and placements: a share between 0 and 1, and bringing a word closer never
    // lowers it.
    const words = fc.array(
      fc.tuple(fc.double({ min: 0, max: 20, noNaN: true }), fc.constantFrom(missing, scattered, together)),
      {
        maxLength: 12,
      },
    );
    fc.assert(
      fc.property(words, fc.nat(), (list, pick) => {
        const weights = list.map(([weight]) => weight);
        const placement = list.map(([, where]) => where);
        const share = answeredShare(weights, placement);
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(1 + 1e-9);
        if (list.length === 0) return;
        const k = pick % list.length;
        const closer = placement.map((where, i) => (i === k ? Math.min(together, where + 1) : where));
        expect(answeredShare(weights, closer)).toBeGreaterThanOrEqual(share - 1e-9);
      }),
    );
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
