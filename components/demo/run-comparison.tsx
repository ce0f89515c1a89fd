import { formatCost, formatLatency, formatScore } from '@/lib/demo/format';
import { demoPaths } from '@/lib/demo/paths';
import { type ComparisonView } from '@/lib/demo/dataset-views';
import { previewText } from '@/lib/demo/trace-views';
import type { Locale } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { TableRegion, Td, Th, Tr } from './data-table';
import { BackLink, DemoLink, demoLinkClass } from './demo-link';
import { DeltaChip, ScoreChip } from './chips';

/**
 * The dataset's runs side by side: per run its averages and their change against the baseline (the
 * oldest run), then per item the expected output and each run's output and scores, and the averages
 * again at the foot of the table.
 */
export function RunComparison({ view, locale }: { view: ComparisonView; locale: Locale }) {
  const { dataset, runs, rows, scoreNames, baseline } = view;
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-3">
        <BackLink href={demoPaths.dataset(dataset.name)} locale={locale}>
          Back to {dataset.name}
        </BackLink>
        <h1 className="m-0 text-xl font-semibold text-fg sm:text-2xl">
          Compare runs <span className="font-mono text-muted">· {dataset.name}</span>
        </h1>
        <p className="m-0 text-muted">
          {runs.length} runs on {rows.length} items. The baseline is{' '}
          <span className="font-mono text-fg">{baseline}</span>, the oldest run; every change is measured
          against it.
        </p>
      </header>
      <section aria-labelledby="run-averages">
        <h2 id="run-averages" className="mt-0 mb-3 text-base font-semibold text-fg">
          Averages
        </h2>
        <ul className="m-0 grid list-none grid-cols-1 gap-3 p-0 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(16rem,1fr))]">
          {runs.map(({ run, summary, deltas }) => (
            <li
              key={run.name}
              className={cn(
                'rounded-lg border border-border p-3 sm:p-4',
                run.name === baseline ? 'bg-card' : 'bg-bg',
              )}
            >
              <p className="m-0 flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-mono font-semibold text-fg">{run.name}</span>
                <span className="text-xs text-muted">{run.name === baseline ? 'baseline' : 'candidate'}</span>
              </p>
              <p className="mt-0.5 mb-3 text-xs text-muted">
                <DemoLink
                  href={demoPaths.prompt(run.prompt.name, run.prompt.version)}
                  locale={locale}
                  className={`${demoLinkClass} font-mono`}
                >
                  {run.prompt.name} v{run.prompt.version}
                </DemoLink>{' '}
                · {run.model}
              </p>
              <dl className="m-0 grid grid-cols-2 gap-3">
                {scoreNames.map((name) => {
                  const value = summary.averages[name];
                  const delta = deltas[name];
                  return (
                    <div key={name}>
                      <dt className="font-mono text-xs text-muted">{name}</dt>
                      <dd className="m-0 flex flex-wrap items-center gap-1.5">
                        <span className="text-lg font-semibold text-fg tabular-nums">
                          {typeof value === 'number' ? formatScore(value) : '–'}
                        </span>
                        {typeof delta === 'number' ? <DeltaChip delta={delta} /> : null}
                      </dd>
                    </div>
                  );
                })}
                <div>
                  <dt className="text-xs text-muted">Avg latency</dt>
                  <dd className="m-0 font-medium text-fg tabular-nums">
                    {summary.averageLatencyMs === null ? '–' : formatLatency(summary.averageLatencyMs)}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-muted">Total cost</dt>
                  <dd className="m-0 font-medium text-fg tabular-nums">{formatCost(summary.totalCostUsd)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="run-items" className="flex flex-col gap-3">
        <h2 id="run-items" className="m-0 text-base font-semibold text-fg">
          Item by item
        </h2>
        <TableRegion label="Runs compared item by item" minWidth={`${26 + runs.length * 20}rem`}>
          <thead>
            <tr>
              {/* The item stays in view while a phone scrolls the runs sideways. */}
              <Th className="sticky left-0 z-[1] w-[9rem] sm:w-[13rem]">Item</Th>
              <Th className="w-[13rem]">Expected output</Th>
              {runs.map(({ run }) => (
                <Th key={run.name} className="font-mono">
                  {run.name}
                </Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ item, cells }) => (
              <Tr key={item.id}>
                <Th
                  scope="row"
                  className="sticky left-0 z-[1] border-b-0 bg-bg align-top text-sm font-normal whitespace-normal text-fg shadow-[1px_0_0_var(--border)]"
                >
                  <span className="block font-mono text-xs text-muted">{item.id}</span>
                  {previewText(item.input)}
                </Th>
                <Td>{item.expectedOutput}</Td>
                {cells.map((cell) => (
                  <Td key={cell.run}>
                    {cell.runItem ? (
                      <>
                        <p className="m-0 text-fg">{cell.runItem.output}</p>
                        <p className="mt-2 mb-0 flex flex-wrap items-center gap-1">
                          {scoreNames.map((name) =>
                            name in cell.scores ? (
                              <span key={name} className="inline-flex items-center gap-0.5">
                                <ScoreChip name={name} value={cell.scores[name]!} />
                                {typeof cell.deltas[name] === 'number' ? (
                                  <DeltaChip delta={cell.deltas[name]} />
                                ) : null}
                              </span>
                            ) : null,
                          )}
                        </p>
                        <p className="mt-1 mb-0 text-xs text-muted tabular-nums">
                          {formatLatency(cell.runItem.latencyMs)} · {formatCost(cell.costUsd ?? 0)}
                        </p>
                      </>
                    ) : (
                      <span className="text-muted">Not in this run</span>
                    )}
                  </Td>
                ))}
              </Tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-border bg-subtle">
              <Th scope="row" colSpan={2} className="border-b-0 text-sm text-fg">
                Average
              </Th>
              {runs.map(({ run, summary, deltas }) => (
                <Td key={run.name}>
                  <span className="flex flex-wrap items-center gap-1">
                    {scoreNames.map((name) => {
                      const value = summary.averages[name];
                      const delta = deltas[name];
                      return typeof value === 'number' ? (
                        <span key={name} className="inline-flex items-center gap-0.5">
                          <ScoreChip name={name} value={value} />
                          {typeof delta === 'number' ? <DeltaChip delta={delta} /> : null}
                        </span>
                      ) : null;
                    })}
                  </span>
                </Td>
              ))}
            </tr>
          </tfoot>
        </TableRegion>
      </section>
    </div>
  );
}
