import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unsafeCharacter, withoutUnsafeCharacters } from './unsafe-characters';

describe('unsafeCharacter', () => {
  it('names NUL, escapes, BEL, DEL, C1 controls, bidi overrides and lone surrogates', () => {
    for (const [text, code] of [
      ['a\u0000b', 'U+0000'],
      ['\u001b[31mred', 'U+001B'],
      ['ding\u0007', 'U+0007'],
      ['\u007f', 'U+007F'],
      ['\u0085', 'U+0085'],
      ['abc\u202Egpj.exe', 'U+202E'],
      ['\u2066isolate', 'U+2066'],
      ['half \uD83D alone', 'U+D83D'],
      ['\uDE00 first', 'U+DE00'],
    ] as const) {
      expect(unsafeCharacter(text, { multiline: true }), JSON.stringify(text)).toBe(code);
    }
  });

  it('allows tabs and line breaks only in multi-line text', () => {
    expect(unsafeCharacter('line one\nline two\ttabbed\r\n', { multiline: true })).toBeUndefined();
    expect(unsafeCharacter('/docs\npath')).toBe('U+000A');
    expect(unsafeCharacter('/docs\tpath')).toBe('U+0009');
  });

  it('allows every other character, emoji and CJK included', () => {
    expect(unsafeCharacter('Ça marche 👍 很好 — “quoted” ‽', { multiline: true })).toBeUndefined();
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const cleaned = text.replace(/[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g, '');
        expect(unsafeCharacter(cleaned)).toBeUndefined();
      }),
    );
  });

  it('finds any one unsafe character put anywhere in safe text', () => {
    const bad = fc.constantFrom(
      '\u0000',
      '\u001b',
      '\u0007',
      '\u007f',
      '\u009b',
      '\u202e',
      '\u2068',
      '\ud800',
      '\udfff',
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), bad, fc.nat(), (text, char, at) => {
        const index = at % (text.length + 1);
        const mixed = text.slice(0, index) + char + text.slice(index);
        expect(unsafeCharacter(mixed, { multiline: true })).toBe(
          `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
        );
      }),
    );
  });
});

describe('withoutUnsafeCharacters', () => {
  it('removes ANSI sequences whole and bidi overrides, and keeps text, tabs and line breaks', () => {
    expect(withoutUnsafeCharacters('\u001b[31mred\u001b[0m and \u202Eevil\u202C\n\tok')).toBe(
      'red and evil\n\tok',
    );
    expect(withoutUnsafeCharacters('title\u001b]0;owned\u0007 done')).toBe('title done');
    expect(withoutUnsafeCharacters('Use `trace()` 日本語 😀')).toBe('Use `trace()` 日本語 😀');
  });

  it('leaves nothing unsafeCharacter would refuse in a comment, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(unsafeCharacter(withoutUnsafeCharacters(text), { multiline: true })).toBeUndefined();
      }),
      { numRuns: 500 },
    );
  });
});
