import { describe, expect, it } from 'vitest';
import {
  BitReader,
  BitWriter,
  readPostings,
  readSections,
  readVocabulary,
  writePostings,
  writeVocabulary,
} from './index-format';

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

describe('sections', () => {
  it("numbers each page's sections after the ones before, with their heading ids and texts", () => {
    const { pageFirstSection, ids, headings } = readSections({
      v: 3,
      p: [
        ['/a', 'Alpha', 3],
        ['/b', 'Beta', 1],
        ['/c', 'Gamma', 2],
      ],
      s: ['Setting up', ['custom', 'Renamed'], 'Last part'],
      t: '',
      d: '',
    });
    expect([...pageFirstSection]).toEqual([0, 3, 4, 6]);
    expect(ids).toEqual(['', 'setting-up', 'custom', '', '', 'last-part']);
    expect(headings).toEqual(['', 'Setting up', 'Renamed', '', '', 'Last part']);
  });

  it('refuses an index whose headings and section counts disagree', () => {
    expect(() => readSections({ v: 3, p: [['/a', 'Alpha', 2]], s: [], t: '', d: '' })).toThrow(
      /section counts do not add up/,
    );
  });
});
