import { describe, expect, it } from 'vitest';
import { highlightedLines, languageName } from './code-highlight';

describe('highlightedLines', () => {
  it('reads single lines and ranges', () => {
    expect([...highlightedLines('title="a.py" {1,3-5}')]).toEqual([1, 3, 4, 5]);
  });
  it('accepts reversed ranges and spaces', () => {
    expect([...highlightedLines('{ 4-2 , 7 }')].sort()).toEqual([2, 3, 4, 7]);
  });
  it('ignores missing or unreadable meta', () => {
    expect(highlightedLines(undefined).size).toBe(0);
    expect(highlightedLines('title="x"').size).toBe(0);
    expect(highlightedLines('{a-b}').size).toBe(0);
  });
});

describe('languageName', () => {
  it('names common fences and leaves plain text unnamed', () => {
    expect(languageName('python')).toBe('Python');
    expect(languageName('ts')).toBe('TypeScript');
    expect(languageName('bash')).toBe('Bash');
    expect(languageName('text')).toBeUndefined();
    expect(languageName(undefined)).toBeUndefined();
    expect(languageName('elixir')).toBe('elixir');
  });
});
