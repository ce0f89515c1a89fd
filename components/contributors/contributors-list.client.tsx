'use client';

import { buttonVariants } from '@/components/ui/button-variants';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { clsx } from 'clsx';
import type { ContributorDisplay } from '@/lib/contributors/display';
import { contributorsListView } from '@/lib/contributors/list-view';

export interface ContributorsListProps {
  contributors: ContributorDisplay[];
  /** Heading, e.g. "Contributors". */
  title: string;
  /** Label of the expand control with a `{count}` placeholder, e.g. "... and {count} more". */
  moreLabel: string;
  className?: string;
}

/**
 * A docs page's contributors: the first three and an "... and N more" button that shows everyone.
 * Navigating to another page collapses the list again.
 */
export function ContributorsList({ contributors, title, moreLabel, className }: ContributorsListProps) {
  const pathname = usePathname();
  const [expandedOn, setExpandedOn] = useState<string | null>(null);
  const { shown, hiddenCount } = contributorsListView(contributors, { expandedOn, pathname });
  const list = useRef<HTMLUListElement>(null);
  const revealedFrom = useRef<number | null>(null);

  // The button disappears when clicked: move focus to the first contributor it revealed.
  useEffect(() => {
    if (revealedFrom.current === null) return;
    list.current?.querySelectorAll('a')[revealedFrom.current]?.focus();
    revealedFrom.current = null;
  }, [expandedOn]);

  return (
    <section aria-labelledby="contributors-title" className={clsx('text-sm', className)}>
      <h2 id="contributors-title" className="mb-3 font-semibold">
        {title}
      </h2>
      <ul ref={list} className="space-y-3">
        {shown.map((person) => (
          <li key={person.username}>
            <a href={person.profileUrl} className="group flex items-center gap-2.5">
              {/* Local SVGs and data: URLs, which the image optimizer would pass through unchanged. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={person.image}
                alt=""
                width={28}
                height={28}
                loading="lazy"
                decoding="async"
                className="size-7 shrink-0 rounded-full bg-subtle"
              />
              <span className="min-w-0">
                <span className="block truncate font-medium group-hover:text-accent">{person.name}</span>
                <span className="block truncate text-xs text-muted">{person.title}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      {hiddenCount > 0 ? (
        <button
          type="button"
          onClick={() => {
            revealedFrom.current = shown.length;
            setExpandedOn(pathname);
          }}
          className={clsx(buttonVariants({ variant: 'quiet', size: 'text' }), 'mt-3')}
        >
          {moreLabel.replace('{count}', String(hiddenCount))}
        </button>
      ) : null}
    </section>
  );
}
