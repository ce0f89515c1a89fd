import type { ReactNode } from 'react';
import { untranslatedFor } from '@/lib/page-tree';

/**
 * A link's name, marked when the link leads to a page not translated into the reader's language: the
 * English title (in `lang="en"`, for screen readers' pronunciation) and a small badge saying so.
 */
export function LinkName({ name, href, badge }: { name: ReactNode; href: string; badge: string }) {
  if (!untranslatedFor(href)) return <>{name}</>;
  return (
    <>
      <span lang="en">{name}</span>{' '}
      <span className="ml-1 inline-block rounded border border-border px-1 text-[0.6875rem] leading-4 font-normal text-muted">
        {badge}
      </span>
    </>
  );
}
