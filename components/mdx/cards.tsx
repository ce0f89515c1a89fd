import Link from 'next/link';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const columns = {
  1: '',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

export interface CardsProps {
  /** Columns on wide screens (3 by default); narrower screens get fewer. */
  cols?: keyof typeof columns;
  children: ReactNode;
}

/** A grid of link cards, e.g. on overview pages. */
export function Cards({ cols = 3, children }: CardsProps) {
  return (
    <div className={cn('not-prose my-6 grid grid-cols-1 gap-4', columns[cols] ?? columns[3])}>{children}</div>
  );
}

export interface CardProps {
  title: string;
  href: string;
  /** Short text under the title; MDX children work too. */
  description?: string;
  children?: ReactNode;
}

export function Card({ title, href, description, children }: CardProps) {
  const external = /^https?:\/\//.test(href);
  const body = (
    <>
      <span className="block font-semibold text-fg">
        {title}
        {external ? <span aria-hidden="true"> ↗</span> : null}
      </span>
      {description || children ? (
        <span className="mt-1 block text-sm text-muted">{description ?? children}</span>
      ) : null}
    </>
  );
  const className =
    'block h-full rounded-lg border border-border bg-card p-4 no-underline transition-colors hover:border-accent hover:bg-subtle';
  return external ? (
    <a href={href} className={className}>
      {body}
    </a>
  ) : (
    <Link href={href} className={className}>
      {body}
    </Link>
  );
}
