import type { ComponentType } from 'react';
import type { MDXComponents } from 'mdx/types';
import type { Item, Root } from 'fumadocs-core/page-tree';
import type { TOCItemType } from 'fumadocs-core/toc';
import type { ApiPageContent } from '@/lib/api-reference/pages';
import type { CookbookIndexData } from '@/lib/cookbook/pages';
import type { ContributorDisplay } from '@/lib/contributors/display';
import type { Locale } from '@/lib/i18n';
import type { PreparedNotebook } from '@/lib/notebook/prepared';
import type { Crumb } from '@/lib/page-tree';

/** What fills a docs page's article, by the kind of page it is. */
export type DocsBody =
  | { kind: 'mdx'; Body: ComponentType<{ components?: MDXComponents }> }
  /** A notebook, with links to its file and to open it in a notebook cloud where the banner shows. */
  | { kind: 'notebook'; notebook: PreparedNotebook; banner?: { codeHost: string; cloud: string } }
  | { kind: 'cookbook-index'; items: CookbookIndexData['cookbookIndex'] }
  | { kind: 'api'; content: ApiPageContent };

/** Everything a docs-layout page renders (components/docs/docs-page.tsx only renders it). */
export interface DocsRouteData {
  url: string;
  locale: Locale;
  /** default: sidebar, article and table of contents; full: no TOC column; raw: the body alone. */
  layout: 'default' | 'full' | 'raw';
  title: string;
  description: string;
  label?: string;
  body: DocsBody;
  toc: { url: string; title: TOCItemType['title']; depth: number }[];
  /** The sidebar's tree: the section's, or a root folder's own (the contributors' guide). */
  navigation: Root;
  breadcrumbs: Crumb[];
  previous?: Item;
  next?: Item;
  /** The page's source file on the code host: its MDX file, its notebook or the OpenAPI document. */
  editUrl: string;
  /** Most active first; shown beside the TOC (or in the footer of `full` pages). */
  contributors: ContributorDisplay[];
  askAiUrl: string;
}
