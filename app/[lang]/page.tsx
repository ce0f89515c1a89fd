import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { siteConfig } from '@/config/site';
import { pageLanguages, pagesSource } from '@/lib/source';
import { defaultLocale, getMessages, isLocale, localizePath } from '@/lib/i18n';
import { pageMetadata } from '@/lib/metadata';
import { getMDXComponents } from '@/components/mdx/mdx-components';
import { Prose } from '@/components/docs/page-header';
import { Button } from '@/components/ui/button';
import { UntranslatedNotice } from '@/components/i18n/untranslated-notice.client';

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
  return pageMetadata({
    path: '/',
    url: localizePath('/', lang),
    title: page.data.title,
    description: page.data.description,
    siteName: siteConfig.name,
    siteUrl: siteConfig.siteUrl,
    languages: pageLanguages(pagesSource, []),
    defaultLocale,
    locale: lang,
  });
}

export default async function HomePage({ params }: { params: Params }) {
  const { page, lang } = await loadHome(params);
  const t = getMessages(lang);
  const Body = page.data.body;
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <section className="border-b border-border bg-card">
        <div className="mx-auto max-w-4xl px-4 py-20 text-center">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{siteConfig.name}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{page.data.description}</p>
          <UntranslatedNotice message={t.languageUntranslated} />
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild variant="cta" size="lg">
              <Link href="/docs/get-started">{t.getStarted}</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link href="/docs">{t.readTheDocs}</Link>
            </Button>
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <Prose>
          <Body components={getMDXComponents(t, lang)} />
        </Prose>
      </div>
    </main>
  );
}
