import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agentNote,
  llmsLine,
  rootLlmsPath,
  sectionLlmsPath,
  sectionLlmsRewrite,
  sectionLlmsTxt,
  type SectionLlmsInput,
  notFoundText,
} from './llms';

const locales = ['en-US', 'ja', 'ko', 'zh'];
const siteUrl = 'https://spanlight.example';

/** Paths made of the parts real addresses have, so that some of them are section indexes. */
const nearMisses = fc
  .array(fc.oneof(fc.constantFrom('', 'docs', 'ja', 'en-US', 'llms.txt', '..', 'a%2Fb'), fc.string()), {
    maxLength: 4,
  })
  .map((parts) => `/${parts.join('/')}`);

describe('sectionLlmsRewrite', () => {
  const rewrite = (path: string) => sectionLlmsRewrite(path, locales, 'en-US');

  it('sends a section index, unprefixed or in a locale, to the llms route', () => {
    expect(rewrite('/docs/llms.txt')).toBe('/api/llms/en-US/docs');
    expect(rewrite('/self-hosting/llms.txt')).toBe('/api/llms/en-US/self-hosting');
    expect(rewrite('/ja/docs/llms.txt')).toBe('/api/llms/ja/docs');
  });

  it('leaves the whole-site files to their own routes', () => {
    expect(rewrite('/llms.txt')).toBeNull();
    expect(rewrite('/ja/llms.txt')).toBeNull();
    expect(rewrite('/llms-full.txt')).toBeNull();
    expect(rewrite('/ja/llms-full.txt')).toBeNull();
  });

  it('is no address with the default locale, an unknown locale, nesting or odd names', () => {
    for (const path of [
      '/en-US/docs/llms.txt',
      '/xx/docs/llms.txt',
      '/ja/ko/llms.txt',
      '/docs/observability/llms.txt',
      '/ja/docs/observability/llms.txt',
      '/docs/llms.txt/',
      '/docs/llms.md',
      '//llms.txt',
      '/../llms.txt',
      '/Docs%2F/llms.txt',
      'docs/llms.txt',
    ]) {
      expect(rewrite(path), path).toBeNull();
    }
  });

  it('never throws, and only ever names the llms route with a locale and a plain section', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webPath(), nearMisses), (path) => {
        const target = rewrite(path);
        if (target !== null) expect(target).toMatch(/^\/api\/llms\/(en-US|ja|ko|zh)\/[a-z0-9][a-z0-9-]*$/);
      }),
    );
  });
});

describe('index paths', () => {
  it('carry the locale prefix except for the default locale', () => {
    expect(sectionLlmsPath('docs', 'en-US', 'en-US')).toBe('/docs/llms.txt');
    expect(sectionLlmsPath('faq', 'ja', 'en-US')).toBe('/ja/faq/llms.txt');
    expect(rootLlmsPath('en-US', 'en-US')).toBe('/llms.txt');
    expect(rootLlmsPath('zh', 'en-US')).toBe('/zh/llms.txt');
  });
});

const docs: SectionLlmsInput = {
  siteName: 'Spanlight',
  siteUrl,
  pitch: 'Open-source LLM engineering platform.',
  locale: 'en-US',
  defaultLocale: 'en-US',
  title: 'Docs',
  pages: [
    { title: 'Get Started', description: 'First steps.', url: '/docs/get-started' },
    { title: 'Docs', description: 'Overview\nof   everything.', url: '/docs' },
  ],
};

