import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Node, Root } from 'fumadocs-core/page-tree';
import { loader } from 'fumadocs-core/source';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { cookbookFiles, type CookbookSection } from '@/lib/cookbook/pages';
import { i18n, locales } from '@/lib/i18n';
import {
  breadcrumbTrail,
  flattenPages,
  folderEntries,
  folderLanding,
  localizedTree,
  untranslatedFor,
  navigationTree,
  neighbours,
  pageBreadcrumbs,
  rootFolderPageUrls,
} from './page-tree';

/**
 * The real page trees of every docs-layout section in every locale, built by the same loader as the
 * site from the files in content/ (titles from front matter, meta.json and its translations as written) plus the pages the
 * cookbook's notebooks add. No build needed.
 */
const sections = ['docs', 'self-hosting', 'integrations', 'guides', 'faq', 'security'] as const;

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

function sectionSource(section: (typeof sections)[number]) {
  const dir = join(process.cwd(), 'content', section);
  const files: { type: 'page' | 'meta'; path: string; data: Record<string, unknown> }[] = [];
  for (const file of filesUnder(dir)) {
    const path = relative(dir, file);
    if (path.endsWith('.mdx')) {
      const front = readFileSync(file, 'utf8').match(/^---\r?\n([\s\S]*?)\r?\n---/)?.[1] ?? '';
      files.push({ type: 'page', path, data: parse(front) as Record<string, unknown> });
    } else if (/(^|\/)meta(\.[\w-]+)?\.json$/.test(path)) {
      files.push({ type: 'meta', path, data: JSON.parse(readFileSync(file, 'utf8')) });
    }
  }
  const cookbook = section in cookbookFiles() ? cookbookFiles()[section as CookbookSection] : undefined;
  const notebooks = cookbook ? [...cookbook.notebooks, ...cookbook.index] : [];
  return loader({ baseUrl: `/${section}`, source: { files: [...files, ...notebooks] as never[] }, i18n });
}

const label = (name: unknown) => String(name);

/** Every place the sidebar shows a folder's label directly above the same label, as "A › A". */
function sidebarRepeats(nodes: Node[], entries: (folder: Extract<Node, { type: 'folder' }>) => Node[]) {
  const repeats: string[] = [];
  for (const node of nodes) {
    if (node.type !== 'folder') continue;
    const inside = entries(node);
    for (const child of inside) {
      if (child.type !== 'separator' && label(child.name) === label(node.name)) {
        repeats.push(`${label(node.name)} › ${label(child.name)}`);
      }
    }
    repeats.push(...sidebarRepeats(inside, entries));
  }
  return repeats;
}

/** Adjacent crumbs that read the same, as "A › A". */
function trailRepeats(names: string[]) {
  return names.flatMap((name, index) => (name === names[index + 1] ? [`${name} › ${name}`] : []));
}

/** Every label repeat in each locale's sidebars and breadcrumbs, named by page or section. */
function labelRepeats(render: 'raw' | 'site') {
  const found: string[] = [];
  for (const section of sections) {
    const source = sectionSource(section);
    for (const locale of locales) {
      const tree: Root = source.getPageTree(locale);
      const sidebars = new Map<string, Root>();
      for (const page of source.getPages(locale)) {
        const crumbs = render === 'raw' ? breadcrumbTrail(tree, page.url) : pageBreadcrumbs(tree, page.url);
        for (const repeat of trailRepeats(crumbs.map((crumb) => crumb.name))) {
          found.push(`${locale} ${page.url} breadcrumbs: ${repeat}`);
        }
        const sidebar = render === 'raw' ? tree : navigationTree(tree, page.url);
        sidebars.set(label(sidebar.name), sidebar);
      }
      for (const [name, sidebar] of sidebars) {
        const entries = render === 'raw' ? (folder: { children: Node[] }) => folder.children : folderEntries;
        for (const repeat of sidebarRepeats(sidebar.children, entries)) {
          found.push(`${locale} /${section} sidebar "${name}": ${repeat}`);
        }
      }
    }
  }
  return [...new Set(found)].sort();
}

describe('labels in the navigation of the real content', () => {
  it('the page trees themselves repeat labels (what the rendering below resolves)', () => {
    const raw = labelRepeats('raw');
    expect(raw).toContain('en-US /docs/observability/sdk/python breadcrumbs: Python SDK › Python SDK');
    expect(raw).toContain('en-US /docs sidebar "Documentation": Python SDK › Python SDK');
    expect(raw).toContain('en-US /guides sidebar "Guides": Cookbook › Cookbook');
  });

  it('no sidebar or breadcrumb trail shows a label twice in a row, in any locale', () => {
    expect(labelRepeats('site')).toEqual([]);
  });
});

