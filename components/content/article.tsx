import type { ReactNode } from 'react';
import { PageHeader, Prose } from '@/components/docs/page-header';

interface ArticleProps {
  title: string;
  description?: string;
  label?: string;
  /** Shown above the header, e.g. the publication date. */
  eyebrow?: ReactNode;
  /** Shown under the header, e.g. a post's authors. */
  byline?: ReactNode;
  children: ReactNode;
  /** Rendered after the body, e.g. a call to action. */
  after?: ReactNode;
}

/** Single-column layout for marketing pages, posts, changelog entries and customer stories. */
export function Article({ title, description, label, eyebrow, byline, children, after }: ArticleProps) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-12 outline-none">
      <article>
        {eyebrow ? <div className="mb-3 text-sm text-muted">{eyebrow}</div> : null}
        <PageHeader title={title} description={description} label={label} />
        {byline ? <div className="-mt-2 mb-8">{byline}</div> : null}
        <Prose>{children}</Prose>
      </article>
      {after}
    </main>
  );
}
