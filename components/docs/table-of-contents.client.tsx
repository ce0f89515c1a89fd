'use client';

import { buttonVariants } from '@/components/ui/button-variants';
import { useEffect, useState, type ReactNode } from 'react';
import { clsx } from 'clsx';

export interface TocEntry {
  /** `#heading-id` */
  url: string;
  title: ReactNode;
  depth: number;
}

interface TableOfContentsProps {
  entries: TocEntry[];
  title: string;
  backToTop: string;
}

/** "On This Page": the page's headings, the one being read highlighted, and a back-to-top control. */
export function TableOfContents({ entries, title, backToTop }: TableOfContentsProps) {
  const [active, setActive] = useState<string | null>(null);

  useEffect(() => {
    const headings = entries
      .map((entry) => document.getElementById(decodeURIComponent(entry.url.slice(1))))
      .filter((element): element is HTMLElement => element !== null);
    if (headings.length === 0) return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (records) => {
        for (const record of records) {
          if (record.isIntersecting) visible.add(record.target.id);
          else visible.delete(record.target.id);
        }
        const first = headings.find((heading) => visible.has(heading.id));
        if (first) setActive(first.id);
      },
      { rootMargin: '-64px 0px -60% 0px' },
    );
    headings.forEach((heading) => observer.observe(heading));
    return () => observer.disconnect();
  }, [entries]);

  return (
    <nav aria-labelledby="toc-title" className="text-sm">
      <h2 id="toc-title" className="mb-2 font-semibold">
        {title}
      </h2>
      {entries.length > 0 ? (
        <ul className="space-y-1.5 border-l border-border">
          {entries.map((entry) => {
            const id = decodeURIComponent(entry.url.slice(1));
            return (
              <li key={entry.url}>
                <a
                  href={entry.url}
                  aria-current={active === id ? 'location' : undefined}
                  className={clsx(
                    '-ml-px block border-l border-transparent text-muted hover:text-fg',
                    active === id && 'border-accent text-accent',
                  )}
                  style={{ paddingLeft: `${Math.max(entry.depth - 1, 1) * 0.75}rem` }}
                >
                  {entry.title}
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
      <button
        type="button"
        onClick={() => {
          const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
          window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
          document.getElementById('main')?.focus({ preventScroll: true });
        }}
        className={clsx(buttonVariants({ variant: 'quiet', size: 'text' }), 'mt-4')}
      >
        <span aria-hidden="true">↑</span> {backToTop}
      </button>
    </nav>
  );
}