describe('the contributors\u2019 guide in the docs navigation', () => {
  const source = sectionSource('docs');

  it('is left out of the sidebar and previous/next links of every user docs page, in every locale', () => {
    for (const locale of locales) {
      const tree = source.getPageTree(locale);
      for (const page of source.getPages(locale)) {
        if (page.url.startsWith('/docs/contributing')) continue;
        const navigation = navigationTree(tree, page.url);
        expect(JSON.stringify(navigation.children), page.url).not.toContain('/docs/contributing');
        const { previous, next } = neighbours(navigation, page.url);
        expect([previous?.url, next?.url].join(' '), page.url).not.toContain('/docs/contributing');
      }
    }
  });

  it('is its own section on its pages, which stay built and linked in reading order', () => {
    const tree = source.getPageTree('en-US');
    expect(source.getPage(['contributing'], 'en-US')?.url).toBe('/docs/contributing');
    const navigation = navigationTree(tree, '/docs/contributing/code-blocks');
    expect(label(navigation.name)).toBe('Writing the Docs');
    expect(navigation.children.map((node) => (node.type === 'page' ? node.url : node.type))).toContain(
      '/docs/contributing',
    );
    expect(neighbours(navigation, '/docs/contributing').next?.url).toMatch(/^\/docs\/contributing\//);
  });
});

describe('pages the llms files leave out (section folders for contributors)', () => {
  it('are exactly the contributors\u2019 guide, in every section and locale', () => {
    for (const section of sections) {
      const source = sectionSource(section);
      for (const locale of locales) {
        const separate = [...rootFolderPageUrls(source.getPageTree(locale))];
        const expected = source
          .getPages(locale)
          .map((page) => page.url)
          .filter((url) => url === '/docs/contributing' || url.startsWith('/docs/contributing/'));
        expect(separate.sort(), `${locale} /${section}`).toEqual(expected.sort());
      }
    }
    expect(rootFolderPageUrls(sectionSource('docs').getPageTree('en-US')).size).toBe(9);
  });
});

describe('translated sections show the whole tree', () => {
  it('every page of the English tree is in the tree of each locale: translated, or marked and leading to English', () => {
    for (const section of sections) {
      const source = sectionSource(section);
      const english = flattenPages(source.getPageTree(i18n.defaultLanguage).children);
      for (const locale of locales.filter((code) => code !== i18n.defaultLanguage)) {
        const tree = localizedTree(
          source.getPageTree(i18n.defaultLanguage),
          source.getPageTree(locale),
          locale,
          i18n.defaultLanguage,
        );
        const pages = flattenPages(tree.children);
        expect(pages.map((page) => page.url.replace(`/${locale}/`, '/').replace(/\?.*$/, ''))).toEqual(
          english.map((page) => page.url),
        );
        for (const page of pages) {
          if (untranslatedFor(page.url)) {
            expect(untranslatedFor(page.url)).toBe(locale);
            expect(page.url.startsWith(`/${locale}/`)).toBe(false);
          } else expect(page.url.startsWith(`/${locale}/`) || page.url === `/${locale}`).toBe(true);
        }
        // Every translated page is there with its translated title.
        for (const translated of source.getPages(locale)) {
          const node = pages.find((page) => page.url === translated.url);
          if (!node) continue; // pages the tree leaves out (hidden, contributors' guide)
          expect(node.name).toBe(translated.data.title);
        }
      }
    }
  });

  it('folders and separators are named in the locale where it names them, and keep their landing pages', () => {
    for (const section of sections) {
      const source = sectionSource(section);
      const english = source.getPageTree(i18n.defaultLanguage);
      const landings = (nodes: Node[]): (string | undefined)[] =>
        nodes.flatMap((node) =>
          node.type === 'folder'
            ? [
                folderLanding(node)
                  ?.url.replace(/^\/[a-z]{2}\//, '/')
                  .replace(/\?.*$/, ''),
                ...landings(node.children),
              ]
            : [],
        );
      for (const locale of locales.filter((code) => code !== i18n.defaultLanguage)) {
        const tree = localizedTree(english, source.getPageTree(locale), locale, i18n.defaultLanguage);
        expect(landings(tree.children), `${section} ${locale}`).toEqual(landings(english.children));
      }
    }
    const ja = localizedTree(
      sectionSource('docs').getPageTree(i18n.defaultLanguage),
      sectionSource('docs').getPageTree('ja'),
      'ja',
      i18n.defaultLanguage,
    );
    const datasets = ja.children.find(
      (node): node is Extract<Node, { type: 'folder' }> =>
        node.type === 'folder' && node.name === 'データセット',
    );
    expect(datasets && folderLanding(datasets)?.url).toBe('/docs/datasets/overview?untranslated=ja');
    expect(ja.children.some((node) => node.type === 'separator' && node.name === 'オブザーバビリティ')).toBe(
      true,
    );
  });

  it('Japanese docs keep their previous and next links through untranslated pages', () => {
    const source = sectionSource('docs');
    const tree = localizedTree(
      source.getPageTree(i18n.defaultLanguage),
      source.getPageTree('ja'),
      'ja',
      i18n.defaultLanguage,
    );
    const first = source.getPages('ja').find((page) => page.url === '/ja/docs')!;
    const navigation = navigationTree(tree, first.url);
    expect(neighbours(navigation, first.url).next).toBeDefined();
    expect(flattenPages(navigation.children).length).toBeGreaterThan(
      flattenPages(navigationTree(source.getPageTree('ja'), first.url).children).length,
    );
  });
});
