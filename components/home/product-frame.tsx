import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface ProductFrameProps {
  /** The text alternative: what the picture shows, in the page's language. */
  label: string;
  /** The window's breadcrumb, as the app would show it. */
  title: string;
  children: ReactNode;
  className?: string;
}

/**
 * A product picture drawn in HTML: a window of the Spanlight app. The whole frame is one image to
 * assistive technology (its children are presentation), named by `label`; the drawing is in the app's
 * language, English.
 */
export function ProductFrame({ label, title, children, className }: ProductFrameProps) {
  return (
    <figure
      role="img"
      aria-label={label}
      className={cn(
        'not-prose m-0 overflow-hidden rounded-xl border border-border bg-bg text-left text-xs shadow-xl shadow-slate-900/5 dark:shadow-black/30',
        className,
      )}
    >
      <div
        lang="en"
        className="flex items-center gap-2 border-b border-border bg-subtle px-3 py-2 text-muted"
      >
        <span className="flex gap-1">
          <span className="size-2 rounded-full bg-border" />
          <span className="size-2 rounded-full bg-border" />
          <span className="size-2 rounded-full bg-border" />
        </span>
        <span className="truncate">{title}</span>
      </div>
      <div lang="en">{children}</div>
    </figure>
  );
}

/** The trace row and the two observation types the SDKs record. */
export type ObservationType = 'trace' | 'span' | 'generation';

const badgeStyles: Record<ObservationType, string> = {
  trace: 'bg-subtle text-fg',
  span: 'bg-sky-500/10 text-sky-700 dark:text-sky-300',
  generation: 'bg-violet-500/10 text-violet-700 dark:text-violet-300',
};

export const barStyles: Record<ObservationType, string> = {
  trace: 'bg-slate-400 dark:bg-slate-500',
  span: 'bg-sky-500',
  generation: 'bg-violet-500',
};

const badgeText: Record<ObservationType, string> = {
  trace: 'TRACE',
  span: 'SPAN',
  generation: 'GEN',
};

/** An observation's type as the app labels it. */
export function TypeBadge({ type, className }: { type: ObservationType; className?: string }) {
  return (
    <span
      className={cn(
        'rounded px-1 py-px font-mono text-[0.625rem] leading-4 font-semibold',
        badgeStyles[type],
        className,
      )}
    >
      {badgeText[type]}
    </span>
  );
}

/** A small label chip: a prompt label, a score, a tag. */
export function Chip({
  children,
  tone = 'neutral',
}: {
  children: ReactNode;
  tone?: 'neutral' | 'good' | 'accent';
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-px text-[0.6875rem] leading-4 whitespace-nowrap',
        tone === 'good' && 'border-emerald-600/30 bg-emerald-500/10 text-emerald-800 dark:text-emerald-300',
        tone === 'accent' && 'border-accent/40 bg-accent/10 text-accent',
        tone === 'neutral' && 'border-border bg-subtle text-muted',
      )}
    >
      {children}
    </span>
  );
}
