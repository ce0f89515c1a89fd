import { resultGroupOf, type ResultGroup } from './collections';
import type { SearchIndex } from './engine';

export interface ResultRow {
  kind: 'page' | 'section';
  url: string;
  /** The page title or the section heading. */
  title: string;
  /** The section whose text gives the snippet, if any. */
  section: number | null;
  /** The page's collection (Docs, Self-hosting, …), for the label above a group's first page. */
  collection: string;
  /** Set on the first row of each run of one collection's pages: the label goes above it. */
  groupStart: boolean;
}

export interface ResultRows {
  rows: ResultRow[];
  terms: ReadonlySet<string>;
}

/** The best pages keep their places at the top of the list, whatever their collections. */
export const topResults = 5;

/** Pages grouped by collection, groups in the order of their best page, the ranking kept inside. */
function grouped<Page extends { url: string }>(
  pages: readonly Page[],
  labels: Record<ResultGroup, string>,
): [string, Page][] {
  const groups = new Map<string, Page[]>();
  for (const page of pages) {
    const name = labels[resultGroupOf(page.url)];
    const group = groups.get(name);
    if (group) group.push(page);
    else groups.set(name, [page]);
  }
  return [...groups].flatMap(([name, group]) => group.map((page): [string, Page] => [name, page]));
}

/**
 * The results of a query as list rows: each page, then its best sections, grouped by collection. The
 * `topResults` best pages come first, grouped among themselves, and the rest after them, grouped the
 * same way: grouping the whole list would put every weak match of the best page's collection before
 * the second-best page when it comes from another one. The first result is always the best one; a
 * collection's label can show twice, above its top pages and above the rest of them.
 */
export function resultRows(
  index: SearchIndex,
  query: string,
  groupLabels: Record<ResultGroup, string>,
): ResultRows {
  const { pages, terms } = index.search(query);
  const ordered = [
    ...grouped(pages.slice(0, topResults), groupLabels),
    ...grouped(pages.slice(topResults), groupLabels),
  ];
  const rows: ResultRow[] = [];
  let previous: string | null = null;
  for (const [collection, page] of ordered) {
    rows.push({
      kind: 'page',
      url: page.url,
      title: page.title,
      section: page.intro,
      collection,
      groupStart: collection !== previous,
    });
    previous = collection;
    for (const section of page.sections) {
      rows.push({
        kind: 'section',
        url: section.url,
        title: section.heading,
        section: section.section,
        collection,
        groupStart: false,
      });
    }
  }
  return { rows, terms };
}
