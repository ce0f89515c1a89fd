import { describe, expect, it } from 'vitest';
import { pageContent } from './page-content';

const toc = [{ title: 'Install', url: '#install', depth: 2 }];
const Body = () => null;

describe('pageContent', () => {
  it('loads a page compiled on demand, once per call, and keeps only its body and TOC', async () => {
    let loads = 0;
    const page = {
      data: {
        title: 'A page',
        load: async () => {
          loads += 1;
          return { body: Body, toc, structuredData: { headings: [], contents: [] } };
        },
      },
    };
    expect(await pageContent(page)).toEqual({ body: Body, toc });
    expect(loads).toBe(1);
  });

  it('reads a bundled or generated page from its data, without a body where it has none', async () => {
    expect(await pageContent({ data: { body: Body, toc } })).toEqual({ body: Body, toc });
    expect(await pageContent({ data: { title: 'A notebook', toc } })).toEqual({ body: undefined, toc });
    expect(await pageContent({ data: {} })).toEqual({ body: undefined, toc: [] });
  });

  it('passes a failed compile on to the page', async () => {
    const page = { data: { load: () => Promise.reject(new Error('content/docs/a.mdx: bad MDX')) } };
    await expect(pageContent(page)).rejects.toThrow('content/docs/a.mdx: bad MDX');
  });
});
