import { describe, expect, it } from 'vitest';
import { markdownRewrite, markdownUrl, pagePathFromSegments } from './paths';

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
