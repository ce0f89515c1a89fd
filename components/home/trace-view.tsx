import { cn } from '@/lib/cn';
import {
  barStyles,
  Chip,
  ProductFrame,
  TypeBadge,
  type ObservationType,
} from '@/components/product/product-frame';
import type { DrawingProps } from './feature-visuals';
import { format } from '@/lib/i18n';

interface Row {
  depth: number;
  type: ObservationType;
  name: string;
  /** Start and end on the trace's time line, in milliseconds. */
  start: number;
  end: number;
  selected?: boolean;
}

/** One trace of a support assistant: its observations nest as the SDK records them. */
const total = 1840;
const rows: Row[] = [
  { depth: 0, type: 'trace', name: 'answer-question', start: 0, end: total },
  { depth: 1, type: 'span', name: 'retrieve-context', start: 20, end: 430 },
  { depth: 2, type: 'generation', name: 'embed-query', start: 30, end: 140 },
  { depth: 2, type: 'span', name: 'vector-search', start: 150, end: 410 },
  { depth: 1, type: 'generation', name: 'draft-answer', start: 440, end: 1620, selected: true },
  { depth: 1, type: 'span', name: 'check-citations', start: 1630, end: 1800 },
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)}s`;
const percent = (ms: number) => `${(ms / total) * 100}%`;

/**
 * The trace view of the app, drawn: the tree of a trace with latency bars on one time line, and the
 * selected generation's model, tokens, cost and scores. No client code; `label` is its text
 * alternative.
 */
export function TraceView({ label, text }: DrawingProps) {
  return (
    <ProductFrame label={label} title={`${text.tracing} › ${text.traces} › answer-question`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-border px-3 py-2 text-muted">
        <span className="font-semibold text-fg">answer-question</span>
        <span className="tabular-nums">1.84s</span>
        <span className="tabular-nums">{format(text.tokenCount, { count: '2,310' })}</span>
        <span className="tabular-nums">$0.0082</span>
        <Chip tone="good">helpfulness 0.92</Chip>
      </div>
      <div className="px-3 pt-2 pb-3">
        <div className="mb-1 grid grid-cols-[minmax(0,1fr)_40%_2.75rem] gap-2 text-[0.625rem] text-muted sm:grid-cols-[minmax(0,1fr)_45%_2.75rem]">
          <span>{text.observation}</span>
          <span className="flex justify-between">
            <span>0s</span>
            <span>0.9s</span>
            <span>1.8s</span>
          </span>
          <span className="text-right">{text.latency}</span>
        </div>
        <ol className="m-0 list-none space-y-0.5 p-0">
          {rows.map((row) => (
            <li
              key={row.name}
              className={cn(
                'grid grid-cols-[minmax(0,1fr)_40%_2.75rem] items-center gap-2 rounded-md py-1 sm:grid-cols-[minmax(0,1fr)_45%_2.75rem]',
                row.selected && 'bg-violet-500/10 ring-1 ring-violet-500/40',
              )}
            >
              <span
                className="flex min-w-0 items-center gap-1.5"
                style={{ paddingLeft: `${row.depth * 0.75}rem` }}
              >
                <TypeBadge type={row.type} className="hidden sm:inline" />
                <span className={cn('size-1.5 shrink-0 rounded-full sm:hidden', barStyles[row.type])} />
                <span className="truncate font-mono text-[0.6875rem] text-fg">{row.name}</span>
              </span>
              <span className="relative h-2.5 rounded-sm bg-subtle">
                <span
                  className={cn('absolute top-0 h-full rounded-sm', barStyles[row.type])}
                  style={{
                    left: percent(row.start),
                    width: percent(row.end - row.start),
                  }}
                />
              </span>
              <span className="text-right text-[0.6875rem] text-muted tabular-nums">
                {seconds(row.end - row.start)}
              </span>
            </li>
          ))}
        </ol>
        <div className="mt-3 rounded-lg border border-border bg-card p-3">
          <div className="flex flex-wrap items-center gap-2">
            <TypeBadge type="generation" />
            <span className="font-mono font-semibold text-fg">draft-answer</span>
            <span className="text-muted">gpt-4o · 1.18s</span>
          </div>
          <dl className="mt-2 grid grid-cols-3 gap-2">
            <div>
              <dt className="text-[0.625rem] text-muted">{text.input}</dt>
              <dd className="m-0 font-semibold text-fg tabular-nums">1,974 {text.tok}</dd>
            </div>
            <div>
              <dt className="text-[0.625rem] text-muted">{text.output}</dt>
              <dd className="m-0 font-semibold text-fg tabular-nums">324 {text.tok}</dd>
            </div>
            <div>
              <dt className="text-[0.625rem] text-muted">{text.cost}</dt>
              <dd className="m-0 font-semibold text-fg tabular-nums">$0.0082</dd>
            </div>
          </dl>
          <p className="mt-2 mb-0 truncate text-muted">
            <span className="font-medium text-fg">user</span> How do I rotate my project&apos;s API keys?
          </p>
          <p className="m-0 truncate text-muted">
            <span className="font-medium text-fg">assistant</span> Open Project settings → API keys, create a
            new pair, then…
          </p>
        </div>
      </div>
    </ProductFrame>
  );
}
