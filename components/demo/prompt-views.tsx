import type { ReactNode } from 'react';
import { Chip } from '@/components/product/product-frame';
import { cn } from '@/lib/cn';
import { formatDay, formatTimestamp, shortId } from '@/lib/demo/format';
import { demoPaths } from '@/lib/demo/paths';
import type { PromptDetailView, promptListView } from '@/lib/demo/prompt-views';
import type { Locale } from '@/lib/i18n';
import { TableRegion, Td, Th, Tr } from './data-table';
import { BackLink, DemoLink, demoLinkClass } from './demo-link';
import { LabelChip, ScoreChips } from './chips';
import { ValueView } from './value-view';

/** The prompts table. */
export function PromptTable({
  prompts,
  locale,
}: {
  prompts: ReturnType<typeof promptListView>;
  locale: Locale;
}) {
  return (
    <TableRegion label="Prompts" minWidth="44rem">
      <thead>
        <tr>
          <Th>Name</Th>
          <Th>Type</Th>
          <Th align="right">Versions</Th>
          <Th>Labels</Th>
          <Th>Last updated</Th>
          <Th align="right">Traces</Th>
        </tr>
      </thead>
      <tbody>
        {prompts.map((prompt) => (
          <Tr key={prompt.name}>
            <Td>
              <DemoLink
                href={demoPaths.prompt(prompt.name)}
                locale={locale}
                className={`${demoLinkClass} font-mono`}
              >
                {prompt.name}
              </DemoLink>
            </Td>
            <Td className="text-muted">{prompt.type}</Td>
            <Td align="right">{prompt.versionCount}</Td>
            <Td>
              <span className="flex flex-wrap gap-1">
                {prompt.labelled.flatMap((version) =>
                  version.labels.map((label) => (
                    <LabelChip key={label} label={label} version={version.version.version} />
                  )),
                )}
              </span>
            </Td>
            <Td className="font-mono text-xs whitespace-nowrap text-muted">
              {formatDay(prompt.newest.version.createdAt)}
            </Td>
            <Td align="right">{prompt.traceCount}</Td>
          </Tr>
        ))}
      </tbody>
    </TableRegion>
  );
}

function Subheading({ children }: { children: ReactNode }) {
  return <h3 className="mt-0 mb-2 text-xs font-semibold tracking-wide text-muted uppercase">{children}</h3>;
}

/**
 * A prompt: its versions, newest first, each a link that selects it (`aria-current="page"` on the
 * selected one), and the selected version's template, variables, config and where it was used.
 */
