import { siteConfig } from '@/config/site';
import { defaultLocale, getMessages, localizePath, locales } from '@/lib/i18n';
import { NotFoundText, type NotFoundStrings } from './not-found-text.client';

/** The not-found block, in the language of the address. */
export function NotFoundBlock() {
  const strings: Record<string, NotFoundStrings> = Object.fromEntries(
    locales.map((locale) => {
      const m = getMessages(locale);
      return [
        locale,
        {
          title: m.notFoundTitle,
          text: m.notFoundText,
          report: m.notFoundReport,
          home: m.notFoundHome,
          homePath: localizePath('/', locale),
          suggestions: m.notFoundSuggestions,
        },
      ];
    }),
  );
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-2xl px-4 py-24 text-center outline-none">
      <p className="font-mono text-sm text-muted">404</p>
      <NotFoundText
        strings={strings}
        defaultLocale={defaultLocale}
        newIssueUrl={`${siteConfig.docsRepository.url}/issues/new`}
      />
    </main>
  );
}
