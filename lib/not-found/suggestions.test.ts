import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressSimilarity,
  addressWords,
  suggestPages,
  suggestionCount,
  type SuggestionSource,
} from './suggestions';

const rules = {
  locales: ['en-US', 'ja', 'ko', 'zh'],
  defaultLocale: 'en-US',
  sections: ['docs', 'self-hosting', 'integrations', 'changelog', 'blog'],
};
const pages = [
  { url: '/docs', title: 'Docs' },
  { url: '/docs/get-started', title: 'Get started' },
  { url: '/docs/evaluation/get-started', title: 'Get started with evaluation' },
  { url: '/docs/observability/sessions', title: 'Sessions' },
  { url: '/docs/observability/overview', title: 'Tracing overview' },
  { url: '/docs/administration/audit-logs', title: 'Audit logs' },
  { url: '/self-hosting', title: 'Self-hosting' },
  { url: '/self-hosting/docker-compose', title: 'Docker Compose' },
  { url: '/self-hosting/kubernetes', title: 'Kubernetes' },
  { url: '/integrations/frameworks/langchain', title: 'LangChain' },
  { url: '/changelog/2026-01-06-audit-logs', title: 'Audit logs' },
];
/** A stand-in for the search index: pages whose title has a query word, in page order. */
const source: SuggestionSource = {
  search: (query) =>
    pages
      .filter((page) => query.split(' ').some((word) => page.title.toLowerCase().split(' ').includes(word)))
      .map((page, index) => ({ ...page, score: 10 - index })),
  pages,
};
const first = (address: string) => suggestPages(address, source, rules)[0]?.url;

describe('addressWords', () => {
  it('takes the words of an address apart from its locale, section and file ending', () => {
    expect(addressWords('/ja/docs/Prompt_management/getStarted.md?x=1#top', rules)).toEqual({
      locale: 'ja',
      section: 'docs',
      words: ['prompt', 'management', 'get', 'started'],
    });
    expect(addressWords('/2026-01-06-audit-logs/index', rules).words).toEqual(['audit', 'logs']);
    expect(addressWords('/integrations/llama-index', rules).words).toEqual(['llama', 'index']);
    expect(addressWords('/%E0%A4%A/x', rules).words).toEqual(['%e0%a4%a', 'x']);
  });
});

describe('addressSimilarity', () => {
  it('scores a typo, a run-together name and a left-out folder close to the page', () => {
    expect(addressSimilarity(['get', 'startd'], ['get', 'started'])).toBeCloseTo(0.95);
    expect(addressSimilarity(['lang', 'chain'], ['frameworks', 'langchain'])).toBeLessThan(1);
    expect(addressSimilarity(['frameworks', 'lang', 'chain'], ['frameworks', 'langchain'])).toBe(1);
    expect(addressSimilarity(['sessions'], ['observability', 'sessions'])).toBeCloseTo(0.95);
    expect(addressSimilarity(['billing'], ['observability', 'sessions'])).toBeLessThanOrEqual(0);
  });
});

describe('suggestPages', () => {
  it('suggests the page a misspelt or guessed address meant first', () => {
    expect(first('/docs/get-startd')).toBe('/docs/get-started');
    expect(first('/docs/sesions')).toBe('/docs/observability/sessions');
    expect(first('/self-hosting/kubernets')).toBe('/self-hosting/kubernetes');
    expect(first('/integrations/lang-chain')).toBe('/integrations/frameworks/langchain');
  });
  it('prefers the address’s own section between equally near pages', () => {
    expect(first('/changelog/audit-logs')).toBe('/changelog/2026-01-06-audit-logs');
    expect(first('/docs/audit-logs')).toBe('/docs/administration/audit-logs');
  });
  it('falls back to the search, then to the section’s own page and its first pages', () => {
    expect(suggestPages('/self-hosting/nothing-like-it', source, rules).map((page) => page.url)).toEqual([
      '/self-hosting',
      '/self-hosting/docker-compose',
      '/self-hosting/kubernetes',
    ]);
    expect(first('/docs/tracing-for-beginners')).toBe('/docs/observability/overview');
  });
  it('marks English pages suggested on a translated address, as links to untranslated pages are', () => {
    const japanese: SuggestionSource = {
      search: () => [],
      pages: [
        { url: '/ja/docs/get-started', title: 'はじめに' },
        { url: '/docs/evaluation/get-started', title: 'Get started with evaluation' },
      ],
    };
    expect(suggestPages('/ja/docs/get-startd', japanese, rules)).toEqual([
      { url: '/ja/docs/get-started', title: 'はじめに' },
      {
        url: '/docs/evaluation/get-started?untranslated=ja',
        title: 'Get started with evaluation',
        lang: 'en-US',
      },
    ]);
  });
  it('suggests nothing for an address with neither words nor section', () => {
    expect(suggestPages('/', source, rules)).toEqual([]);
    expect(suggestPages('/2026/01', source, rules)).toEqual([]);
  });
  it('suggests at most three known pages, never twice and never the address itself, whatever the address', () => {
    const word = fc.constantFrom(
      'docs',
      'get',
      'started',
      'audit',
      'logs',
      'ja',
      'index',
      '',
      '..',
      '%',
      'x',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(word).map((words) => `/${words.join('/')}`),
        ),
        (tail) => {
          const address = tail.startsWith('/') ? tail : `/${tail}`;
          const suggestions = suggestPages(address, source, rules);
          expect(suggestions.length).toBeLessThanOrEqual(suggestionCount);
          expect(new Set(suggestions.map((page) => page.url)).size).toBe(suggestions.length);
          for (const page of suggestions) {
            expect(pages.map(({ url }) => url)).toContain(page.url.split('?')[0]);
            expect(page.url.split('?')[0]).not.toBe(address.split(/[?#]/)[0]);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
