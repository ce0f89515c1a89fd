import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A table of the demo that may be wider than a phone: it scrolls sideways inside a named region that
 * keyboard users can focus and scroll too, never the page (as the MDX tables do).
 */
export function TableRegion({
  label,
  minWidth,
  children,
}: {
  /** The region's accessible name, e.g. "Traces". */
  label: string;
  /** The width under which the table scrolls, e.g. `56rem`. */
  minWidth: string;
  children: ReactNode;
}) {
  return (
    // Positioned, so screen-reader-only text in its cells stays inside the scrolling box.
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-border"
    >
      <table className="w-full border-collapse text-left text-sm" style={{ minWidth }}>
        {children}
      </table>
    </div>
  );
}

export function Th({ className, align, ...props }: ComponentProps<'th'> & { align?: 'right' }) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-border bg-subtle px-3 py-2 text-xs font-medium whitespace-nowrap text-muted',
        align === 'right' && 'text-right',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, align, ...props }: ComponentProps<'td'> & { align?: 'right' }) {
  return (
    <td
      className={cn('px-3 py-2.5 align-top', align === 'right' && 'text-right tabular-nums', className)}
      {...props}
    />
  );
}

/** A row of the table body, with a rule above all but the first. */
export function Tr({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-t border-border first:border-t-0', className)} {...props} />;
}
