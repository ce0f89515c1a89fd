import { notFound } from 'next/navigation';
import { docsSectionRoute } from './docs-route';
import { editFileUrl } from '@/server/docs/route-data';
import { getMDXComponents } from '@/components/mdx/mdx-components';
import { guideCatalogue } from '@/lib/guides/catalogue';
import { getMessages, isLocale } from '@/lib/i18n';
import { guidesSource } from '@/lib/source';
import { GuidesIndex } from '@/components/guides/guides-index';

type Params = Promise<{ lang: string; slug?: string[] }>;

/**
 * The Guides section's catch-all route: the docs layout for every guide, and for the section's
 * index the grid of every guide and notebook (its MDX text under the grid).
 */
export function guidesRoute() {
  const docs = docsSectionRoute('guides');
  return {
    generateStaticParams: docs.generateStaticParams,
    generateMetadata: docs.generateMetadata,
    async Page({ params }: { params: Params }) {
      const { lang, slug } = await params;
      if (slug && slug.length > 0) return <docs.Page params={params} />;
      if (!isLocale(lang)) notFound();
      const page = guidesSource.getPage([], lang);
      // The section's index is a written page (its text goes under the grid).
      if (page?.type !== 'mdx') notFound();
      const t = getMessages(lang);
      const Body = page.data.body;
      return (
        <GuidesIndex
          url={page.url}
          title={page.data.title}
          description={page.data.description}
          label={page.data.label}
          guides={guideCatalogue(guidesSource.getPages(lang), lang)}
          locale={lang}
          t={t}
          editUrl={editFileUrl(`content/guides/${page.path}`)}
        >
          <Body components={getMDXComponents(t, lang)} />
        </GuidesIndex>
      );
    },
  };
}
