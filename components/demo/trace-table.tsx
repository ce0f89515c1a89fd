import { formatCost, formatLatency, formatTimestamp, formatTokens } from '@/lib/demo/format';
import { demoPaths } from '@/lib/demo/paths';
import type { TraceSummary } from '@/lib/demo/trace-views';
import type { Locale } from '@/lib/i18n';
import { TableRegion, Td, Th, Tr } from './data-table';
import { DemoLink, demoLinkClass } from './demo-link';
import { LevelChip, ScoreChips } from './chips';

/**
 * The trace list: each trace's name (a link to it) with its question, when and for whom it ran, its
 * latency, tokens, cost and scores.
 */
export function TraceTable({ traces, locale }: { traces: readonly TraceSummary[]; locale: Locale }) {
  return (
    <TableRegion label="Traces" minWidth="60rem">
      <thead>
        <tr>
          <Th>Name</Th>
          <Th>Timestamp (UTC)</Th>
          <Th>User</Th>
          <Th>Session</Th>
          <Th align="right">Latency</Th>
          <Th align="right">Tokens</Th>
          <Th align="right">Cost</Th>
          <Th>Scores</Th>
        </tr>
      </thead>
      <tbody>
        {traces.map((trace) => (
          <Tr key={trace.id} className={trace.level === 'ERROR' ? 'bg-rose-500/5' : undefined}>
            <Td className="min-w-[15rem] max-w-[22rem]">
              <span className="flex flex-wrap items-center gap-1.5">
                <DemoLink
                  href={demoPaths.trace(trace.id)}
                  locale={locale}
                  className={`${demoLinkClass} font-mono`}
                >
                  {trace.name}
                </DemoLink>
                <LevelChip level={trace.level} />
              </span>
              <span className="mt-0.5 block text-xs text-muted">{trace.preview}</span>
            </Td>
            <Td className="font-mono text-xs whitespace-nowrap text-muted">
              <time dateTime={trace.timestamp}>{formatTimestamp(trace.timestamp)}</time>
            </Td>
            <Td className="whitespace-nowrap">{trace.userId ?? '–'}</Td>
            <Td className="whitespace-nowrap">{trace.sessionId ?? '–'}</Td>
            <Td align="right">{formatLatency(trace.latencyMs)}</Td>
            <Td align="right">{formatTokens(trace.usage.total)}</Td>
            <Td align="right">{formatCost(trace.costUsd)}</Td>
            <Td className="min-w-[14rem]">
              <ScoreChips scores={trace.scores} />
            </Td>
          </Tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
