import { describe, expect, it } from 'vitest';
import { markdownContent, mdxContent } from './page-content';

const toc = [{ title: 'Install', url: '#install', depth: 2 }];
const Body = () => null;

describe('mdxContent', () => {
  it('loads a page compiled on demand, once per call, and keeps only its body and TOC', async () => {
    let loads = 0;
    const data = {
      title: 'A page',
      load: async () => {
        loads += 1;
        return { body: Body, toc, structuredData: { headings: [], contents: [] } };
      },
    };
    expect(await mdxContent(data)).toEqual({ body: Body, toc });
    expect(loads).toBe(1);
  });

  it('reads a page compiled with the build from its data', async () => {
    expect(await mdxContent({ body: Body, toc })).toEqual({ body: Body, toc });
  });

  it('passes a failed compile on to the page', async () => {
    const data = { load: () => Promise.reject(new Error('content/docs/a.mdx: bad MDX')) };
    await expect(mdxContent(data)).rejects.toThrow('content/docs/a.mdx: bad MDX');
  });
});

describe('markdownContent', () => {
  it('works out the TOC and search text only when asked for, once each, from the same Markdown', async () => {
    let reads = 0;
    const content = markdownContent(() => {
      reads += 1;
      return '# Title\n\nIntro.\n\n## Install\n\nRun the installer.';
    });
    expect(reads).toBe(0);
    const { body, toc } = await content.load();
    expect(body).toBeUndefined();
    expect(toc.map((item) => [item.url, item.depth])).toEqual([
      ['#title', 1],
      ['#install', 2],
    ]);
    expect(await content.load()).toBe(await content.load());
    const { headings, contents } = await content.structuredData();
    expect(headings.map((heading) => heading.id)).toEqual(['title', 'install']);
    expect(contents).toContainEqual({ heading: 'install', content: 'Run the installer.' });
    expect(reads).toBe(1);
  });

  it('turns Markdown that cannot be read into a rejected promise, not a throw when the loaders are made', async () => {
    const content = markdownContent(() => {
      throw new Error('cookbook/broken.ipynb: no cells');
    });
    await expect(content.load()).rejects.toThrow('cookbook/broken.ipynb: no cells');
    await expect(content.structuredData()).rejects.toThrow('cookbook/broken.ipynb: no cells');
  });
});
