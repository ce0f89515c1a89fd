import type { MetadataRoute } from 'next';
import { siteConfig } from '@/config/site';
import { collections } from '@/lib/source';

/** Every indexable page of every collection and locale, from the same loaders that render them. */
export default function sitemap(): MetadataRoute.Sitemap {
  const pages = collections.flatMap(({ source }) => source.getLanguages().flatMap(({ pages }) => pages));
  const indexes = ['/changelog', '/blog', '/customers'];
  return [
    ...indexes.map((path) => ({ url: `${siteConfig.siteUrl}${path}` })),
    ...pages
      .filter((page) => !page.data.noindex)
      .map((page) => ({
        url: `${siteConfig.siteUrl}${page.url === '/' ? '' : page.url}`,
        ...('date' in page.data && typeof page.data.date === 'string'
          ? { lastModified: page.data.date }
          : {}),
      })),
  ];
}
