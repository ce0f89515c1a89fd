'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { BrokenLinkReport } from './broken-link-report.client';

export interface NotFoundStrings {
  title: string;
  text: string;
  report: string;
  home: string;
  homePath: string;
}

/**
 * The not-found block's words in the language of the path that was not found: a not-found page
 * receives no route parameters, so the locale comes from the address.
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
  const first = usePathname().split('/')[1] ?? '';
  const s = strings[first] ?? strings[defaultLocale]!;
  return (
    <>
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
    </>
  );
}
