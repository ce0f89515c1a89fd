import type { ReactNode } from 'react';
import type { Messages } from '@/lib/i18n';
import { cn } from '@/lib/cn';

const styles = {
  info: 'border-sky-600/40 bg-sky-500/10',
  warning: 'border-amber-600/50 bg-amber-500/10',
  error: 'border-red-600/50 bg-red-500/10',
} as const;

const icons = {
  info: <path d="M12 16v-5m0-3h.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />,
  warning: (
    <path d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
  ),
  error: <path d="m15 9-6 6m0-6 6 6m6-3a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />,
} as const;

export interface CalloutProps {
  type?: keyof typeof styles;
  /** Bold first line; defaults to the type's name (Note, Warning, Error). */
  title?: string;
  children: ReactNode;
}

/** A highlighted note inside content: info, warning or error. */
export function createCallout(t: Messages) {
  const names = { info: t.calloutInfo, warning: t.calloutWarning, error: t.calloutError };
  return function Callout({ type = 'info', title, children }: CalloutProps) {
    const kind = type in styles ? type : 'info';
    return (
      <aside
        aria-label={title ?? names[kind]}
        data-callout={kind}
        className={cn('my-5 flex gap-3 rounded-lg border px-4 py-3', styles[kind])}
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="mt-0.5 size-5 shrink-0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {icons[kind]}
        </svg>
        <div className="min-w-0 [&>*+*]:mt-2">
          <p className="font-semibold">{title ?? names[kind]}</p>
          {children}
        </div>
      </aside>
    );
  };
}
