import type { Root } from 'fumadocs-core/page-tree';
import { describe, expect, it } from 'vitest';
import {
  breadcrumbTrail,
  flattenPages,
  folderContains,
  folderEntries,
  navigationTree,
  neighbours,
  pageBreadcrumbs,
  rootFolderPageUrls,
  summarisedFolderUrl,
  folderPageCount,
} from './page-tree';
import fc from 'fast-check';
import type { Folder } from 'fumadocs-core/page-tree';

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

/** A folder whose meta.json lists its `index` page first, so the page stays one of its children. */
const listedIndex: Root = {
  name: 'Docs',
  children: [
    page('Overview', '/docs'),
    {
      type: 'folder',
      name: 'Tracing',
      children: [
        {
          type: 'folder',
          name: 'Python SDK',
          children: [
            { type: 'page', name: 'Python SDK', url: '/docs/python', $ref: 'python/index.mdx' },
            page('Decorators', '/docs/python/decorators'),
          ],
        },
        {
          type: 'folder',
          name: 'JS/TS SDK',
          index: { type: 'page', name: 'JS/TS SDK (v4)', url: '/docs/ts', $ref: 'ts/index.mdx' },
          children: [page('Frameworks', '/docs/ts/frameworks')],
        },
        { type: 'folder', name: 'Scores', children: [page('Scores', '/docs/scores/overview')] },
      ],
    },
    page('Glossary', '/docs/glossary'),
    {
      type: 'folder',
      name: 'Writing the Docs',
      root: true,
      children: [
        { type: 'page', name: 'Writing the Docs', url: '/docs/contributing', $ref: 'contributing/index.mdx' },
        page('Code blocks', '/docs/contributing/code-blocks'),
      ],
    },
  ],
};

describe('folderEntries', () => {
  const tracing = listedIndex.children[1];
  if (tracing?.type !== 'folder') throw new Error('fixture changed');
  const [python, typescript] = tracing.children;
  if (python?.type !== 'folder' || typescript?.type !== 'folder') throw new Error('fixture changed');

  it('leaves out a listed index page: the folder row itself links to it', () => {
    expect(folderEntries(python).map((node) => node.name)).toEqual(['Decorators']);
  });
  it('keeps every child of a folder whose index is separate', () => {
    expect(folderEntries(typescript).map((node) => node.name)).toEqual(['Frameworks']);
  });
  it('treats a page titled like its folder as the landing page', () => {
    const scores = tracing.children[2];
    if (scores?.type !== 'folder') throw new Error('fixture changed');
    expect(folderEntries(scores)).toEqual([]);
  });
});

describe('pageBreadcrumbs', () => {
  it('shows a folder and its own landing page as one crumb, named like the folder', () => {
    expect(pageBreadcrumbs(listedIndex, '/docs/python')).toEqual([
      { name: 'Tracing' },
      { name: 'Python SDK' },
    ]);
    expect(pageBreadcrumbs(listedIndex, '/docs/ts')).toEqual([{ name: 'Tracing' }, { name: 'JS/TS SDK' }]);
  });
  it('drops a folder crumb that reads the same as the page under it', () => {
    expect(pageBreadcrumbs(listedIndex, '/docs/scores/overview')).toEqual([
      { name: 'Tracing' },
      { name: 'Scores' },
    ]);
  });
  it('keeps the whole trail of other pages, with the folder linking to its landing page', () => {
    expect(pageBreadcrumbs(listedIndex, '/docs/python/decorators')).toEqual([
      { name: 'Tracing', url: undefined },
      { name: 'Python SDK', url: '/docs/python' },
      { name: 'Decorators' },
    ]);
  });
});

