import { describe, expect, it } from 'vitest';
import { highlightRanges, snippetOf } from './snippets';

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
