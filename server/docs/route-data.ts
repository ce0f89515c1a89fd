import 'server-only';
import type { Root } from 'fumadocs-core/page-tree';
import type { TOCItemType } from 'fumadocs-core/toc';
import { siteConfig } from '@/config/site';
import { OPENAPI_FILE } from '@/lib/api-reference/pages';
import { notebookLinks, showsNotebookBanner } from '@/lib/cookbook/links';
import { contributorDisplay, contributorsOf } from '@/lib/contributors/display';
import type { DocsBody, DocsRouteData } from '@/lib/docs/route-data';
import { defaultLocale, localeOfPath, localizePath, locales, type Locale, type Messages } from '@/lib/i18n';
import { withoutLocale } from '@/lib/i18n/paths';
import { mdxContent } from '@/lib/page-content';
import { localizedTree, navigationTree, neighbours, pageBreadcrumbs } from '@/lib/page-tree';
import { docsSections, unknownKind, type DocsPage, type DocsSectionId } from '@/lib/source';
import { apiReferenceTree } from '@/server/api-reference/render';
import { contributorsMap } from '@/server/contributors';
import { loadNotebook } from '@/server/notebook/render';

/** Folder of each section's files in the docs repository, for "Edit this page". */
const contentDirs: Record<DocsSectionId, string> = {
  docs: 'content/docs',
  'self-hosting': 'content/self-hosting',
  integrations: 'content/integrations',
  guides: 'content/guides',
  faq: 'content/faq',
  security: 'content/security',
};

/** The URL that edits a file of the docs repository (a path from its root) on the code host. */
export function editFileUrl(file: string): string {
  const { url, branch } = siteConfig.docsRepository;
  return `${url}/edit/${branch}/${file}`;
}

/** The file a docs-layout page is made from, from the docs repository's root. */
export function sourceFile(section: DocsSectionId, page: DocsPage): string {
  switch (page.type) {
    case 'mdx':
    case 'cookbook-index':
      return `${contentDirs[section]}/${page.path}`;
    case 'notebook':
      return `cookbook/${page.data.notebook.file}`;
    case 'api':
      return OPENAPI_FILE;
    default:
      return unknownKind(page);
  }
}

const trees = new Map<string, Root>();

/**
 * The section's page tree in `lang`: the whole tree in every locale, untranslated pages leading to
 * English (lib/page-tree.ts `localizedTree`), built once per section and locale.
 */
function sectionTree(section: DocsSectionId, lang: Locale): Root {
  const source = docsSections[section];
  if (lang === defaultLocale) return source.getPageTree(lang);
  const key = `${section} ${lang}`;
  let tree = trees.get(key);
  if (!tree) {
    tree = localizedTree(source.getPageTree(defaultLocale), source.getPageTree(lang), lang, defaultLocale);
    trees.set(key, tree);
  }
  return tree;
}

/** The page's article and its TOC, by kind; null for an API page whose operation is gone. */
async function bodyOf(page: DocsPage): Promise<{ body: DocsBody; toc: TOCItemType[] } | null> {
  switch (page.type) {
    case 'mdx': {
      const { body, toc } = await mdxContent(page.data);
      return { body: { kind: 'mdx', Body: body }, toc };
    }
    case 'notebook': {
      const { file } = page.data.notebook;
      const banner = showsNotebookBanner(
        withoutLocale(page.url, locales),
        siteConfig.notebookCloud.bannerPaths,
      )
        ? notebookLinks(file, siteConfig)
        : undefined;
      const [notebook, { toc }] = await Promise.all([loadNotebook(file), page.data.load()]);
      return { body: { kind: 'notebook', notebook, banner }, toc };
    }
    case 'cookbook-index':
      return { body: { kind: 'cookbook-index', items: page.data.cookbookIndex }, toc: page.data.toc };
    case 'api': {
      const [content, { toc }] = await Promise.all([
        apiReferenceTree(page.data.apiOperation),
        page.data.load(),
      ]);
      return content ? { body: { kind: 'api', content }, toc } : null;
    }
    default:
      return unknownKind(page);
  }
}

/**
 * Everything a docs-layout page shows, worked out in one step: its body and TOC by kind, its
 * navigation (sidebar, breadcrumbs, previous and next), its edit link and contributors. Null when the
 * page has nothing to show (an API page whose operation left the document): the route answers 404.
 */
export async function docsRouteData(
  section: DocsSectionId,
  page: DocsPage,
  lang: Locale,
  t: Pick<Messages, 'contributorTeamMember' | 'contributorExternal'>,
): Promise<DocsRouteData | null> {
  const content = await bodyOf(page);
  if (!content) return null;
  // A section of its own (the contributors' guide) navigates within itself; other pages leave it out.
  const tree = sectionTree(section, lang);
  const navigation = navigationTree(tree, page.url);
  const titles = { teamMember: t.contributorTeamMember, contributor: t.contributorExternal };
  return {
    url: page.url,
    locale: lang,
    layout: page.data.layout,
    title: page.data.title,
    description: page.data.description,
    label: page.type === 'mdx' ? page.data.label : undefined,
    body: content.body,
    toc: content.toc.map((item) => ({ url: item.url, title: item.title, depth: item.depth })),
    navigation,
    breadcrumbs: pageBreadcrumbs(tree, page.url),
    ...neighbours(navigation, page.url),
    editUrl: editFileUrl(sourceFile(section, page)),
    contributors: contributorsOf(contributorsMap(), page.url).map((handle) =>
      contributorDisplay(handle, titles),
    ),
    askAiUrl: localizePath('/docs/ask-ai', localeOfPath(page.url)),
  };
}