export function PromptDetail({ view, locale }: { view: PromptDetailView; locale: Locale }) {
  const { prompt, versions, selected } = view;
  const newest = versions[0]!.version.version;
  const hrefOf = (version: number) => demoPaths.prompt(prompt.name, version === newest ? undefined : version);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <BackLink href={demoPaths.prompts()} locale={locale}>
          All prompts
        </BackLink>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="m-0 font-mono text-xl font-semibold break-all text-fg sm:text-2xl">{prompt.name}</h1>
          <Chip>{prompt.type} prompt</Chip>
          {prompt.tags.map((tag) => (
            <Chip key={tag} tone="accent">
              {tag}
            </Chip>
          ))}
        </div>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <nav aria-labelledby="prompt-versions">
          <h2 id="prompt-versions" className="mt-0 mb-3 text-base font-semibold text-fg">
            Versions
          </h2>
          <ol className="m-0 flex list-none flex-col gap-2 p-0">
            {versions.map(({ version, labels, traces }) => {
              const current = version === selected.version;
              return (
                <li key={version.version}>
                  <DemoLink
                    href={hrefOf(version.version)}
                    locale={locale}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'block rounded-lg border border-border px-3 py-2.5 hover:border-accent/60 hover:bg-subtle',
                      current && 'border-accent bg-accent/5 ring-1 ring-accent/40 hover:bg-accent/5',
                    )}
                  >
                    <span className="flex flex-wrap items-center gap-1.5">
                      <span className="font-mono font-semibold text-fg">Version {version.version}</span>
                      {labels.map((label) => (
                        <LabelChip key={label} label={label} />
                      ))}
                    </span>
                    <span className="mt-1 block text-fg">{version.commitMessage}</span>
                    <span className="mt-0.5 block text-xs text-muted">
                      {version.createdBy} · {formatDay(version.createdAt)} ·{' '}
                      {traces.length === 0
                        ? 'no traces'
                        : `used by ${traces.length} ${traces.length === 1 ? 'trace' : 'traces'}`}
                    </span>
                  </DemoLink>
                </li>
              );
            })}
          </ol>
        </nav>
        <section
          aria-labelledby="selected-version"
          className="min-w-0 flex flex-col gap-5 rounded-lg border border-border bg-card p-3 sm:p-5"
        >
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="selected-version" className="m-0 font-mono text-base font-semibold text-fg">
                Version {selected.version.version}
              </h2>
              {selected.labels.map((label) => (
                <LabelChip key={label} label={label} />
              ))}
            </div>
            <p className="mt-1 mb-0 text-muted">
              “{selected.version.commitMessage}” · {selected.version.createdBy},{' '}
              <time dateTime={selected.version.createdAt}>
                {formatTimestamp(selected.version.createdAt)} UTC
              </time>
            </p>
          </div>
          <div>
            <Subheading>Prompt</Subheading>
            <pre className="m-0 rounded-md border border-border bg-bg px-3 py-2.5 font-mono text-xs leading-5 break-words whitespace-pre-wrap text-fg">
              {selected.parts.map((part, index) =>
                'text' in part ? (
                  part.text
                ) : (
                  <span
                    key={index}
                    className="rounded bg-accent/10 px-0.5 text-accent"
                  >{`{{${part.variable}}}`}</span>
                ),
              )}
            </pre>
          </div>
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <div>
              <Subheading>Variables</Subheading>
              {selected.variables.length === 0 ? (
                <p className="m-0 text-muted">None.</p>
              ) : (
                <ul className="m-0 flex list-none flex-wrap gap-1 p-0">
                  {selected.variables.map((name) => (
                    <li key={name} className="font-mono text-xs text-accent">{`{{${name}}}`}</li>
                  ))}
                </ul>
              )}
            </div>
            <div>
              <Subheading>Config</Subheading>
              <ValueView value={selected.version.config} />
            </div>
          </div>
          <div>
            <Subheading>Used by traces</Subheading>
            {selected.traces.length === 0 ? (
              <p className="m-0 text-muted">No trace of the demo used this version.</p>
            ) : (
              <ul className="m-0 flex list-none flex-col gap-2.5 p-0">
                {selected.traces.map((trace) => (
                  <li key={trace.id}>
                    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <DemoLink
                        href={demoPaths.trace(trace.id)}
                        locale={locale}
                        className={`${demoLinkClass} font-mono`}
                      >
                        {trace.name} <span className="font-normal">{shortId(trace.id)}</span>
                      </DemoLink>
                      <ScoreChips scores={trace.scores.filter((s) => s.name === 'helpfulness')} />
                    </span>
                    <span className="block text-xs text-muted">{trace.preview}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {selected.runs.length > 0 ? (
            <div>
              <Subheading>Used by experiment runs</Subheading>
              <ul className="m-0 list-none flex flex-col gap-1 p-0">
                {selected.runs.map(({ dataset, run }) => (
                  <li key={`${dataset}/${run}`}>
                    <DemoLink
                      href={demoPaths.comparison(dataset)}
                      locale={locale}
                      className={`${demoLinkClass} font-mono`}
                    >
                      {run}
                    </DemoLink>{' '}
                    <span className="text-muted">on {dataset}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </section>
      </div>
    </div>
  );
}
