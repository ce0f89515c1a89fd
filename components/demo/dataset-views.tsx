import { Chip } from '@/components/product/product-frame';
import { buttonVariants } from '@/components/ui/button-variants';
import { formatCost, formatDay, formatLatency, formatScore, shortId } from '@/lib/demo/format';
import { demoPaths } from '@/lib/demo/paths';
import { type DatasetDetailView, type datasetListView } from '@/lib/demo/dataset-views';
import { previewText } from '@/lib/demo/trace-views';
import type { Locale } from '@/lib/i18n';
import { TableRegion, Td, Th, Tr } from './data-table';
import { BackLink, DemoLink, demoLinkClass } from './demo-link';

/** The datasets table. */
export function DatasetTable({
  datasets,
  locale,
}: {
  datasets: ReturnType<typeof datasetListView>;
  locale: Locale;
}) {
  return (
    <TableRegion label="Datasets" minWidth="40rem">
      <thead>
        <tr>
          <Th>Name</Th>
          <Th>Description</Th>
          <Th align="right">Items</Th>
          <Th align="right">Runs</Th>
          <Th>Last run</Th>
        </tr>
      </thead>
      <tbody>
        {datasets.map((dataset) => (
          <Tr key={dataset.name}>
            <Td>
              <DemoLink
                href={demoPaths.dataset(dataset.name)}
                locale={locale}
                className={`${demoLinkClass} font-mono`}
              >
                {dataset.name}
              </DemoLink>
            </Td>
            <Td className="text-muted">{dataset.description}</Td>
            <Td align="right">{dataset.itemCount}</Td>
            <Td align="right">{dataset.runCount}</Td>
            <Td className="font-mono text-xs whitespace-nowrap text-muted">
              {dataset.lastRunAt ? formatDay(dataset.lastRunAt) : '–'}
            </Td>
          </Tr>
        ))}
      </tbody>
    </TableRegion>
  );
}

/** An average score, or a dash for none. */
export function Average({ value }: { value: number | null | undefined }) {
  return <>{typeof value === 'number' ? formatScore(value) : '–'}</>;
}

/** A dataset: its runs with their averages (and the way to compare them) and its items. */
export function DatasetDetail({ view, locale }: { view: DatasetDetailView; locale: Locale }) {
  const { dataset, runs, scoreNames } = view;
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-3">
        <BackLink href={demoPaths.datasets()} locale={locale}>
          All datasets
        </BackLink>
        <h1 className="m-0 font-mono text-xl font-semibold break-all text-fg sm:text-2xl">{dataset.name}</h1>
        <p className="m-0 text-muted">
          {dataset.description} {dataset.items.length} items, created {formatDay(dataset.createdAt)}.
        </p>
      </header>
      <section className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="m-0 text-base font-semibold text-fg">Experiment runs ({runs.length})</h2>
          {runs.length > 1 ? (
            <DemoLink
              href={demoPaths.comparison(dataset.name)}
              locale={locale}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              Compare runs
            </DemoLink>
          ) : null}
        </div>
        <TableRegion label="Experiment runs" minWidth="52rem">
          <thead>
            <tr>
              <Th>Run</Th>
              <Th>Prompt</Th>
              <Th>Model</Th>
              <Th align="right">Items</Th>
              {scoreNames.map((name) => (
                <Th key={name} align="right" className="font-mono">
                  {name}
                </Th>
              ))}
              <Th align="right">Avg latency</Th>
              <Th align="right">Total cost</Th>
              <Th>Created</Th>
            </tr>
          </thead>
          <tbody>
            {runs.map(({ run, summary }) => (
              <Tr key={run.name}>
                <Td>
                  <span className="block font-mono font-medium text-fg">{run.name}</span>
                  <span className="block text-xs text-muted">{run.description}</span>
                </Td>
                <Td className="whitespace-nowrap">
                  <DemoLink
                    href={demoPaths.prompt(run.prompt.name, run.prompt.version)}
                    locale={locale}
                    className={`${demoLinkClass} font-mono text-xs`}
                  >
                    {run.prompt.name} v{run.prompt.version}
                  </DemoLink>
                </Td>
                <Td className="font-mono text-xs whitespace-nowrap">{run.model}</Td>
                <Td align="right">{summary.itemCount}</Td>
                {scoreNames.map((name) => (
                  <Td key={name} align="right">
                    <Average value={summary.averages[name]} />
                  </Td>
                ))}
                <Td align="right">
                  {summary.averageLatencyMs === null ? '–' : formatLatency(summary.averageLatencyMs)}
                </Td>
                <Td align="right">{formatCost(summary.totalCostUsd)}</Td>
                <Td className="font-mono text-xs whitespace-nowrap text-muted">{formatDay(run.createdAt)}</Td>
              </Tr>
            ))}
          </tbody>
        </TableRegion>
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="m-0 text-base font-semibold text-fg">Items ({dataset.items.length})</h2>
        <TableRegion label="Items" minWidth="52rem">
          <thead>
            <tr>
              <Th>Item</Th>
              <Th>Input</Th>
              <Th>Expected output</Th>
              <Th>Keywords</Th>
              <Th>Source trace</Th>
            </tr>
          </thead>
          <tbody>
            {dataset.items.map((item) => (
              <Tr key={item.id}>
                <Td className="font-mono text-xs whitespace-nowrap text-fg">
                  {item.id}
                  {item.metadata?.topic ? (
                    <span className="mt-1 block">
                      <Chip>{String(item.metadata.topic)}</Chip>
                    </span>
                  ) : null}
                </Td>
                <Td>{previewText(item.input)}</Td>
                <Td>{item.expectedOutput}</Td>
                <Td>
                  <span className="flex flex-wrap gap-1">
                    {item.keywords.map((keyword) => (
                      <Chip key={keyword}>{keyword}</Chip>
                    ))}
                  </span>
                </Td>
                <Td className="font-mono text-xs">
                  {item.sourceTraceId ? (
                    <DemoLink
                      href={demoPaths.trace(item.sourceTraceId)}
                      locale={locale}
                      className={demoLinkClass}
                    >
                      <span className="sr-only">trace </span>
                      {shortId(item.sourceTraceId)}
                    </DemoLink>
                  ) : (
                    '–'
                  )}
                </Td>
              </Tr>
            ))}
          </tbody>
        </TableRegion>
        <p className="m-0 text-xs text-muted">
          <span className="font-mono">keyword_match</span> is the share of an item&apos;s keywords that a
          run&apos;s output contains.
        </p>
      </section>
    </div>
  );
}
