import Link from 'next/link';
import type { ReactNode } from 'react';

export interface NotFoundStrings {
  title: string;
  text: string;
  report: string;
  home: string;
  homePath: string;
  suggestions: string;
}

/**
 * The not-found block's words and links, without state: the interactive block (its locale and the
 * issue's prefilled address from the browser) and the plain one rendered on the server share it.
 */
export function NotFoundWords({
  strings,
  lang,
  report,
  children,
}: {
  strings: NotFoundStrings;
  lang: string;
  /** The 'Submit an issue about broken link →' link. */
  report: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div lang={lang}>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{strings.title}</h1>
      <p className="mt-3 text-muted">{strings.text}</p>
      <p className="mt-6">{report}</p>
      <p className="mt-4">
        <Link
          href={strings.homePath}
          className="text-sm text-muted underline underline-offset-2 hover:text-fg"
        >
          {strings.home}
        </Link>
      </p>
      {children}
    </div>
  );
}
