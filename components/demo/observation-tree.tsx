import { barStyles, TypeBadge } from '@/components/product/product-frame';
import { cn } from '@/lib/cn';
import { formatLatency } from '@/lib/demo/format';
import type { ObservationRow } from '@/lib/demo/trace-views';
import type { Locale } from '@/lib/i18n';
import { LevelChip } from './chips';
import { ObservationPanel } from './observation-panel';
import { DisclosureChevronIcon } from '@/components/ui/icons';

const columns =
  'grid grid-cols-[minmax(0,1fr)_32%_3.75rem] items-center gap-2 sm:grid-cols-[minmax(0,1fr)_42%_4rem]';
const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`;

/** The name cell's indent: one step per level of the tree. */
const indent = (depth: number) => ({ paddingLeft: `${depth * 0.875}rem` });

/**
 * The trace's observations as a tree on one time line, as on the home page: each row a native
 * `<details>` (Tab to it, Enter or Space opens it, no JavaScript) whose summary is the row with its
 * latency bar and whose body is the observation's input, output, usage and metadata. An ERROR
 * observation starts open.
 */
export function ObservationTree({
  rows,
  latencyMs,
  locale,
}: {
  rows: readonly ObservationRow[];
  latencyMs: number;
  locale: Locale;
}) {
  return (
    <div>
      <div className={cn(columns, 'mb-1 px-1.5 text-[0.6875rem] text-muted')} aria-hidden="true">
        <span>Observation</span>
        <span className="flex justify-between tabular-nums">
          <span>0s</span>
          <span className="hidden sm:inline">{formatLatency(latencyMs / 2)}</span>
          <span>{formatLatency(latencyMs)}</span>
        </span>
        <span className="text-right">Latency</span>
      </div>
      <ol className="m-0 list-none flex flex-col gap-0.5 p-0">
        {rows.map((row) => {
          const { observation } = row;
          return (
            <li key={observation.id}>
              <details
                id={`observation-${observation.id}`}
                open={observation.level === 'ERROR'}
                className="group"
              >
                <summary
                  className={cn(
                    columns,
                    'cursor-pointer list-none rounded-md px-1.5 py-1.5 hover:bg-subtle [&::-webkit-details-marker]:hidden',
                    observation.level === 'ERROR' && 'bg-rose-500/10',
                    observation.level === 'WARNING' && 'bg-amber-500/10',
                  )}
                >
                  <span className="flex min-w-0 items-center gap-1.5" style={indent(row.depth)}>
                    <DisclosureChevronIcon
                      direction="right"
                      className="size-3 shrink-0 text-muted transition-transform group-open:rotate-90"
                    />
                    {/* Spaces between the parts: the summary's text reads "SPAN create-ticket ERROR 2.11s". */}
                    <TypeBadge type={observation.type} className="hidden sm:inline" />{' '}
                    <span
                      className={cn('size-1.5 shrink-0 rounded-full sm:hidden', barStyles[observation.type])}
                    />
                    <span className="truncate font-mono text-xs text-fg">{observation.name}</span>{' '}
                    {/* On a phone the row's tint shows the level; the name needs the room. */}
                    <span className="sr-only sm:not-sr-only">
                      <LevelChip level={observation.level} />
                    </span>
                  </span>
                  <span className="relative h-2.5 rounded-sm bg-subtle" aria-hidden="true">
                    {observation.type === 'event' ? (
                      <span
                        className={cn(
                          'absolute top-1/2 size-2 -translate-x-1/2 -translate-y-1/2 rotate-45',
                          barStyles.event,
                        )}
                        style={{ left: percent(row.offset) }}
                      />
                    ) : (
                      <span
                        className={cn(
                          'absolute top-0 h-full min-w-0.5 rounded-sm',
                          barStyles[observation.type],
                        )}
                        style={{ left: percent(row.offset), width: percent(row.width) }}
                      />
                    )}
                  </span>{' '}
                  <span className="text-right text-xs text-muted tabular-nums">
                    {row.durationMs === null ? (
                      <>
                        <span className="sr-only">at </span>@{formatLatency(observation.startMs)}
                      </>
                    ) : (
                      formatLatency(row.durationMs)
                    )}
                  </span>
                </summary>
                <div className="px-1.5 pt-1 pb-3 sm:pl-6">
                  <ObservationPanel row={row} locale={locale} />
                </div>
              </details>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
