import type { ReactNode } from 'react';
import type { Messages } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { ErrorIcon, InfoIcon, WarningIcon } from '@/components/ui/icons';

const styles = {
  info: 'border-sky-600/40 bg-sky-500/10',
  warning: 'border-amber-600/50 bg-amber-500/10',
  error: 'border-red-600/50 bg-red-500/10',
} as const;

const icons = { info: InfoIcon, warning: WarningIcon, error: ErrorIcon } as const;

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
    const Icon = icons[kind];
    return (
      <aside
        aria-label={title ?? names[kind]}
        data-callout={kind}
        className={cn('my-5 flex gap-3 rounded-lg border px-4 py-3', styles[kind])}
      >
        <Icon className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0 [&>*+*]:mt-2">
          <p className="font-semibold">{title ?? names[kind]}</p>
          {children}
        </div>
      </aside>
    );
  };
}
