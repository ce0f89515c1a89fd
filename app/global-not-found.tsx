import type { Metadata, Viewport } from 'next';
import { siteConfig } from '@/config/site';
import { SiteDocument } from '@/app/_components/site-document';
import { NotFoundBlock } from '@/components/not-found/not-found-block';
import { defaultLocale, getMessages } from '@/lib/i18n';
import { siteViewport } from '@/lib/metadata';
import { searchFiles } from '@/server/search';
import './globals.css';

const t = getMessages(defaultLocale);

export const metadata: Metadata = {
  title: `${t.notFoundTitle} - ${siteConfig.name}`,
  icons: { icon: '/favicon.svg' },
};

export const viewport: Viewport = siteViewport;

/**
 * Every unknown address (routes list their pages, `dynamicParams = false`): one document rendered at
 * build, so a 404 costs no render and no disk, and it is whole HTML — the theme script runs before the
 * first paint and the page reads without JavaScript. The block's words follow the address's locale.
 */
export default async function GlobalNotFound() {
  const search = await searchFiles(defaultLocale);
  return (
    <SiteDocument
      lang={defaultLocale}
      notFound
      search={{ indexUrl: search.index.path, textUrl: search.text.path }}
    >
      <NotFoundBlock />
    </SiteDocument>
  );
}
