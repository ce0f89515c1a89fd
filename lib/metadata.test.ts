import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/config/site';
import { ogImagePath, pageMetadata, pageMetadataFor, pageTitle, sectionLabel } from './metadata';
import { withoutLocale } from './i18n/paths';

const siteName = 'Spanlight';

describe('pageTitle', () => {
  it('is just the product name on the home page', () => {
    expect(pageTitle({ path: '/', title: 'Anything', siteName })).toBe('Spanlight');
  });
  it('names a section index once: the suffix alone', () => {
    expect(pageTitle({ path: '/blog', title: 'Blog', siteName })).toBe('Spanlight Blog');
    expect(pageTitle({ path: '/guides', title: 'Guides', siteName })).toBe('Spanlight Guides');
    expect(pageTitle({ path: '/guides', title: 'ガイド', siteName })).toBe('ガイド - Spanlight Guides');
    expect(pageTitle({ path: '/guides', title: 'Guides', seoTitle: 'LLM guides', siteName })).toBe(
      'LLM guides - Spanlight Guides',
    );
  });
  it('adds the Blog suffix under /blog and the Guides suffix under /guides', () => {
    expect(pageTitle({ path: '/blog/2026-01-01-x', title: 'X', siteName })).toBe('X - Spanlight Blog');
    expect(pageTitle({ path: '/guides/rag', title: 'RAG', siteName })).toBe('RAG - Spanlight Guides');
  });
  it('uses the plain suffix elsewhere, and not for look-alike prefixes', () => {
    expect(pageTitle({ path: '/docs/x', title: 'X', siteName })).toBe('X - Spanlight');
    expect(pageTitle({ path: '/blogroll', title: 'Y', siteName })).toBe('Y - Spanlight');
  });
  it('prefers seoTitle over title', () => {
    expect(pageTitle({ path: '/docs', title: 'Short', seoTitle: 'Long SEO', siteName })).toBe(
      'Long SEO - Spanlight',
    );
  });
});

describe('sectionLabel', () => {
  it('labels docs-like sections Docs', () => {
    expect(sectionLabel('/docs')).toBe('Docs');
    expect(sectionLabel('/self-hosting/docker-compose')).toBe('Docs');
    expect(sectionLabel('/integrations/frameworks')).toBe('Docs');
  });
  it('labels the changelog, FAQ and cookbook', () => {
    expect(sectionLabel('/changelog/2026-10-14-typescript-sdk-v4-ga')).toBe('Changelog');
    expect(sectionLabel('/faq/data-retention')).toBe('FAQ');
    expect(sectionLabel('/guides/cookbook/intro')).toBe('Cookbook');
  });
  it('has no label for marketing pages', () => {
    expect(sectionLabel('/')).toBeUndefined();
    expect(sectionLabel('/pricing')).toBeUndefined();
    expect(sectionLabel('/docsearch')).toBeUndefined();
  });
});

describe('withoutLocale', () => {
  it('strips a known locale prefix only', () => {
    expect(withoutLocale('/ja/docs', ['ja', 'ko'])).toBe('/docs');
    expect(withoutLocale('/ja', ['ja'])).toBe('/');
    expect(withoutLocale('/jam/docs', ['ja'])).toBe('/jam/docs');
  });
});

describe('pageMetadata', () => {
  const base = {
    path: '/docs/get-started',
    url: '/docs/get-started',
    title: 'Get Started',
    description: 'First steps.',
    siteName,
    siteUrl: 'https://spanlight.example',
  };
  it('points og:image at /api/og with title, description and section', () => {
    const meta = pageMetadata(base);
    const images = meta.openGraph?.images as { url: string }[];
    expect(images[0]?.url).toBe(ogImagePath(base));
    expect(images[0]?.url).toBe('/api/og?title=Get+Started&description=First+steps.&section=Docs');
  });
  it('lets front matter override the image and add a video and noindex', () => {
    const meta = pageMetadata({ ...base, ogImage: '/img/x.png', ogVideo: '/v.mp4', noindex: true });
    expect((meta.openGraph?.images as { url: string }[])[0]?.url).toBe('/img/x.png');
    expect(meta.openGraph?.videos).toEqual([{ url: '/v.mp4' }]);
    expect(meta.robots).toEqual({ index: false, follow: true });
  });
  it('sets the canonical URL', () => {
    expect(pageMetadata(base).alternates?.canonical).toBe('/docs/get-started');
  });
  it('announces the Markdown twin as a text/markdown alternate, in every locale', () => {
    expect(pageMetadata(base).alternates?.types).toEqual({ 'text/markdown': '/docs/get-started.md' });
    const japanese = { ...base, url: '/ja/docs/get-started', locale: 'ja', defaultLocale: 'en-US' };
    expect(pageMetadata(japanese).alternates?.types).toEqual({ 'text/markdown': '/ja/docs/get-started.md' });
    const home = { ...base, path: '/', url: '/ja', locale: 'ja', defaultLocale: 'en-US' };
    expect(pageMetadata(home).alternates?.types).toEqual({ 'text/markdown': '/ja.md' });
  });
  it('announces no twin for the assistant page, which has none', () => {
    for (const [url, locale] of [
      ['/docs/ask-ai', 'en-US'],
      ['/ko/docs/ask-ai', 'ko'],
    ] as const) {
      const meta = pageMetadata({ ...base, path: '/docs/ask-ai', url, locale, defaultLocale: 'en-US' });
      expect(meta.alternates?.types, url).toBeUndefined();
    }
  });
});

describe('pageMetadataFor', () => {
  it("fills in the site's name, URL and locales, and takes alternates and a canonical URL", () => {
    const page = { url: '/ja/docs/tracing', data: { title: 'トレーシング', description: '説明' } };
    const metadata = pageMetadataFor(page, 'ja', {
      languages: { 'en-US': '/docs/tracing', ja: '/ja/docs/tracing' },
    });
    expect(metadata.alternates?.canonical).toBe('/ja/docs/tracing');
    expect(metadata.alternates?.languages).toEqual({
      'en-US': '/docs/tracing',
      ja: '/ja/docs/tracing',
      'x-default': '/docs/tracing',
    });
    expect(metadata.openGraph?.siteName).toBe(siteConfig.name);
    expect(String(metadata.metadataBase)).toBe(`${siteConfig.siteUrl}/`);
    expect(JSON.stringify(metadata.openGraph?.images)).toContain('lang=ja');
    expect(pageMetadataFor(page, 'ja', { canonical: '/guides/x' }).alternates?.canonical).toBe('/guides/x');
  });
});
