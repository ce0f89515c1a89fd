import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexTerms, normalize, stem, tokenize } from './tokenize';

const terms = (text: string) => tokenize(text).map((token) => token.term);

describe('tokenize', () => {
  it('splits Latin text into lower-case words with their offsets', () => {
    expect(tokenize('Trace your LLM app')).toEqual([
      { term: 'trace', start: 0, end: 5, cjk: false },
      { term: 'your', start: 6, end: 10, cjk: false },
      { term: 'llm', start: 11, end: 14, cjk: false },
      { term: 'app', start: 15, end: 18, cjk: false },
    ]);
  });

  it('keeps an identifier whole and adds its parts', () => {
    expect(terms('client.start_as_current_generation()')).toEqual([
      'client',
      'start_as_current_generation',
      'start',
      'as',
      'current',
      'generation',
    ]);
    expect(terms('updateCurrentTrace')).toEqual(['updatecurrenttrace', 'update', 'current', 'trace']);
    const parts = tokenize('get_client').filter((token) => token.part);
    expect(parts.map(({ start, end }) => [start, end])).toEqual([
      [0, 3],
      [4, 10],
    ]);
  });

  it('folds accents and full-width letters but keeps Japanese voicing marks', () => {
    expect(normalize('Café ＬＬＭ')).toBe('cafe llm');
    expect(terms('データ')).toEqual(['デー', 'ータ']);
    expect(normalize('ガ')).toBe('ガ');
  });

  it('turns Chinese, Japanese and Korean runs into overlapping character pairs', () => {
    expect(terms('追踪调用')).toEqual(['追踪', '踪调', '调用']);
    expect(terms('プロンプト管理')).toEqual(['プロ', 'ロン', 'ンプ', 'プト', 'ト管', '管理']);
    expect(terms('프롬프트 관리')).toEqual(['프롬', '롬프', '프트', '관리']);
    // Mixed runs: the Latin word and the Japanese pairs are separate.
    expect(terms('Spanlightのトレース')).toEqual(['spanlight', 'のト', 'トレ', 'レー', 'ース']);
    // A lone character is a term of its own.
    expect(tokenize('中 x')[0]).toEqual({ term: '中', start: 0, end: 1, cjk: true });
  });

  it('gives CJK pairs the offsets of their two characters', () => {
    const [first, second] = tokenize('数据集');
    expect(first).toMatchObject({ term: '数据', start: 0, end: 2 });
    expect(second).toMatchObject({ term: '据集', start: 1, end: 3 });
  });
});

describe('indexTerms', () => {
  it('leaves out stop words, single letters and repeats', () => {
    expect(indexTerms('How to trace a trace in the SDK: x')).toEqual(['trace', 'sdk']);
  });
});

describe('stem', () => {
  it('gives the inflections of a word the same stem', () => {
    expect(new Set(['tracing', 'traces', 'traced', 'trace'].map(stem))).toEqual(new Set(['trace']));
    expect(stem('datasets')).toBe(stem('dataset'));
    expect(stem('queries')).toBe(stem('query'));
    expect(stem('upgrading')).toBe(stem('upgrade'));
    expect(stem('conversations')).toBe(stem('conversation'));
    expect(stem('models')).toBe('model');
  });
  it('leaves identifiers, numbers and CJK alone', () => {
    expect(stem('get_client')).toBe('get_client');
    expect(stem('v4')).toBe('v4');
    expect(stem('データ')).toBe('データ');
  });
});

describe('fast paths', () => {
  it('normalize gives what the full Unicode folding gives, for any text', () => {
    const full = (text: string) =>
      text
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .normalize('NFKC')
        .toLowerCase();
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => normalize(text) === full(text)));
    fc.assert(fc.property(fc.string(), (text) => normalize(text) === full(text)));
  });

  it('splits an identifier into the parts the full rules give, for any word', () => {
    // The rules without the plain-word shortcut.
    const parts = (word: string) => {
      const split = word
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
        .replace(/_+/g, ' ')
        .split(' ')
        .filter(Boolean);
      return split.length > 1 ? split.map((part) => part.toLowerCase()) : [];
    };
    const word = fc.stringMatching(/^[A-Za-z0-9_]{1,16}$/);
    fc.assert(
      fc.property(word, (text) => {
        const tokens = tokenize(text);
        expect(tokens.filter((token) => token.part).map((token) => token.term)).toEqual(parts(text));
      }),
    );
  });
});
