import type { ReactNode } from 'react';
import { PageHeader } from '@/components/docs/page-header';
import { cn } from '@/lib/cn';

interface ListPageProps {
  title: string;
  description: string;
  /** Beside the title on wide screens, under it on narrow ones (e.g. the RSS link). */
  aside?: ReactNode;
  /** `wide` for card grids (up to 72rem), else the reading width. */
  wide?: boolean;
  /** The page's language (Japanese and Chinese titles break between phrases). */
  locale?: string;
  children: ReactNode;
}

/** The frame of an index page: the page's title and description, then its list. */
export function ListPage({ title, description, aside, wide = false, locale, children }: ListPageProps) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className={cn('mx-auto px-4 py-12 outline-none', wide ? 'max-w-6xl' : 'max-w-3xl')}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-6">
        <div className="max-w-3xl min-w-0 flex-1 basis-80">
          <PageHeader title={title} description={description} locale={locale} />
        </div>
        {aside ? <div className="mb-8 sm:mt-2">{aside}</div> : null}
      </div>
      {children}
    </main>
  );
}

/** What a list page shows in a language none of its entries is written in. */
export function EmptyList({ text, link, href }: { text: string; link: string; href: string }) {
  return (
    <p className="rounded-xl border border-dashed border-border px-6 py-10 text-center text-muted">
      {text}{' '}
      <a href={href} hrefLang="en" className="font-medium text-accent underline underline-offset-2">
        {link}
      </a>
    </p>
  );
}
