'use client';

import { BrokenLinkReport } from './broken-link-report.client';
import { NotFoundSuggestions } from './not-found-suggestions.client';
import { NotFoundWords, type NotFoundStrings } from './not-found-words';
import { useBrowserValue } from '@/components/ui/use-browser-value';

const firstSegment = () => window.location.pathname.split('/')[1] ?? '';

/**
 * The not-found block's words in the language of the path that was not found, and the pages it may
 * have meant. The page is one document built for every unknown address, so the locale comes from the
 * address in the browser: hydration uses the default locale's words, which the server rendered, then
 * React switches to the address's words without a mismatch (a mismatch would re-render the whole
 * document).
 */
export function NotFoundText({
  strings,
  defaultLocale,
  newIssueUrl,
}: {
  strings: Record<string, NotFoundStrings>;
  defaultLocale: string;
  newIssueUrl: string;
}) {
  const first = useBrowserValue(firstSegment, defaultLocale);
  const locale = Object.hasOwn(strings, first) ? first : defaultLocale;
  const s = strings[locale]!;
  return (
    <NotFoundWords
      strings={s}
      lang={locale}
      report={<BrokenLinkReport newIssueUrl={newIssueUrl} text={s.report} />}
    >
      <NotFoundSuggestions title={s.suggestions} />
    </NotFoundWords>
  );
}
