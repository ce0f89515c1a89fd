import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { siteConfig } from '@/config/site';
import { pictureTextFor } from '@/config/picture-text';
import { Phrased } from '@/components/docs/page-header';
import { readerUrl, pageLanguages, pagesSource } from '@/lib/source';
import { getMessages, isLocale, localizePath } from '@/lib/i18n';
import { pageMetadataFor } from '@/lib/metadata';
import { getMDXComponents } from '@/components/mdx/mdx-components';
import { DemoLinks, GitHubStars, HomeActions, homeComponents } from '@/components/home/home-sections';
import { TraceView } from '@/components/home/trace-view';
import { CustomerLogos } from '@/components/home/customer-proof';
import { homeTextFor } from '@/config/home-text';

type Params = Promise<{ lang: string }>;

async function loadHome(params: Params) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  const page = pagesSource.getPage([], lang);
  if (!page) notFound();
  return { page, lang };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { page, lang } = await loadHome(params);
  return pageMetadataFor({ url: localizePath('/', lang), data: page.data }, lang, {
    languages: pageLanguages(pagesSource, []),
  });
}

export default async function HomePage({ params }: { params: Params }) {
  const { page, lang } = await loadHome(params);
  const t = getMessages(lang);
  const text = homeTextFor(lang);
  const Body = page.data.body;
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <section className="border-b border-border bg-gradient-to-b from-card to-bg">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[5fr_6fr] lg:gap-12 lg:py-20">
          <div className="text-center lg:text-left">
            <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
              <Phrased text={page.data.headline ?? siteConfig.name} locale={lang} />
            </h1>
            <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted lg:mx-0">
              {page.data.description}
            </p>
            <HomeActions
              locale={lang}
              className="mt-8 justify-center lg:justify-start"
              second={{ href: '/docs', label: t.readTheDocs }}
            />
            <DemoLinks locale={lang} className="mt-5 justify-center lg:justify-start" />
            <div className="mt-6 flex justify-center lg:justify-start">
              <GitHubStars locale={lang} />
            </div>
          </div>
          <TraceView label={text.visuals.traceView} text={pictureTextFor(lang)} />
        </div>
      </section>
      <CustomerLogos locale={lang} />
      <div className="mx-auto max-w-6xl px-4">
        <Body
          components={{
            ...getMDXComponents(t, lang, (path) => readerUrl(path, lang)),
            ...homeComponents(lang),
          }}
        />
      </div>
    </main>
  );
}
