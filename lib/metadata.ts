import type { Metadata, Viewport } from 'next';
import { siteConfig } from '@/config/site';
import { withoutLocale } from './i18n/paths';
import { announcedTwin } from './markdown/paths';

/** Section label of the social image, chosen by path prefix. */
export type SectionLabel = 'Docs' | 'Changelog' | 'Cookbook' | 'FAQ';

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function sectionLabel(path: string): SectionLabel | undefined {
  if (under(path, '/guides/cookbook') || under(path, '/cookbook')) return 'Cookbook';
  if (under(path, '/changelog')) return 'Changelog';
  if (under(path, '/faq')) return 'FAQ';
  if (['/docs', '/self-hosting', '/integrations', '/guides', '/security'].some((p) => under(path, p))) {
    return 'Docs';
  }
  return undefined;
}

/** Sections whose pages end their title in "{name} {suffix}" (SPEC: Blog, Guides). */
const titledSections = [
  { path: '/blog', suffix: 'Blog' },
  { path: '/guides', suffix: 'Guides' },
] as const;

/**
 * The `<title>` text: the home page is the product name alone; blog pages end in
 * "{name} Blog", guides in "{name} Guides", every other page in "{name}". `seoTitle` wins over title.
 * A title that is the suffix's word ("Blog" on the blog's index) is left out: "Blog - Spanlight Blog"
 * would say it twice.
 */
export function pageTitle(input: { path: string; title: string; seoTitle?: string; siteName: string }) {
  const { path, siteName } = input;
  if (path === '/') return siteName;
  const text = input.seoTitle ?? input.title;
  const section = titledSections.find((candidate) => under(path, candidate.path));
  if (!section) return `${text} - ${siteName}`;
  if (text.toLowerCase() === section.suffix.toLowerCase()) return `${siteName} ${section.suffix}`;
  return `${text} - ${siteName} ${section.suffix}`;
}

/**
 * `/api/og` URL with the page's title, description and section label, and the page's language when
 * it is not the default one (the image then draws that language's script and section name).
 */
export function ogImagePath(input: {
  title: string;
  description?: string;
  path: string;
  locale?: string;
  defaultLocale?: string;
}): string {
  const params = new URLSearchParams({ title: input.title });
  if (input.description) params.set('description', input.description);
  const section = sectionLabel(input.path);
  if (section) params.set('section', section);
  if (input.locale && input.locale !== input.defaultLocale) params.set('lang', input.locale);
  return `/api/og?${params.toString()}`;
}

export interface PageMetadataInput {
  /** Path of the page without locale prefix, e.g. `/docs/get-started`. */
  path: string;
  /** Path as served, with the locale prefix, used for the canonical URL. */
  url: string;
  title: string;
  description: string;
  seoTitle?: string;
  ogImage?: string;
  ogVideo?: string;
  noindex?: boolean;
  siteName: string;
  siteUrl: string;
  /** Canonical path when it differs from `url`. */
  canonical?: string;
  /**
   * The page's URL in each locale that has it (locale -> path). With more than one, the page links
   * them as `hreflang` alternates, plus `x-default` (the default locale's URL).
   */
  languages?: Record<string, string>;
  defaultLocale?: string;
  /** The page's language; the social image is drawn in it. */
  locale?: string;
}

/** `hreflang` alternates for a page in several locales: each locale, and `x-default`; none for one. */
export function languageAlternates(
  languages: Record<string, string> | undefined,
  defaultLocale: string | undefined,
): Record<string, string> | undefined {
  if (!languages || Object.keys(languages).length < 2) return undefined;
  const fallback = defaultLocale ? languages[defaultLocale] : undefined;
  return { ...languages, ...(fallback ? { 'x-default': fallback } : {}) };
}

/**
 * Everything a page puts in its `<head>`: title, description, canonical, robots, Open Graph, and the
 * `<link rel="alternate" type="text/markdown">` of its Markdown twin (absolute, like the canonical URL).
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const title = pageTitle(input);
  const image = input.ogImage ?? ogImagePath(input);
  // The only prefix the page's URL can carry is its own locale's.
  const twin = announcedTwin(input.url, input.locale ? [input.locale] : []);
  return {
    title: { absolute: title },
    description: input.description,
    metadataBase: new URL(input.siteUrl),
    alternates: {
      canonical: input.canonical ?? input.url,
      languages: languageAlternates(input.languages, input.defaultLocale),
      types: twin ? { 'text/markdown': twin } : undefined,
    },
    robots: input.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      title,
      description: input.description,
      url: input.url,
      siteName: input.siteName,
      type: 'website',
      images: [{ url: image, width: 1200, height: 630, alt: input.title }],
      videos: input.ogVideo ? [{ url: input.ogVideo }] : undefined,
    },
    twitter: { card: 'summary_large_image', title, description: input.description, images: [image] },
  };
}

/** The browser chrome colours of both themes; every document of the site uses them. */
export const siteViewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0d0f14' },
  ],
};

/** A page as its metadata needs it: a content page, or a route's own title and description. */
export interface MetadataPage {
  /** The page's URL as served, with its locale prefix. */
  url: string;
  data: Pick<PageMetadataInput, 'title' | 'description' | 'seoTitle' | 'ogImage' | 'ogVideo' | 'noindex'>;
}

/**
 * The metadata of a page of the site in `lang`: `pageMetadata` with the site's name, URL and locales
 * filled in. `languages` (the page's URL per locale) adds hreflang alternates; `canonical` replaces
 * the page's own URL as the canonical one.
 */
export function pageMetadataFor(
  page: MetadataPage,
  lang: string,
  options: { languages?: Record<string, string>; canonical?: string } = {},
): Metadata {
  const { title, seoTitle, description, ogImage, ogVideo, noindex } = page.data;
  return pageMetadata({
    path: withoutLocale(page.url, siteConfig.i18n.locales),
    url: page.url,
    title,
    seoTitle,
    description,
    ogImage,
    ogVideo,
    noindex,
    siteName: siteConfig.name,
    siteUrl: siteConfig.siteUrl,
    defaultLocale: siteConfig.i18n.defaultLocale,
    locale: lang,
    ...options,
  });
}
