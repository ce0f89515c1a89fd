import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainText } from './build-index';

describe('plainText', () => {
  it('keeps the words of Markdown and drops its syntax', () => {
    expect(plainText('Open **Project settings → API keys** and run `pip install spanlight`.')).toBe(
      'Open Project settings → API keys and run pip install spanlight.',
    );
    expect(plainText('See [sessions](/docs/observability/sessions "Sessions") and *why* it matters.')).toBe(
      'See sessions and why it matters.',
    );
    expect(plainText('Call get_client() or __init__ with a * b * c.')).toBe(
      'Call get_client() or __init__ with a * b * c.',
    );
    expect(plainText('``code with ` tick``')).toBe('code with ` tick');
  });

  it('never adds characters, and leaves text without Markdown as it is', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(plainText(text).length).toBeLessThanOrEqual(text.length);
        const plain = text.replace(/[*_`[\]()!]/g, '');
        expect(plainText(plain)).toBe(plain);
      }),
    );
  });
});
