import { describe, expect, it } from 'vitest';
import { findLinkProblems, findMetadataProblems } from './link-check-core.mjs';

const site = {
  fileExists: (path: string) => ['/brand/logo.png', '/images/a.png'].includes(path),
  isRoute: (path: string) => path === '/sitemap.xml',
};

function check(pages: Record<string, string>) {
  return findLinkProblems(new Map(Object.entries(pages)), site).problems;
}

describe('findLinkProblems', () => {
  it('passes links to pages, anchors, files and routes', () => {
    expect(
      check({
        '/': '<a href="/docs#intro">Docs</a><a href="/brand/logo.png">Logo</a><a href="/sitemap.xml">Map</a><a href="#top">Top</a><h1 id="top">x</h1>',
        '/docs':
          '<h2 id="intro">Intro</h2><a href="https://example.com/x">ext</a><a href="mailto:a@b.c">mail</a>',
      }),
    ).toEqual([]);
  });

  it('reports a link to a page that does not exist, naming the page it is on', () => {
    expect(check({ '/': '<a class="x" href="/docs/nope">x</a>' })).toEqual(['/: broken link /docs/nope']);
  });

  it('reports a missing anchor on another page and on the same page', () => {
    expect(
      check({
        '/': '<a href="/docs#gone">x</a><a href="#also-gone">y</a>',
        '/docs': '<h2 id="intro">i</h2>',
      }),
    ).toEqual(['/: missing anchor /#also-gone', '/: missing anchor /docs#gone']);
  });

  it('reports missing images, also behind the optimiser and in srcset', () => {
    expect(
      check({
        '/': '<img src="/_next/image?url=%2Fimages%2Fa.png&amp;w=640&amp;q=75" srcset="/_next/image?url=%2Fimages%2Fb.png&amp;w=640&amp;q=75 640w, /images/a.png 1x">',
      }),
    ).toEqual(['/: missing image /images/b.png']);
  });

  it('ignores links inside scripts (the serialized page payload)', () => {
    expect(check({ '/': '<script>self.x("<a href=\\"/nope\\">")</script>' })).toEqual([]);
  });
});

describe('findMetadataProblems', () => {
  it('requires a title, a description and a canonical URL in the head', () => {
    const good =
      '<head><title>A - Spanlight</title><meta name="description" content="About A."/><link rel="canonical" href="https://x/a"/></head>';
    expect(findMetadataProblems(new Map([['/a', good]]))).toEqual([]);
    expect(
      findMetadataProblems(
        new Map([['/b', '<head><title>B</title></head><body><link rel="canonical" href="x"/></body>']]),
      ),
    ).toEqual(['/b: no canonical URL', '/b: no meta description']);
  });
});
