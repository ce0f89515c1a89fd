import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { readerUrl, pageLanguages, pagesSource } from '@/lib/source';
import { getMessages, isLocale } from '@/lib/i18n';
import { pageMetadataFor } from '@/lib/metadata';
import { getMDXComponents } from '@/components/mdx/mdx-components';
import { Article } from '@/components/content/article';
import { PlanCards } from '@/components/mdx/plan-cards';
import { demoContentSlugs } from '@/lib/demo/paths';

type Params = Promise<{ lang: string; slug: string[] }>;

// Unknown paths get the global not-found page (built once), never a render of their own.
export const dynamicParams = false;

/** Top-level marketing pages (content/pages); any other path ends here and answers 404. */
async function loadPage(params: Params) {
  const { lang, slug } = await params;
  if (!isLocale(lang)) notFound();
  const page = pagesSource.getPage(slug, lang);
  if (!page || page.slugs.length === 0) notFound();
  return { page, lang };
}

export function generateStaticParams() {
  // The home page has its own route, and so has /demo (its MDX body is the demo's introduction).
  return pagesSource
    .generateParams('slug', 'lang')
    .filter((params) => params.slug.length > 0 && !demoContentSlugs.includes(params.slug.join('/')));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { page, lang } = await loadPage(params);
  return pageMetadataFor(page, lang, { languages: pageLanguages(pagesSource, page.slugs) });
}

export default async function MarketingPage({ params }: { params: Params }) {
  const { page, lang } = await loadPage(params);
  const t = getMessages(lang);
  const Body = page.data.body;
  return (
    <Article
      locale={lang}
      title={page.data.title}
      description={page.data.description}
      label={page.data.label}
      wide={page.data.width === 'wide'}
    >
      <Body
        components={{
          ...getMDXComponents(t, lang, (path) => readerUrl(path, lang)),
          // Top-level pages only (pricing): its calculator's code stays off the docs routes.
          PlanCards: function LocalizedPlanCards() {
            return <PlanCards locale={lang} />;
          },
        }}
      />
    </Article>
  );
}
