import { pagesSource } from '@/lib/source';
import type { Locale } from '@/lib/i18n';
import { demoContentSlugs } from './paths';

/**
 * The demo's introduction in `locale`: content/pages/demo*.mdx, which stays in the pages collection
 * (its Markdown twin, search entry, sitemap entry and translations) while app/[lang]/demo renders it
 * above the project. Undefined where the locale has no translation.
 */
export function demoIntroPage(locale: Locale) {
  return pagesSource.getPage([...demoContentSlugs], locale);
}
