import { defineI18n } from 'fumadocs-core/i18n';
import { siteConfig } from '@/config/site';
import type { Locale } from '@/config/schema';
import { enUS, type MessageKey, type Messages } from '@/config/messages/en-US';
import { ja } from '@/config/messages/ja';
import { ko } from '@/config/messages/ko';
import { zh } from '@/config/messages/zh';

export type { Locale, Messages, MessageKey };

export const defaultLocale: Locale = siteConfig.i18n.defaultLocale;
export const locales: readonly Locale[] = siteConfig.i18n.locales;

/** Routing for the content loaders: the default locale has no path prefix, the others do. */
export const i18n = defineI18n({
  languages: [...locales],
  defaultLanguage: defaultLocale,
  hideLocale: 'default-locale',
  parser: 'dot',
  // An untranslated page does not exist in that locale (no English text under a `ja` URL).
  fallbackLanguage: null,
});

/** Each locale's name in its own language, for the language switch. */
export const localeNames: Record<Locale, string> = {
  'en-US': 'English',
  ja: '日本語',
  ko: '한국어',
  zh: '中文',
};

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

const catalogues: Record<Locale, Partial<Messages>> = { 'en-US': enUS, ja, ko, zh };

/** A catalogue completed with English for every key it lacks (or leaves empty). */
export function withEnglishFallback(catalogue: Partial<Messages>): Messages {
  const filled = Object.entries(catalogue).filter(([, value]) => typeof value === 'string' && value !== '');
  return { ...enUS, ...Object.fromEntries(filled) };
}

/** The interface strings of a locale, English where a translation is missing. */
export function getMessages(locale: Locale): Messages {
  return withEnglishFallback(catalogues[locale]);
}

/** `{placeholder}` names of a message, for the catalogue check. */
export function placeholdersOf(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
}

/** Each locale's raw catalogue, for the catalogue check. */
export function catalogueOf(locale: Locale): Partial<Messages> {
  return catalogues[locale];
}

/** Keys a locale's catalogue lacks (or leaves empty); used by the catalogue check. */
export function missingMessageKeys(locale: Locale): MessageKey[] {
  const catalogue = catalogues[locale];
  return (Object.keys(enUS) as MessageKey[]).filter((key) => !catalogue[key]);
}

/** Fills `{name}` placeholders. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

/** Prefixes an internal path with the locale's segment (none for the default locale). */
export function localizePath(path: string, locale: Locale): string {
  if (locale === defaultLocale || !path.startsWith('/')) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The locale an internal path belongs to: its prefix, or the default locale without one. */
export function localeOfPath(path: string): Locale {
  const first = path.split(/[/?#]/)[1] ?? '';
  return isLocale(first) ? first : defaultLocale;
}

/**
 * Whether a link from a page in `locale` to `href` stays in that locale. Each locale has its own
 * root layout, so a link across locales is a full page load: it must not be prefetched (Next.js
 * would prefetch it again and again).
 */
export function staysInLocale(href: string, locale: Locale): boolean {
  return !href.startsWith('/') || href.startsWith('//') || localeOfPath(href) === locale;
}
