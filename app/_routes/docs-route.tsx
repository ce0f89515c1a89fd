import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { siteConfig } from '@/config/site';
import { apiOperationOf, docsSections, notebookOf, pageLanguages, type DocsSectionId } from '@/lib/source';
import type { Root } from 'fumadocs-core/page-tree';
import { defaultLocale, getMessages, isLocale, type Locale } from '@/lib/i18n';
import { localizedTree } from '@/lib/page-tree';
import { pageMetadataFor } from '@/lib/metadata';
import { contributorDisplay, contributorsOf } from '@/lib/contributors';
import { contributorsMap } from '@/server/contributors';
import { loadNotebook } from '@/server/notebook/render';
import { apiReferenceTree } from '@/server/api-reference/render';
import { OPENAPI_FILE } from '@/lib/api-reference/pages';
import { DocsPage } from '@/components/docs/docs-page';
import { pageContent } from '@/lib/page-content';

type Params = Promise<{ lang: string; slug?: string[] }>;

/** Folder of each section's files in the docs repository, for "Edit this page". */
const contentDirs: Record<DocsSectionId, string> = {
  docs: 'content/docs',
  'self-hosting': 'content/self-hosting',
  integrations: 'content/integrations',
  guides: 'content/guides',
  faq: 'content/faq',
  security: 'content/security',
};

/** The page's source file: its MDX file, its notebook, or (API reference pages) the OpenAPI document. */
export function editUrl(
  section: DocsSectionId,
  filePath: string,
  from?: { notebook?: string; openapi?: boolean },
): string {
  const { url, branch } = siteConfig.docsRepository;
  const file = from?.openapi
    ? OPENAPI_FILE
    : from?.notebook
      ? `cookbook/${from.notebook}`
      : `${contentDirs[section]}/${filePath}`;
  return `${url}/edit/${branch}/${file}`;
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

async function loadPage(section: DocsSectionId, params: Params) {
  const { lang, slug } = await params;
  if (!isLocale(lang)) notFound();
  const source = docsSections[section];
  const page = source.getPage(slug, lang);
  if (!page) notFound();
  return { page, lang, source };
}

/** Static params, metadata and the page component of one docs-layout section's catch-all route. */
export function docsSectionRoute(section: DocsSectionId) {
  return {
    generateStaticParams() {
      return docsSections[section].generateParams('slug', 'lang');
    },

    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      const { page, lang } = await loadPage(section, params);
      const canonicalPath = notebookOf(page)?.canonicalPath;
      return pageMetadataFor(page, lang, {
        canonical: canonicalPath ? `/${canonicalPath}` : undefined,
        languages: pageLanguages(docsSections[section], page.slugs),
      });
    },

    async Page({ params }: { params: Params }) {
      const { page, lang } = await loadPage(section, params);
      const t = getMessages(lang);
      const titles = { teamMember: t.contributorTeamMember, contributor: t.contributorExternal };
      const notebook = notebookOf(page);
      const operation = apiOperationOf(page);
      const apiContent = operation === undefined ? undefined : await apiReferenceTree(operation);
      if (apiContent === null) notFound();
      return (
        <DocsPage
          page={page}
          loaded={await pageContent(page)}
          tree={sectionTree(section, lang)}
          t={t}
          editUrl={editUrl(section, page.path, {
            notebook: notebook?.file,
            openapi: operation !== undefined,
          })}
          notebookContent={notebook ? await loadNotebook(notebook.file) : undefined}
          apiContent={apiContent}
          contributors={contributorsOf(contributorsMap(), page.url).map((handle) =>
            contributorDisplay(handle, titles),
          )}
        />
      );
    },
  };
}
