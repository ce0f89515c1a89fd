import type { Folder, Item, Node, Root } from 'fumadocs-core/page-tree';

/** A page of the tree (menu links and external links are items without a page file). */
function isPage(item: Item): boolean {
  return item.$ref !== undefined && !item.external;
}

/** Every page of the tree in reading order, a folder's index page before its children. */
export function flattenPages(nodes: Node[]): Item[] {
  const pages: Item[] = [];
  for (const node of nodes) {
    if (node.type === 'page') {
      if (isPage(node)) pages.push(node);
    } else if (node.type === 'folder') {
      if (node.index && isPage(node.index)) pages.push(node.index);
      pages.push(...flattenPages(node.children));
    }
  }
  return pages;
}

/** Previous and next page in reading order, for the links at the bottom of a page. */
export function neighbours(tree: Root, url: string): { previous?: Item; next?: Item } {
  const pages = flattenPages(tree.children);
  const index = pages.findIndex((page) => page.url === url);
  if (index === -1) return {};
  return { previous: pages[index - 1], next: pages[index + 1] };
}

/** True when the folder holds the page with `url` at any depth. */
export function folderContains(folder: Folder, url: string): boolean {
  if (folder.index?.url === url) return true;
  return folder.children.some((child) =>
    child.type === 'folder' ? folderContains(child, url) : child.type === 'page' && child.url === url,
  );
}

/** A page file named `index` (`index.mdx`, `index.ja.mdx`, a notebook folder's `index.ipynb`). */
const indexFile = /(^|\/)index(\.[\w-]+)?\.(mdx?|ipynb)$/;

/**
 * The folder's landing page: its index; else an `index` file listed among its children (a folder
 * whose meta.json lists `"index"` keeps that page as a child); else a child page with the folder's own
 * label (an overview page titled like its folder, such as Datasets in Datasets).
 */
export function folderLanding(folder: Folder): Item | undefined {
  if (folder.index) return folder.index;
  const pages = folder.children.filter((child): child is Item => child.type === 'page' && isPage(child));
  return (
    pages.find((child) => indexFile.test(child.$ref ?? '')) ??
    pages.find((child) => String(child.name) === String(folder.name))
  );
}

/** The landing page's URL, the target of the folder's breadcrumb. */
export function folderIndexUrl(folder: Folder): string | undefined {
  return folderLanding(folder)?.url;
}

/**
 * What the sidebar lists inside a folder. A folder with a landing page is one entry, its own row
 * linking to that page, so the page is not listed again below it (no "Python SDK" under "Python SDK").
 */
export function folderEntries(folder: Folder): Node[] {
  const landing = folderLanding(folder);
  return landing ? folder.children.filter((child) => child !== landing) : folder.children;
}

/**
 * The most pages a collapsed folder may hold and still list them in every page's sidebar. The
 * sidebar is in the HTML (twice: the wide layout and the phone's section menu) and in the page's
 * React payload, so listing every page of a large folder on every page makes the site's size, and its
 * build time, grow with the square of its page count: at 2,000 pages a docs page was 2 MB and the
 * build took 0.35 s a page. A larger folder that does not hold the current page is one row linking to
 * its first page, where it opens with its pages listed.
 */
export const sidebarFolderLimit = 60;

/** Pages under a folder at any depth, its landing page included. */
export function folderPageCount(folder: Folder): number {
  return flattenPages(folder.index ? [folder.index, ...folder.children] : folder.children).length;
}

/**
 * For a folder the sidebar shows as a single link (large, collapsed, not holding the page at `url`):
 * the URL that row leads to, its landing page or else its first page. Undefined for a folder the
 * sidebar lists in full.
 */
export function summarisedFolderUrl(
  folder: Folder,
  url: string,
  limit: number = sidebarFolderLimit,
): string | undefined {
  if (folder.defaultOpen === true || folderContains(folder, url)) return undefined;
  if (folderPageCount(folder) <= limit) return undefined;
  return folderLanding(folder)?.url ?? flattenPages(folder.children)[0]?.url;
}

/** The innermost folder marked `root` in its meta.json that holds the page with `url`. */
function sectionFolderOf(nodes: Node[], url: string): Folder | undefined {
  for (const node of nodes) {
    if (node.type !== 'folder' || !folderContains(node, url)) continue;
    return sectionFolderOf(node.children, url) ?? (node.root ? node : undefined);
  }
  return undefined;
}

function withoutSectionFolders(nodes: Node[]): Node[] {
  return nodes
    .filter((node) => !(node.type === 'folder' && node.root))
    .map((node) =>
      node.type === 'folder' ? { ...node, children: withoutSectionFolders(node.children) } : node,
    );
}

/**
 * The part of the tree a page's sidebar and previous/next links use. A folder marked `"root": true`
 * in its meta.json (the contributors' guide, "Writing the Docs") is a section of its own: its pages
 * navigate within it, and every other page's navigation leaves it out. Its pages stay built and
 * reachable by URL; breadcrumbs and search still use the whole tree.
 */
export function navigationTree(tree: Root, url: string): Root {
  const section = sectionFolderOf(tree.children, url);
  if (section) {
    const children = section.index ? [section.index, ...section.children] : section.children;
    return { ...tree, name: section.name, children: withoutSectionFolders(children) };
  }
  return { ...tree, children: withoutSectionFolders(tree.children) };
}

export interface Crumb {
  name: string;
  url?: string;
}