describe('sectionLlmsTxt', () => {
  it('is an llms.txt: a title, the pitch, the link to every section, and the pages with their twins', () => {
    expect(sectionLlmsTxt(docs)).toBe(
      [
        '# Spanlight Docs',
        '',
        '> Open-source LLM engineering platform.',
        '',
        'One section of the site; every section is listed in https://spanlight.example/llms.txt.',
        '',
        '## Docs',
        '',
        '- [Get Started](https://spanlight.example/docs/get-started.md): First steps.',
        '- [Docs](https://spanlight.example/docs.md): Overview of everything.',
        '',
      ].join('\n'),
    );
  });

  it('names the language of a translated section and points at that language’s index', () => {
    const text = sectionLlmsTxt({
      ...docs,
      locale: 'ja',
      pages: [{ title: 'はじめに', description: '最初の一歩。', url: '/ja/docs/get-started' }],
    });
    expect(text).toContain('\nLanguage: ja\n');
    expect(text).toContain('listed in https://spanlight.example/ja/llms.txt.');
    expect(text).toContain('- [はじめに](https://spanlight.example/ja/docs/get-started.md): 最初の一歩。');
  });

  it('lists a page without a description by its link alone', () => {
    expect(llmsLine({ title: 'X', description: ' ', url: '/' }, siteUrl)).toBe(
      '- [X](https://spanlight.example/index.md)',
    );
  });

  it('never throws on arbitrary pages, and lists each of them once', () => {
    const entry = fc.record({ title: fc.string(), description: fc.string(), url: fc.webPath() });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 8 }), fc.constantFrom(...locales), (pages, locale) => {
        const text = sectionLlmsTxt({ ...docs, locale, pages });
        expect(text.startsWith('# Spanlight Docs\n')).toBe(true);
        const listed = text.split('\n').filter((line) => line.startsWith('- ['));
        expect(listed).toHaveLength(pages.length);
      }),
    );
  });
});

describe('agentNote', () => {
  const note = agentNote({
    siteUrl,
    pagePath: '/docs/get-started',
    indexes: [
      { path: '/docs/llms.txt', label: 'this section' },
      { path: '/llms.txt', label: 'the whole site' },
    ],
  });

  it('is a short block after a rule: indexes, MCP server and feedback API, with absolute URLs', () => {
    const lines = note.trimEnd().split('\n');
    expect(lines[0]).toBe('---');
    expect(lines.length).toBeLessThanOrEqual(5);
    expect(note).toContain(
      'https://spanlight.example/docs/llms.txt (this section) and https://spanlight.example/llms.txt (the whole site)',
    );
    expect(note).toContain('https://spanlight.example/api/mcp');
    expect(note).toContain('Streamable HTTP');
    expect(note).toContain('`POST https://spanlight.example/api/feedback`');
  });

  it('shows a feedback body the API accepts, for this page', () => {
    const body = JSON.parse(/body `([^`]+)`/.exec(note)![1]!);
    expect(body).toEqual({ page: '/docs/get-started', feedback: 'positive' });
    expect(note).toContain('"negative"');
    expect(note).toContain('"comment"');
  });

  it('has a placeholder page where it ends a file of many pages', () => {
    const full = agentNote({ siteUrl, indexes: [{ path: '/llms.txt', label: 'the whole site' }] });
    expect(JSON.parse(/body `([^`]+)`/.exec(full)![1]!).page).toBe('/path/of/the/page');
  });

  it('never throws on arbitrary paths and always ends with a newline after its rule', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webPath()), fc.string(), (pagePath, index) => {
        const text = agentNote({ siteUrl, pagePath, indexes: [{ path: index, label: 'x' }] });
        expect(text.startsWith('---\n\n')).toBe(true);
        expect(text.endsWith('\n')).toBe(true);
      }),
    );
  });
});

describe('notFoundText', () => {
  const input = {
    siteUrl: 'https://site.example',
    pagePath: '/docs/get-startd',
    messages: {
      notFoundTitle: 'Page not found',
      notFoundText: 'The page you are looking for does not exist or has moved.',
      notFoundSuggestions: 'Perhaps you were looking for',
    },
    suggestions: [
      { url: '/docs/get-started', title: 'Get\nstarted' },
      { url: '/', title: 'Home' },
    ],
    indexes: [
      { path: '/docs/llms.txt', label: 'this section' },
      { path: '/llms.txt', label: 'the whole site' },
    ],
  };
  it('names the address, links the suggestions’ twins and the section’s llms file', () => {
    expect(notFoundText(input)).toBe(
      [
        '# Page not found',
        '',
        'The page you are looking for does not exist or has moved. (`/docs/get-startd`)',
        '',
        '## Perhaps you were looking for',
        '',
        '- [Get started](https://site.example/docs/get-started.md)',
        '- [Home](https://site.example/index.md)',
        '',
        '---',
        '',
        'For agents: pages are listed with their Markdown URLs at https://site.example/docs/llms.txt (this section) and https://site.example/llms.txt (the whole site).',
        '',
      ].join('\n'),
    );
  });
  it('leaves the list out when nothing is suggested', () => {
    expect(notFoundText({ ...input, suggestions: [] })).not.toContain('##');
  });
});
