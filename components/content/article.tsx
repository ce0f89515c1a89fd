import type { ReactNode } from 'react';
import { PageHeader, Prose } from '@/components/docs/page-header';
import { cn } from '@/lib/cn';

interface ArticleProps {
  title: string;
  /** The collection the entry belongs to (`data-collection`, for styles of one collection). */
  collection?: string;
  /** The page's language (Japanese and Chinese titles break between phrases). */
  locale?: string;
  description?: string;
  label?: string;
  /** Shown first, above everything else, e.g. a post's cover or a customer's logo. */
  media?: ReactNode;
  /** Shown above the header, e.g. the publication date. */
  eyebrow?: ReactNode;
  /** Shown under the header, e.g. a post's authors. */
  byline?: ReactNode;
  children: ReactNode;
  /** Rendered after the body, e.g. a call to action. */
  after?: ReactNode;
  /** Up to 72rem wide for tables and cards (running text keeps its reading width). */
  wide?: boolean;
}

/** Single-column layout for marketing pages, posts, changelog entries and customer stories. */
export function Article({
  title,
  collection,
  locale,
  description,
  label,
  media,
  eyebrow,
  byline,
  children,
  after,
  wide = false,
}: ArticleProps) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className={cn('mx-auto px-4 py-12 outline-none', wide ? 'prose-wide max-w-6xl' : 'max-w-3xl')}
    >
      <article data-collection={collection}>
        {media}
        {eyebrow ? <div className="mb-3 text-sm text-muted">{eyebrow}</div> : null}
        <PageHeader title={title} description={description} label={label} locale={locale} />
        {byline ? <div className="-mt-2 mb-8">{byline}</div> : null}
        <Prose>{children}</Prose>
      </article>
      {after}
    </main>
  );
}
