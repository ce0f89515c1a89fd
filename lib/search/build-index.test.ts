import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, keywordTerms, plainText } from './build-index';
import { SearchIndex } from './engine';

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

describe('keyword field', () => {
  it('stores each keyword term once, leaving out what the title holds', () => {
    expect(keywordTerms('Masking', ['redact', 'redact pii', 'masking rules', 'hide PII'])).toBe(
      'redact pii rules hide',
    );
  });

  it('finds a page by every word of its keywords, as before they were stored term by term', () => {
    const file = buildSearchIndex([
      {
        url: '/docs/masking',
        title: 'Masking',
        keywords: ['hide sensitive data', 'get_client redact'],
        sections: [{ id: '', heading: '', text: 'Masking runs before sending.' }],
      },
      { url: '/docs/other', title: 'Other', sections: [{ id: '', heading: '', text: 'Sensitive.' }] },
    ]).index;
    const index = new SearchIndex(file);
    for (const query of ['hide', 'sensitive data', 'get_client', 'redact'])
      expect(index.search(query).pages[0]?.url, query).toBe('/docs/masking');
  });
});
