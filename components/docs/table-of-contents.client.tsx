'use client';

import { buttonVariants } from '@/components/ui/button-variants';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
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

/** The id of the heading being read: the first of `entries`' headings in the upper part of the viewport. */
function useActiveHeading(entries: TocEntry[]): string | null {
  const [active, setActive] = useState<string | null>(null);

  useEffect(() => {
    const headings = entries
      .map((entry) => document.getElementById(idOf(entry)))
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

  return active;
}

const idOf = (entry: TocEntry) => decodeURIComponent(entry.url.slice(1));

/** The headings as links, the one being read marked with `aria-current` and the accent. */
function TocLinks({
  entries,
  active,
  onNavigate,
}: {
  entries: TocEntry[];
  active: string | null;
  onNavigate?: () => void;
}) {
  return (
    <ul className="space-y-1.5 border-l border-border">
      {entries.map((entry) => {
        const current = active === idOf(entry);
        return (
          <li key={entry.url}>
            <a
              href={entry.url}
              aria-current={current ? 'location' : undefined}
              onClick={onNavigate}
              className={clsx(
                '-ml-px block border-l',
                // Either set, never both: plain clsx leaves two colours to the stylesheet's order.
                current ? 'border-accent text-accent' : 'border-transparent text-muted hover:text-fg',
              )}
              style={{ paddingLeft: `${Math.max(entry.depth - 1, 1) * 0.75}rem` }}
            >
              {entry.title}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** "On This Page" beside the text (from 1280 px): the page's headings and a back-to-top control. */
export function TableOfContents({ entries, title, backToTop }: TableOfContentsProps) {
  const active = useActiveHeading(entries);

  return (
    <nav aria-labelledby="toc-title" className="text-sm">
      <h2 id="toc-title" className="mb-2 font-semibold">
        {title}
      </h2>
      {entries.length > 0 ? <TocLinks entries={entries} active={active} /> : null}
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

/**
 * "On This Page" below 1280 px, where there is no column for it: a bar that stays under the navbar,
 * naming the section being read, and opens the page's headings. Escape or choosing a heading closes it.
 */
export function TocMenu({ entries, title }: Pick<TableOfContentsProps, 'entries' | 'title'>) {
  const active = useActiveHeading(entries);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const bar = useRef<HTMLElement>(null);
  const listId = useId();
  const current = entries.find((entry) => idOf(entry) === active);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!bar.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <nav
      ref={bar}
      aria-label={title}
      data-toc-menu=""
      className="sticky top-navbar z-30 -mx-4 mb-6 border-b border-border bg-bg/95 px-4 text-sm backdrop-blur supports-[backdrop-filter]:bg-bg/80 xl:hidden"
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex h-10 w-full items-center gap-2 text-left"
      >
        <span className="shrink-0 font-medium">{title}</span>
        {current ? (
          <span className="min-w-0 truncate text-muted">
            <span aria-hidden="true">· </span>
            {current.title}
          </span>
        ) : null}
        <ChevronDownIcon
          className={clsx(
            'ml-auto size-4 shrink-0 text-muted transition-transform motion-reduce:transition-none',
            open && 'rotate-180',
          )}
        />
      </button>
      <div id={listId} hidden={!open} className="max-h-[60dvh] overflow-y-auto pb-3">
        <TocLinks entries={entries} active={active} onNavigate={() => setOpen(false)} />
      </div>
    </nav>
  );
}
