import { describe, expect, it } from 'vitest';
import { parseAnsi, stripAnsi } from './ansi';

describe('parseAnsi', () => {
  it('turns SGR colour codes into styled runs and resets them', () => {
    expect(parseAnsi('\u001b[0;31mValueError\u001b[0m: bad \u001b[1;32mvalue\u001b[0m')).toEqual([
      { text: 'ValueError', fg: 1 },
      { text: ': bad ' },
      { text: 'value', fg: 2, bold: true },
    ]);
  });

  it('reads bright and background codes, and matches 256-colour and true-colour codes to the nearest of the 16', () => {
    expect(
      parseAnsi('\u001b[92;41ma\u001b[38;5;196mb\u001b[48;2;1;2;3mc\u001b[38;5;241md\u001b[39;49me'),
    ).toEqual([
      { text: 'a', fg: 10, bg: 1 },
      { text: 'b', fg: 9, bg: 1 },
      { text: 'c', fg: 9, bg: 0 },
      { text: 'd', fg: 8, bg: 0 },
      { text: 'e' },
    ]);
  });

  it('drops other escape sequences and keeps what a carriage return leaves on the line', () => {
    expect(stripAnsi('\u001b[2K 10%\r 50%\r100% done\nnext\u001b[1A')).toBe('100% done\nnext');
  });

  it('leaves text without escapes alone', () => {
    expect(parseAnsi('plain <b>text</b>')).toEqual([{ text: 'plain <b>text</b>' }]);
    expect(parseAnsi('')).toEqual([]);
  });
});
