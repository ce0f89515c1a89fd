import type { ReactNode } from 'react';
import { Chip, TypeBadge } from '@/components/product/product-frame';
import { cn } from '@/lib/cn';
import { formatCost, formatLatency, formatTimestamp, formatTokens, shortId } from '@/lib/demo/format';
import { demoPaths } from '@/lib/demo/paths';
import type { TraceDetailView } from '@/lib/demo/trace-views';
import type { Locale } from '@/lib/i18n';
import { TableRegion, Td, Th, Tr } from './data-table';
import { BackLink, DemoLink, demoLinkClass } from './demo-link';
import { ObservationTree } from './observation-tree';
import { ScoreChip, ScoreChips, LevelChip } from './chips';
import { ValueBlock } from './value-view';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{term}</dt>
      <dd className="m-0 font-medium break-words text-fg tabular-nums">{children}</dd>
    </div>
  );
}

/** A section of the trace page with its heading. */
function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={className}>
      <h2 className="mb-3 text-base font-semibold text-fg">{title}</h2>
      {children}
    </section>
  );
}

/** One trace: its header, input and output, the observation tree, its scores and its session. */
export function TraceDetail({ view, locale }: { view: TraceDetailView; locale: Locale }) {
  const { trace, summary, rows, session } = view;
  const names = new Map(trace.observations.map((o) => [o.id, o.name]));
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-4">
        <BackLink href={demoPaths.traces()} locale={locale}>
          All traces
        </BackLink>
        <div className="flex flex-wrap items-center gap-2">
          <TypeBadge type="trace" />
          <h1 className="m-0 font-mono text-xl font-semibold break-all text-fg sm:text-2xl">{trace.name}</h1>
          <LevelChip level={summary.level} />
        </div>
        <p className="m-0 font-mono text-xs break-all text-muted">{trace.id}</p>
        <dl className="m-0 grid grid-cols-2 gap-x-6 gap-y-3 sm:flex sm:flex-wrap sm:gap-x-8">
          <Fact term="Timestamp (UTC)">
            <time dateTime={trace.timestamp}>{formatTimestamp(trace.timestamp)}</time>
          </Fact>
          <Fact term="User">{trace.userId ?? '–'}</Fact>
          <Fact term="Session">{trace.sessionId ?? '–'}</Fact>
          <Fact term="Environment">{trace.environment}</Fact>
          <Fact term="Release">{trace.release ?? '–'}</Fact>
          <Fact term="Latency">{formatLatency(summary.latencyMs)}</Fact>
          <Fact term="Tokens">
            {formatTokens(summary.usage.total)}
            <span className="block text-xs font-normal text-muted">
              {formatTokens(summary.usage.input)} in · {formatTokens(summary.usage.output)} out
            </span>
          </Fact>
          <Fact term="Cost">{formatCost(summary.costUsd)}</Fact>
        </dl>
        <div className="flex flex-wrap items-center gap-1.5">
          <ScoreChips scores={trace.scores} />
          {trace.tags.map((tag) => (
            <Chip key={tag} tone="accent">
              {tag}
            </Chip>
          ))}
        </div>
      </header>

      <div className="grid grid-cols-1 gap-4 rounded-lg border border-border bg-card p-3 sm:p-4 lg:grid-cols-2">
        <ValueBlock title="Trace input" value={trace.input} />
        <ValueBlock title="Trace output" value={trace.output} />
      </div>

      <Section title={`Observations (${rows.length})`}>
        <p className="mt-0 mb-3 text-muted">Open an observation to read its input, output and metadata.</p>
        <ObservationTree rows={rows} latencyMs={summary.latencyMs} locale={locale} />
      </Section>

      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Section title="Scores">
          {trace.scores.length === 0 ? (
            <p className="m-0 text-muted">No scores yet.</p>
          ) : (
            <TableRegion label="Scores" minWidth="34rem">
              <thead>
                <tr>
                  <Th>Score</Th>
                  <Th>Source</Th>
                  <Th>On</Th>
                  <Th>Comment</Th>
                </tr>
              </thead>
              <tbody>
                {trace.scores.map((score, index) => (
                  <Tr key={index}>
                    <Td>
                      <ScoreChip name={score.name} value={score.value} />
                    </Td>
                    <Td className="text-xs text-muted">{score.source}</Td>
                    <Td className="font-mono text-xs">
                      {score.observationId ? (
                        <a href={`#observation-${score.observationId}`} className={demoLinkClass}>
                          {names.get(score.observationId)}
                        </a>
                      ) : (
                        'trace'
                      )}
                    </Td>
                    <Td className="min-w-[14rem] text-muted">{score.comment ?? '–'}</Td>
                  </Tr>
                ))}
              </tbody>
            </TableRegion>
          )}
        </Section>
        {trace.sessionId ? (
          <Section title={`Session ${trace.sessionId}`}>
            <ol className="m-0 list-none flex flex-col gap-1 p-0">
              {session.map((other) => {
                const current = other.id === trace.id;
                return (
                  <li
                    key={other.id}
                    className={cn(
                      'rounded-md border border-border px-3 py-2',
                      current && 'border-accent/50 bg-accent/5',
                    )}
                  >
                    <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                      {current ? (
                        <span className="font-mono font-medium text-fg" aria-current="page">
                          {other.name}{' '}
                          <span className="font-sans text-xs font-normal text-muted">(this trace)</span>
                        </span>
                      ) : (
                        <DemoLink
                          href={demoPaths.trace(other.id)}
                          locale={locale}
                          className={`${demoLinkClass} font-mono`}
                        >
                          {other.name} <span className="sr-only">{shortId(other.id)}</span>
                        </DemoLink>
                      )}
                      <time dateTime={other.timestamp} className="font-mono text-xs text-muted">
                        {formatTimestamp(other.timestamp).slice(11)}
                      </time>
                    </span>
                    <span className="block text-xs text-muted">{other.preview}</span>
                  </li>
                );
              })}
            </ol>
          </Section>
        ) : null}
      </div>
    </div>
  );
}
