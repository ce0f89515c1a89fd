import type { MetadataRoute } from 'next';
import { siteConfig } from '@/config/site';
import { collections, notebookOf } from '@/lib/source';

type SitemapPage = { url: string; data: { noindex: boolean; date?: unknown } };

/** Every indexable page of every collection and locale, from the same loaders that render them. */
export default function sitemap(): MetadataRoute.Sitemap {
  // The collections' page types differ in their front matter; the sitemap reads what they share.
  const pages = collections.flatMap(({ source }) =>
    source.getLanguages().flatMap(({ pages }) => pages as readonly SitemapPage[]),
  );
  const indexes = ['/changelog', '/blog', '/customers'];
  return [
    ...indexes.map((path) => ({ url: `${siteConfig.siteUrl}${path}` })),
    ...pages
      // A notebook's guide page whose canonical URL is its docs page is listed once, there.
      .filter((page) => !page.data.noindex && !notebookOf(page)?.canonicalPath)
      .map((page) => ({
        url: `${siteConfig.siteUrl}${page.url === '/' ? '' : page.url}`,
        ...('date' in page.data && typeof page.data.date === 'string'
          ? { lastModified: page.data.date }
          : {}),
      })),
  ];
}
