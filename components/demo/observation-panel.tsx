import type { ReactNode } from 'react';
import { Chip, TypeBadge } from '@/components/product/product-frame';
import { cn } from '@/lib/cn';
import { formatCost, formatLatency, formatTokens } from '@/lib/demo/format';
import { demoPaths } from '@/lib/demo/paths';
import type { ObservationRow } from '@/lib/demo/trace-views';
import type { Locale } from '@/lib/i18n';
import { DemoLink, demoLinkClass } from './demo-link';
import { ScoreChip } from './chips';
import { ValueBlock } from './value-view';

/** A figure of the panel's facts row. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{term}</dt>
      <dd className="m-0 font-medium text-fg tabular-nums">{children}</dd>
    </div>
  );
}

/** The longest value of a prompt variable shown whole; longer ones are in the input above. */
const shortValue = (value: string) => (value.length > 60 ? `${value.slice(0, 57).trimEnd()}…` : value);

/** What an observation recorded: timing, model and tokens, its prompt, input, output, metadata, scores. */
export function ObservationPanel({ row, locale }: { row: ObservationRow; locale: Locale }) {
  const { observation } = row;
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-border bg-card p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <TypeBadge type={observation.type} />
        <span className="font-mono font-semibold break-all text-fg">{observation.name}</span>
        <span className="font-mono text-xs text-muted">{observation.id}</span>
      </div>
      {observation.statusMessage ? (
        <p
          className={cn(
            'm-0 rounded-md border px-3 py-2',
            observation.level === 'ERROR'
              ? 'border-rose-600/30 bg-rose-500/10 text-rose-900 dark:text-rose-200'
              : 'border-amber-600/30 bg-amber-500/10 text-amber-900 dark:text-amber-200',
          )}
        >
          <strong className="font-semibold">{observation.level}:</strong> {observation.statusMessage}
        </p>
      ) : null}
      <dl className="m-0 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact term="Start">+{formatLatency(observation.startMs)}</Fact>
        {row.durationMs !== null ? <Fact term="Latency">{formatLatency(row.durationMs)}</Fact> : null}
        {observation.type === 'generation' ? (
          <>
            <Fact term="Model">{observation.model}</Fact>
            <Fact term="Tokens (in / out)">
              {formatTokens(observation.usage.input)} / {formatTokens(observation.usage.output)}
            </Fact>
            <Fact term="Cost">{formatCost(row.costUsd ?? 0)}</Fact>
          </>
        ) : null}
        {observation.level !== 'DEFAULT' ? <Fact term="Level">{observation.level}</Fact> : null}
      </dl>
      {observation.type === 'generation' && observation.modelParameters ? (
        <p className="m-0 flex flex-wrap gap-1">
          {Object.entries(observation.modelParameters).map(([name, value]) => (
            <Chip key={name}>
              {name} {String(value)}
            </Chip>
          ))}
        </p>
      ) : null}
      {row.prompt ? (
        <div>
          <p className="m-0">
            Prompt{' '}
            <DemoLink
              href={demoPaths.prompt(row.prompt.name, row.prompt.version)}
              locale={locale}
              className={demoLinkClass}
            >
              {row.prompt.name} v{row.prompt.version}
            </DemoLink>
          </p>
          {row.prompt.variables ? (
            <dl className="m-0 mt-1 flex flex-col gap-0.5 text-xs">
              {Object.entries(row.prompt.variables).map(([name, value]) => (
                <div key={name} className="flex min-w-0 gap-2">
                  <dt className="shrink-0 font-mono text-accent">{`{{${name}}}`}</dt>
                  <dd className="m-0 min-w-0 truncate text-muted">
                    {shortValue(value.replace(/\s+/g, ' '))}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      ) : null}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ValueBlock title="Input" value={observation.input} />
        <ValueBlock title="Output" value={observation.output} />
      </div>
      {observation.metadata ? <ValueBlock title="Metadata" value={observation.metadata} /> : null}
      {row.scores.length > 0 ? (
        <section>
          <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-muted uppercase">Scores</h3>
          <ul className="m-0 list-none flex flex-col gap-1 p-0">
            {row.scores.map((score, index) => (
              <li key={index} className="flex flex-wrap items-baseline gap-2">
                <ScoreChip name={score.name} value={score.value} />
                {score.comment ? <span className="text-muted">{score.comment}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
