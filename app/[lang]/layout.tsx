import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { SiteDocument } from '@/app/_components/site-document';
import { isLocale, locales } from '@/lib/i18n';
import { siteViewport } from '@/lib/metadata';
import { searchFiles } from '@/server/search';
import '../globals.css';

export function generateStaticParams() {
  return locales.map((lang) => ({ lang }));
}

// Only the site's locales exist; anything else is the global not-found page, rendered once at build.
export const dynamicParams = false;

export const metadata: Metadata = {
  icons: { icon: '/favicon.svg' },
};

export const viewport: Viewport = siteViewport;

export default async function RootLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  const search = await searchFiles(lang);
  return (
    <SiteDocument lang={lang} search={{ indexUrl: search.index.path, textUrl: search.text.path }}>
      {children}
    </SiteDocument>
  );
}
