import type { Root } from 'fumadocs-core/page-tree';
import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, flattenPages, folderContains, neighbours } from './page-tree';

const page = (name: string, url: string) => ({ type: 'page' as const, name, url, $ref: `${name}.mdx` });

const tree: Root = {
  name: 'Docs',
  children: [
    page('Overview', '/docs'),
    { type: 'separator', name: 'Tracing' },
    {
      type: 'folder',
      name: 'SDKs',
      children: [
        {
          type: 'folder',
          name: 'Python SDK',
          index: page('Python SDK', '/docs/sdk/python'),
          children: [page('Decorators', '/docs/sdk/python/decorators')],
        },
      ],
    },
    { type: 'page', name: 'Changelog', url: '/changelog' },
    page('API', '/docs/api'),
  ],
};

describe('flattenPages', () => {
  it('lists pages in reading order with folder index pages first and without menu links', () => {
    expect(flattenPages(tree.children).map((p) => p.url)).toEqual([
      '/docs',
      '/docs/sdk/python',
      '/docs/sdk/python/decorators',
      '/docs/api',
    ]);
  });
});

describe('neighbours', () => {
  it('gives the previous and next page across folders', () => {
    const { previous, next } = neighbours(tree, '/docs/sdk/python/decorators');
    expect(previous?.url).toBe('/docs/sdk/python');
    expect(next?.url).toBe('/docs/api');
  });
  it('has no previous on the first page and no next on the last', () => {
    expect(neighbours(tree, '/docs').previous).toBeUndefined();
    expect(neighbours(tree, '/docs/api').next).toBeUndefined();
  });
  it('has neither for a page hidden from the tree', () => {
    expect(neighbours(tree, '/docs/style-guide')).toEqual({});
  });
});

describe('folderContains', () => {
  it('finds pages at any depth, including index pages', () => {
    const sdks = tree.children[2];
    if (sdks?.type !== 'folder') throw new Error('fixture changed');
    expect(folderContains(sdks, '/docs/sdk/python/decorators')).toBe(true);
    expect(folderContains(sdks, '/docs/sdk/python')).toBe(true);
    expect(folderContains(sdks, '/docs/api')).toBe(false);
  });
});

describe('breadcrumbTrail', () => {
  it('links a folder whose index page is listed among its children', () => {
    const listed: Root = {
      name: 'Docs',
      children: [
        {
          type: 'folder',
          name: 'Python SDK',
          children: [
            { type: 'page', name: 'Python SDK', url: '/docs/python', $ref: 'python/index.mdx' },
            page('Decorators', '/docs/python/decorators'),
          ],
        },
      ],
    };
    expect(breadcrumbTrail(listed, '/docs/python/decorators')).toEqual([
      { name: 'Python SDK', url: '/docs/python' },
      { name: 'Decorators' },
    ]);
  });

  it('lists the folders above a page, linking those with an index page', () => {
    expect(breadcrumbTrail(tree, '/docs/sdk/python/decorators')).toEqual([
      { name: 'SDKs', url: undefined },
      { name: 'Python SDK', url: '/docs/sdk/python' },
      { name: 'Decorators' },
    ]);
  });
  it('is empty for a page outside the tree', () => {
    expect(breadcrumbTrail(tree, '/docs/hidden')).toEqual([]);
  });
});
