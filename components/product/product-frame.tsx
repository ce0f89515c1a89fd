import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The window of the Spanlight app, shared by the home page's pictures and the demo project. */
const windowClass =
  'not-prose m-0 overflow-hidden rounded-xl border border-border bg-bg text-left shadow-xl shadow-slate-900/5 dark:shadow-black/30';

function WindowDots() {
  return (
    <span className="flex shrink-0 gap-1" aria-hidden="true">
      <span className="size-2 rounded-full bg-border" />
      <span className="size-2 rounded-full bg-border" />
      <span className="size-2 rounded-full bg-border" />
    </span>
  );
}

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
    <figure role="img" aria-label={label} className={cn(windowClass, 'text-xs', className)}>
      <div
        lang="en"
        className="flex items-center gap-2 border-b border-border bg-subtle px-3 py-2 text-muted"
      >
        <WindowDots />
        <span className="truncate">{title}</span>
      </div>
      <div lang="en">{children}</div>
    </figure>
  );
}

/**
 * A working window of the app (the demo project): the frame of `ProductFrame`, but its content is
 * real, readable and focusable, in English like the app. `bar` fills the title bar (a breadcrumb).
 */
export function AppWindow({
  bar,
  children,
  className,
}: {
  bar: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div lang="en" className={cn(windowClass, 'text-sm', className)}>
      <div className="flex items-center gap-3 border-b border-border bg-subtle px-3 py-2 text-muted">
        <WindowDots />
        <div className="min-w-0">{bar}</div>
      </div>
      {children}
    </div>
  );
}

/** The trace row and the observation types the SDKs record. */
export type ObservationType = 'trace' | 'span' | 'generation' | 'event';

const badgeStyles: Record<ObservationType, string> = {
  trace: 'bg-subtle text-fg',
  span: 'bg-sky-500/10 text-sky-700 dark:text-sky-300',
  generation: 'bg-violet-500/10 text-violet-700 dark:text-violet-300',
  event: 'bg-amber-500/10 text-amber-800 dark:text-amber-300',
};

export const barStyles: Record<ObservationType, string> = {
  trace: 'bg-slate-400 dark:bg-slate-500',
  span: 'bg-sky-500',
  generation: 'bg-violet-500',
  event: 'bg-amber-500',
};

const badgeText: Record<ObservationType, string> = {
  trace: 'TRACE',
  span: 'SPAN',
  generation: 'GEN',
  event: 'EVENT',
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

export type ChipTone = 'neutral' | 'good' | 'accent' | 'warn' | 'bad';

const chipStyles: Record<ChipTone, string> = {
  neutral: 'border-border bg-subtle text-muted',
  good: 'border-emerald-600/30 bg-emerald-500/10 text-emerald-800 dark:text-emerald-300',
  accent: 'border-accent/40 bg-accent/10 text-accent',
  warn: 'border-amber-600/30 bg-amber-500/10 text-amber-800 dark:text-amber-300',
  bad: 'border-rose-600/30 bg-rose-500/10 text-rose-800 dark:text-rose-300',
};

/** A small label chip: a prompt label, a score, a tag, a level. */
export function Chip({
  children,
  tone = 'neutral',
  className,
}: {
  children: ReactNode;
  tone?: ChipTone;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-px text-[0.6875rem] leading-4 whitespace-nowrap',
        chipStyles[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
