import 'server-only';
import { defaultLocale, isLocale, locales, type Locale } from '@/lib/i18n';
import { apiError } from './http/api-error';
import { hasPages, textResponse } from './llms';

/** A `/{locale}/llms*.txt` route for each non-default locale that has pages of its own. */
export function localeTextRoute(render: (locale: Locale) => string | Promise<string>) {
  return {
    generateStaticParams() {
      return locales
        .filter((locale) => locale !== defaultLocale && hasPages(locale))
        .map((lang) => ({ lang }));
    },
    async GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
      const { lang } = await params;
      if (!isLocale(lang) || lang === defaultLocale) {
        return apiError('not_found', 'No such locale.');
      }
      return textResponse(await render(lang));
    },
  };
}
