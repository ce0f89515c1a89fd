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

/** The folder's landing page: its index, or an `index` file listed among its children. */
export function folderIndexUrl(folder: Folder): string | undefined {
  if (folder.index) return folder.index.url;
  const listed = folder.children.find(
    (child): child is Item => child.type === 'page' && /(^|\/)index\.mdx?$/.test(child.$ref ?? ''),
  );
  return listed?.url;
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