describe('navigationTree', () => {
  const names = (root: Root) => root.children.map((node) => node.name);

  it("leaves a section folder (root: true) out of the other pages' navigation", () => {
    expect(names(navigationTree(listedIndex, '/docs/glossary'))).toEqual(['Overview', 'Tracing', 'Glossary']);
    expect(neighbours(navigationTree(listedIndex, '/docs/glossary'), '/docs/glossary').next).toBeUndefined();
    expect(neighbours(listedIndex, '/docs/glossary').next?.url).toBe('/docs/contributing');
  });
  it("gives a section folder's pages that folder as their whole navigation", () => {
    const section = navigationTree(listedIndex, '/docs/contributing/code-blocks');
    expect(section.name).toBe('Writing the Docs');
    expect(names(section)).toEqual(['Writing the Docs', 'Code blocks']);
    expect(neighbours(section, '/docs/contributing/code-blocks').previous?.url).toBe('/docs/contributing');
  });
  it('keeps the section in the breadcrumbs of its own pages', () => {
    expect(pageBreadcrumbs(listedIndex, '/docs/contributing/code-blocks')).toEqual([
      { name: 'Writing the Docs', url: '/docs/contributing' },
      { name: 'Code blocks' },
    ]);
  });
});

describe('rootFolderPageUrls', () => {
  it('lists the pages of a section folder (root: true), index included, and nothing else', () => {
    expect([...rootFolderPageUrls(listedIndex)].sort()).toEqual([
      '/docs/contributing',
      '/docs/contributing/code-blocks',
    ]);
  });
  it('counts a nested folder and a folder index inside a section folder', () => {
    const nested: Root = {
      name: 'Docs',
      children: [
        page('Overview', '/docs'),
        {
          type: 'folder',
          name: 'Guide',
          root: true,
          index: page('Guide', '/docs/guide'),
          children: [{ type: 'folder', name: 'Deep', children: [page('Deeper', '/docs/guide/deep/x')] }],
        },
      ],
    };
    expect([...rootFolderPageUrls(nested)].sort()).toEqual(['/docs/guide', '/docs/guide/deep/x']);
  });
  it('is empty for a tree without section folders', () => {
    expect(rootFolderPageUrls(tree).size).toBe(0);
  });
});

describe('summarisedFolderUrl', () => {
  const big = (count: number, withIndex: boolean): Folder => ({
    type: 'folder',
    name: 'Big',
    ...(withIndex ? { index: page('Big', '/docs/big') } : {}),
    children: [
      {
        type: 'folder',
        name: 'Inner',
        children: Array.from({ length: count }, (_, i) => page(`P${i}`, `/docs/big/inner/p${i}`)),
      },
    ],
  });

  it('lists a folder up to the limit, and summarises a larger one as a link to its landing or first page', () => {
    expect(folderPageCount(big(60, false))).toBe(60);
    expect(summarisedFolderUrl(big(60, false), '/docs')).toBeUndefined();
    expect(summarisedFolderUrl(big(61, false), '/docs')).toBe('/docs/big/inner/p0');
    expect(summarisedFolderUrl(big(60, true), '/docs')).toBe('/docs/big');
  });

  it('never summarises the folder holding the current page, or one set to open by default', () => {
    expect(summarisedFolderUrl(big(500, false), '/docs/big/inner/p499')).toBeUndefined();
    expect(summarisedFolderUrl({ ...big(500, false), defaultOpen: true }, '/docs')).toBeUndefined();
  });

  it('keeps what a sidebar lists linear in the tree, whatever its shape (property)', () => {
    // Folders of random sizes: every page's sidebar lists at most the limit per collapsed folder.
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 1, maxLength: 30 }), (sizes) => {
        const folders: Folder[] = sizes.map((size, f) => ({
          type: 'folder',
          name: `F${f}`,
          children: Array.from({ length: size }, (_, i) => page(`P${i}`, `/f${f}/p${i}`)),
        }));
        const current = '/f0/p0';
        let listed = 0;
        for (const folder of folders)
          listed += summarisedFolderUrl(folder, current) === undefined ? folderPageCount(folder) : 1;
        expect(listed).toBeLessThanOrEqual(sizes[0]! + 60 * (sizes.length - 1) + sizes.length);
        for (const folder of folders) {
          const url = summarisedFolderUrl(folder, current);
          if (url) expect(url).toBe(folder.children[0]!.type === 'page' ? folder.children[0]!.url : '');
        }
      }),
    );
  });
});