/**
 * The folders above a page and the page itself. A folder is a link when it has an index page.
 * An empty list when the page is not in the tree (hidden pages still get their own name).
 */
export function breadcrumbTrail(tree: Root, url: string): Crumb[] {
  const walk = (nodes: Node[], trail: Crumb[]): Crumb[] | undefined => {
    for (const node of nodes) {
      if (node.type === 'page' && node.url === url) return [...trail, { name: String(node.name) }];
      if (node.type === 'folder') {
        if (node.index?.url === url) return [...trail, { name: String(node.name) }];
        const found = walk(node.children, [...trail, { name: String(node.name), url: folderIndexUrl(node) }]);
        if (found) return found;
      }
    }
    return undefined;
  };
  return walk(tree.children, []) ?? [];
}

/**
 * The breadcrumbs shown above a page: its trail without repeated labels. A folder whose landing page
 * is this page is one crumb, named like the folder's sidebar entry (not "Python SDK › Python SDK"),
 * and a crumb that reads the same as the next one is dropped.
 */
export function pageBreadcrumbs(tree: Root, url: string): Crumb[] {
  const trail = breadcrumbTrail(tree, url);
  const landing = trail.findIndex((crumb) => crumb.url === url);
  const crumbs = landing === -1 ? trail : [...trail.slice(0, landing), { name: trail[landing]!.name }];
  return crumbs.filter((crumb, index) => crumb.name !== crumbs[index + 1]?.name);
}

/**
 * URLs of the pages inside folders marked `"root": true` (the contributors' guide): a section of its
 * own, for the people who write the docs, which the llms files, the sitemap and search leave out
 * (the pages stay reachable by URL; the README links them).
 */
export function rootFolderPageUrls(tree: Root): Set<string> {
  const urls = new Set<string>();
  const walk = (nodes: Node[], inRoot: boolean) => {
    for (const node of nodes) {
      if (node.type === 'page' && inRoot) urls.add(node.url);
      if (node.type !== 'folder') continue;
      const root = inRoot || Boolean(node.root);
      if (root && node.index) urls.add(node.index.url);
      walk(node.children, root);
    }
  };
  walk(tree.children, false);
  return urls;
}

/** The locale a link marked `?untranslated=` (lib/source.ts `readerUrl`) asks for, if it is one. */
export function untranslatedFor(url: string): string | undefined {
  return /[?&]untranslated=([\w-]+)/.exec(url)?.[1];
}

/** The language of a node's name where it differs from the page's (set by `localizedTree`). */
export function nameLanguage(node: Node): string | undefined {
  return 'lang' in node && typeof node.lang === 'string' ? node.lang : undefined;
}

/** A node's `$id` without its locale (`ja:observability` and `en-US:observability` match). */
const idWithoutLocale = (id: string | undefined) => id?.replace(/^[\w-]+:/, '');

/**
 * The whole section in `locale`, so a translated page is not a dead end: `english` (the default
 * locale's tree) with each page, folder and separator taken from `local` where it is translated, and
 * every other page leading to its English page marked `?untranslated={locale}` (the sidebar and the
 * previous/next links badge it; the page says it is shown in English). Reading order follows the
 * English tree, so previous and next walk the whole section. Folders and separators that keep their
 * English name carry `lang` (read with `nameLanguage`), so the sidebar marks them as English text.
 */
export function localizedTree(english: Root, local: Root, locale: string, englishLocale: string): Root {
  const pages = new Map<string, Item>();
  const folders = new Map<string, Folder>();
  const collect = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.type === 'page') pages.set(node.url, node);
      else if (node.type === 'folder') {
        const id = idWithoutLocale(node.$id);
        if (id) folders.set(id, node);
        if (node.index) pages.set(node.index.url, node.index);
        collect(node.children);
      }
    }
  };
  collect(local.children);

  const page = (item: Item): Item => {
    if (item.external || !item.url.startsWith('/')) return item;
    return pages.get(`/${locale}${item.url}`) ?? { ...item, url: `${item.url}?untranslated=${locale}` };
  };
  const localize = (nodes: Node[], localNodes: Node[]): Node[] => {
    const separators = nodes.filter((node) => node.type === 'separator');
    const localSeparators = localNodes.filter((node) => node.type === 'separator');
    // Separators have no stable id: the translated ones stand in when they are as many.
    const sameSeparators = separators.length === localSeparators.length;
    return nodes.map((node): Node => {
      if (node.type === 'page') return page(node);
      if (node.type === 'separator') {
        const translated = sameSeparators ? localSeparators[separators.indexOf(node)] : undefined;
        return translated ?? Object.assign({ ...node }, { lang: englishLocale });
      }
      const localFolder = folders.get(idWithoutLocale(node.$id) ?? '');
      // A landing page found by its title (Datasets in Datasets) stays the landing page when the
      // folder's name is translated and no longer matches it: it becomes the folder's index.
      const landing = folderLanding(node);
      const byName =
        localFolder && landing && !node.index && !indexFile.test(landing.$ref ?? '') ? landing : undefined;
      const folder: Folder = {
        ...node,
        name: localFolder?.name ?? node.name,
        index: node.index ? page(node.index) : byName ? page(byName) : undefined,
        children: localize(
          node.children.filter((child) => child !== byName),
          localFolder?.children ?? [],
        ),
      };
      return localFolder ? folder : Object.assign(folder, { lang: englishLocale });
    });
  };
  return { ...english, name: local.name, children: localize(english.children, local.children) };
}
