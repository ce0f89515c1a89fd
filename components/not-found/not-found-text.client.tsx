'use client';

import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { BrokenLinkReport } from './broken-link-report.client';
import { NotFoundSuggestions } from './not-found-suggestions.client';

export interface NotFoundStrings {
  title: string;
  text: string;
  report: string;
  home: string;
  homePath: string;
  suggestions: string;
}

const noSubscription = () => () => {};
const firstSegment = () => window.location.pathname.split('/')[1] ?? '';

/**
 * The not-found block's words in the language of the path that was not found. The page is one
 * document built for every unknown address, so the locale comes from the address in the browser:
 * hydration uses the default locale's words, which the server rendered, then React switches to the
 * address's words without a mismatch (a mismatch would re-render the whole document).
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
  const first = useSyncExternalStore(noSubscription, firstSegment, () => defaultLocale);
  const locale = Object.hasOwn(strings, first) ? first : defaultLocale;
  const s = strings[locale]!;
  return (
    <div lang={locale}>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{s.title}</h1>
      <p className="mt-3 text-muted">{s.text}</p>
      <p className="mt-6">
        <BrokenLinkReport newIssueUrl={newIssueUrl} text={s.report} />
      </p>
      <p className="mt-4">
        <Link href={s.homePath} className="text-sm text-muted underline underline-offset-2 hover:text-fg">
          {s.home}
        </Link>
      </p>
      <NotFoundSuggestions title={s.suggestions} />
    </div>
  );
}
