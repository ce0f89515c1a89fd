import { describe, expect, it } from 'vitest';
import { aliasPatch, contentGaps, keywordsPatch, spellingVariants, synonymPatch } from './gaps';

const addressWords = (address: string) =>
  address
    .replace(/^\/(docs|self-hosting)\//, '')
    .split(/[/-]/)
    .filter(Boolean);

describe('contentGaps', () => {
  it('merges searches, questions and 404s with the same words into one topic, ranked by weighted count', () => {
    const gaps = contentGaps(
      {
        noResultSearches: [
          { query: 'rust sdk', count: 3 },
          { query: 'Rust SDKs', count: 1 },
          { query: 'cobol', count: 2 },
        ],
        unansweredQuestions: [{ question: 'Is there a Rust SDK?', count: 2 }],
        notFound: [{ address: '/docs/sdk/rust', count: 1, referrers: ['forum.example'] }],
        negativePages: [{ page: '/docs/get-started', negative: 1, comments: ['Step 3 fails'] }],
      },
      addressWords,
    );
    expect(gaps.map((gap) => [gap.title, gap.score])).toEqual([
      ['Is there a Rust SDK?', 3 + 1 + 2 * 2 + 1],
      ['/docs/get-started', 2],
      ['cobol', 2],
    ]);
    const rust = gaps[0]!;
    expect(rust.words).toEqual(['rust', 'sdk']);
    expect(rust.evidence.map((item) => [item.kind, item.text, item.count])).toEqual([
      ['question', 'Is there a Rust SDK?', 2],
      ['search', 'rust sdk', 3],
      ['search', 'Rust SDKs', 1],
      ['not-found', '/docs/sdk/rust', 1],
    ]);
    expect(rust.evidence.at(-1)!.notes).toEqual(['forum.example']);
    expect(gaps[1]!.evidence[0]!.notes).toEqual(['Step 3 fails']);
  });

  it('leaves out texts with no words of their own', () => {
    expect(
      contentGaps(
        {
          noResultSearches: [{ query: 'the', count: 5 }],
          unansweredQuestions: [],
          notFound: [],
          negativePages: [],
        },
        addressWords,
      ),
    ).toEqual([]);
  });
});

describe('the patches', () => {
  const page = ['---', 'title: Masking', 'keywords: [pii, redact]', '---', '', 'Text.'].join('\n');

  it('adds the readers’ words to a one-line keywords list, quoting what YAML needs quoted', () => {
    expect(keywordsPatch('content/docs/masking.mdx', page, ['gdpr', 'what is: a token'])).toBe(
      [
        '--- a/content/docs/masking.mdx',
        '+++ b/content/docs/masking.mdx',
        '@@ -3,1 +3,1 @@',
        '-keywords: [pii, redact]',
        '+keywords: [pii, redact, gdpr, "what is: a token"]',
      ].join('\n'),
    );
  });

  it('adds a keywords line to front matter without one, and gives up on what it cannot read', () => {
    expect(keywordsPatch('a.mdx', '---\ntitle: A\n---\nText', ['x'])).toBe(
      ['--- a/a.mdx', '+++ b/a.mdx', '@@ -2,2 +2,3 @@', ' title: A', '+keywords: [x]', ' ---'].join('\n'),
    );
    expect(keywordsPatch('a.mdx', 'no front matter', ['x'])).toBeUndefined();
    expect(keywordsPatch('a.mdx', '---\nkeywords:\n  - a\n---\n', ['x'])).toBeUndefined();
  });

  it('writes aliases and synonym groups as lines of the config files', () => {
    expect(aliasPatch('/docs/sdk/rust', '/docs/sdk')).toContain(
      "+  { from: '/docs/sdk/rust', to: '/docs/sdk' },",
    );
    expect(aliasPatch("/docs/it's", '/docs')).toContain("from: '/docs/it\\'s'");
    expect(synonymPatch(['anonymize', 'anonymise'])).toContain("+  ['anonymize', 'anonymise'],");
  });

  it('knows British and American spellings and hyphenless forms', () => {
    expect(spellingVariants('anonymise')).toContain('anonymize');
    expect(spellingVariants('tokenization')).toContain('tokenisation');
    expect(spellingVariants('analysed')).toContain('analyzed');
    expect(spellingVariants('colour')).toContain('color');
    expect(spellingVariants('on-prem')).toContain('onprem');
    expect(spellingVariants('trace')).toEqual([]);
  });
});
