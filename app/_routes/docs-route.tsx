import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { canonicalElsewhere, docsSections, pageLanguages, type DocsSectionId } from '@/lib/source';
import { getMessages, isLocale } from '@/lib/i18n';
import { pageMetadataFor } from '@/lib/metadata';
import { docsRouteData } from '@/server/docs/route-data';
import { DocsPage } from '@/components/docs/docs-page';

type Params = Promise<{ lang: string; slug?: string[] }>;

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
      const canonicalPath = canonicalElsewhere(page);
      return pageMetadataFor(page, lang, {
        canonical: canonicalPath ? `/${canonicalPath}` : undefined,
        languages: pageLanguages(docsSections[section], page.slugs),
      });
    },

    async Page({ params }: { params: Params }) {
      const { page, lang } = await loadPage(section, params);
      const t = getMessages(lang);
      const data = await docsRouteData(section, page, lang, t);
      if (!data) notFound();
      return <DocsPage data={data} t={t} />;
    },
  };
}
