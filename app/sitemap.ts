import type { MetadataRoute } from 'next';
import { siteConfig } from '@/config/site';
import { defaultLocale, locales, localizePath } from '@/lib/i18n';
import { languageAlternates } from '@/lib/metadata';
import { rootFolderPageUrls } from '@/lib/page-tree';
import { canonicalElsewhere, collections, isNoindex, pageLanguages } from '@/lib/source';

const absolute = (path: string) => `${siteConfig.siteUrl}${path === '/' ? '' : path}`;

/** `hreflang` alternates of a page in several languages (each, plus `x-default`), as on the page. */
function alternates(languages: Record<string, string>) {
  const links = languageAlternates(languages, defaultLocale);
  if (!links) return {};
  return {
    alternates: {
      languages: Object.fromEntries(Object.entries(links).map(([lang, path]) => [lang, absolute(path)])),
    },
  };
}

/** Pages of the app itself, not of a content collection, that are in every language. */
const appPages = ['/docs/ask-ai'];

/** Every indexable page of every collection and locale, from the same loaders that render them. */
export default function sitemap(): MetadataRoute.Sitemap {
  // The collections' page types differ in their front matter; the sitemap reads what they share.
  // The contributors' guide (a folder marked `"root": true`) is reachable by URL but not listed.
  const pages = collections.flatMap(({ source }) =>
    source.getLanguages().flatMap(({ language, pages }) => {
      const separate = rootFolderPageUrls(source.getPageTree(language));
      return pages.filter((page) => !separate.has(page.url)).map((page) => ({ page, source }));
    }),
  );
  const indexes = ['/changelog', '/blog', '/customers'];
  return [
    ...indexes.map((path) => ({ url: absolute(path) })),
    ...appPages.flatMap((path) => {
      const languages = Object.fromEntries(locales.map((locale) => [locale, localizePath(path, locale)]));
      return locales.map((locale) => ({ url: absolute(languages[locale]!), ...alternates(languages) }));
    }),
    ...pages
      // A notebook's guide page whose canonical URL is its docs page is listed once, there.
      .filter(({ page }) => !isNoindex(page) && !canonicalElsewhere(page))
      .map(({ page, source }) => ({
        url: absolute(page.url),
        ...('date' in page.data && typeof page.data.date === 'string'
          ? { lastModified: page.data.date }
          : {}),
        ...alternates(pageLanguages(source, page.slugs)),
      })),
  ];
}
