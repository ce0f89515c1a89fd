import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNegotiablePath, parseAccept, prefersMarkdown } from './negotiation';

describe('prefersMarkdown', () => {
  it('is true when an agent asks for Markdown', () => {
    for (const accept of [
      'text/markdown',
      'text/markdown, */*',
      'text/markdown, text/html;q=0.9, */*;q=0.8',
      'text/html;q=0.5, text/markdown',
      'TEXT/MARKDOWN; charset=utf-8',
    ])
      expect(prefersMarkdown(accept), accept).toBe(true);
  });

  it('is false for browsers, wildcards, ties and Markdown given a lower weight', () => {
    for (const accept of [
      null,
      '',
      '*/*',
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
      'text/html, text/markdown',
      'text/markdown;q=0.5, text/html',
      'text/markdown;q=0',
      'text/*',
      'text/markdown;q=0.8, */*',
      'garbage, text/markdown;q=abc',
    ])
      expect(prefersMarkdown(accept), String(accept)).toBe(false);
  });

  it('never throws, whatever the header', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (header) => {
        expect(typeof prefersMarkdown(header)).toBe('boolean');
        expect(parseAccept(header).length).toBeLessThanOrEqual(64);
      }),
    );
  });
});

describe('isNegotiablePath', () => {
  it('is true for page URLs only', () => {
    for (const path of ['/', '/docs', '/docs/get-started', '/ja/docs'])
      expect(isNegotiablePath(path), path).toBe(true);
    for (const path of [
      '/sitemap.xml',
      '/llms.txt',
      '/blog/rss.xml',
      '/favicon.svg',
      '/docs/get-started.md',
      '/search/en-US.1a2b.json',
      '/cookbook/example.ipynb',
      '/api/og',
      '/_next/static/chunks/x.js',
    ])
      expect(isNegotiablePath(path), path).toBe(false);
  });
});
