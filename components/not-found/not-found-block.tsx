import type { ReactNode } from 'react';
import { siteConfig } from '@/config/site';
import { defaultLocale, getMessages, localizePath, locales, type Locale } from '@/lib/i18n';
import { NotFoundText } from './not-found-text.client';
import { NotFoundWords, type NotFoundStrings } from './not-found-words';

const newIssueUrl = `${siteConfig.docsRepository.url}/issues/new`;

function stringsOf(locale: Locale): NotFoundStrings {
  const m = getMessages(locale);
  return {
    title: m.notFoundTitle,
    text: m.notFoundText,
    report: m.notFoundReport,
    home: m.notFoundHome,
    homePath: localizePath('/', locale),
    suggestions: m.notFoundSuggestions,
  };
}

function NotFoundMain({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-2xl px-4 py-24 text-center outline-none">
      <p className="font-mono text-sm text-muted">404</p>
      {children}
    </main>
  );
}

/**
 * The not-found page of every unknown address (app/global-not-found.tsx): in the language of the
 * address, with the issue prefilled with it and the pages it may have meant.
 */
export function NotFoundBlock() {
  return (
    <NotFoundMain>
      <NotFoundText
        strings={Object.fromEntries(locales.map((locale) => [locale, stringsOf(locale)]))}
        defaultLocale={defaultLocale}
        newIssueUrl={newIssueUrl}
      />
    </NotFoundMain>
  );
}

/**
 * The same block with no script, for a `notFound()` inside a locale's pages (app/[lang]/not-found.tsx,
 * reached only if a route's own lookup fails). A locale layout's not-found boundary is part of every
 * page's bundle: the interactive block there cost every docs page half a kilobyte.
 */
export function PlainNotFoundBlock() {
  const strings = stringsOf(defaultLocale);
  const issue = new URLSearchParams({ title: 'Broken link', labels: 'broken-link' });
  return (
    <NotFoundMain>
      <NotFoundWords
        strings={strings}
        lang={defaultLocale}
        report={
          <a
            href={`${newIssueUrl}?${issue.toString()}`}
            className="font-medium text-accent underline underline-offset-2"
          >
            {strings.report}
          </a>
        }
      />
    </NotFoundMain>
  );
}
