import { describe, expect, it } from 'vitest';
import {
  announcedTwin,
  markdownLinkHeader,
  markdownRewrite,
  markdownUrl,
  pagePathFromSegments,
  pagePathOfAddress,
} from './paths';

describe('markdownRewrite', () => {
  it('maps twins and the root page to the markdown route', () => {
    expect(markdownRewrite('/docs/get-started.md')).toBe('/api/markdown/docs/get-started');
    expect(markdownRewrite('/index.md')).toBe('/api/markdown/index');
    expect(markdownRewrite('/')).toBe('/api/markdown/index');
    expect(markdownRewrite('/docs')).toBe('/api/markdown/docs');
    expect(markdownRewrite('/ja/index.md')).toBe('/api/markdown/ja/index');
  });
  it('refuses traversal, encoded slashes, backslashes and null bytes', () => {
    for (const path of [
      '/../etc/passwd.md',
      '/docs/..%2F..%2Fpackage.json.md',
      '/docs/%2e%2e/x.md',
      '/docs%5cx.md',
      '/docs/%00.md',
      '/docs//x.md',
      '/docs/./x.md',
    ]) {
      expect(markdownRewrite(path), path).toBeNull();
    }
  });
});

describe('pagePathFromSegments', () => {
  it('turns segments into a page path, index meaning the folder', () => {
    expect(pagePathFromSegments(['index'])).toBe('/');
    expect(pagePathFromSegments(['docs', 'get-started'])).toBe('/docs/get-started');
    expect(pagePathFromSegments(['ja', 'index'])).toBe('/ja');
    expect(pagePathFromSegments(['ja'])).toBe('/ja');
  });
  it('rejects unsafe segments', () => {
    for (const segments of [
      ['..', 'x'],
      ['docs', 'a/b'],
      ['docs', 'a\\b'],
      ['docs', 'x\0'],
      ['docs', ''],
      ['.hidden'],
    ]) {
      expect(pagePathFromSegments(segments), segments.join('|')).toBeNull();
    }
  });
});

describe('markdownUrl', () => {
  it('is /index.md for the root and {path}.md otherwise', () => {
    expect(markdownUrl('/')).toBe('/index.md');
    expect(markdownUrl('/ja')).toBe('/ja.md');
    expect(markdownUrl('/docs/x')).toBe('/docs/x.md');
  });
});

describe('announcedTwin', () => {
  const locales = ['en-US', 'ja', 'ko', 'zh'];
  it('is the twin of a page in any locale, the home pages included', () => {
    expect(announcedTwin('/docs/get-started', locales)).toBe('/docs/get-started.md');
    expect(announcedTwin('/ja/self-hosting', locales)).toBe('/ja/self-hosting.md');
    expect(announcedTwin('/', locales)).toBe('/index.md');
    expect(announcedTwin('/ja', locales)).toBe('/ja.md');
  });
  it('is nothing for the assistant page, in every locale, which has no twin', () => {
    expect(announcedTwin('/docs/ask-ai', locales)).toBeNull();
    expect(announcedTwin('/ko/docs/ask-ai', locales)).toBeNull();
    // Only that page: a page below it or a look-alike would have a twin.
    expect(announcedTwin('/docs/ask-ai-tips', locales)).toBe('/docs/ask-ai-tips.md');
    expect(announcedTwin('/xx/docs/ask-ai', locales)).toBe('/xx/docs/ask-ai.md');
  });
  it("is nothing for the demo project's views, but the demo's introduction has one", () => {
    expect(announcedTwin('/demo/traces/80e2f6e3e97fd26029c4c2c77f675907', locales)).toBeNull();
    expect(announcedTwin('/ja/demo/prompts', locales)).toBeNull();
    expect(announcedTwin('/demo', locales)).toBe('/demo.md');
    expect(announcedTwin('/ja/demo', locales)).toBe('/ja/demo.md');
    expect(announcedTwin('/demos', locales)).toBe('/demos.md');
  });
  it('is nothing for twins themselves and for paths no page can have', () => {
    for (const path of ['/docs/x.md', '/docs/', '/docs/../x', '/docs/%2e%2e', '/docs/a%2Fb', '/docs/x y']) {
      expect(announcedTwin(path, locales), path).toBeNull();
    }
  });
});

describe('markdownLinkHeader', () => {
  it('names the twin as the text/markdown alternate (RFC 8288)', () => {
    expect(markdownLinkHeader('https://spanlight.example/docs/x.md')).toBe(
      '<https://spanlight.example/docs/x.md>; rel="alternate"; type="text/markdown"',
    );
  });
});

describe('pagePathOfAddress', () => {
  const site = 'https://spanlight.example';
  it('reads site paths, twin URLs and full URLs of the site alike', () => {
    for (const address of [
      '/docs/tracing',
      'docs/tracing',
      '/docs/tracing/',
      '/docs/tracing.md',
      ' /docs/tracing?x=1#setup ',
      'https://spanlight.example/docs/tracing',
      'http://spanlight.example/docs/tracing.md',
      'https://spanlight.example/docs/tracing#setup',
      '/docs/%74racing',
    ])
      expect(pagePathOfAddress(address, site), address).toBe('/docs/tracing');
    expect(pagePathOfAddress('/', site)).toBe('/');
    expect(pagePathOfAddress('/index.md', site)).toBe('/');
    expect(pagePathOfAddress('https://spanlight.example', site)).toBe('/');
    expect(pagePathOfAddress('/ja/index.md', site)).toBe('/ja');
    expect(pagePathOfAddress('/ja/docs/get-started.md', site)).toBe('/ja/docs/get-started');
  });

  it('refuses other hosts, other schemes and unsafe or broken paths', () => {
    for (const address of [
      'https://evil.example/docs/tracing',
      'https://spanlight.example.evil.example/docs',
      'file:///etc/passwd',
      'javascript:alert(1)',
      '/docs/../package.json',
      '/docs/%2e%2e/package.json',
      '/docs/a%2Fb',
      '/docs/%',
      '/docs/\0',
      '/docs/.md',
    ])
      expect(pagePathOfAddress(address, site), address).toBeNull();
  });
});
