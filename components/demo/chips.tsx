import { Chip } from '@/components/product/product-frame';
import { formatDelta, formatScore, scoreTone, deltaTone } from '@/lib/demo/format';
import type { Score } from '@/lib/demo/schema';

/** A score as a chip: `helpfulness 0.92`, `user-feedback negative`. */
export function ScoreChip({ name, value }: { name: string; value: number | string }) {
  return (
    <Chip tone={scoreTone(value)}>
      <span>{name}</span>{' '}
      <span className="font-semibold tabular-nums">
        {typeof value === 'number' ? formatScore(value) : value}
      </span>
    </Chip>
  );
}

/** A score with its change against a baseline run, the sign written out. */
export function DeltaChip({ delta }: { delta: number }) {
  return (
    <Chip tone={deltaTone(delta)}>
      <span className="sr-only">change against the baseline: </span>
      <span className="tabular-nums">{formatDelta(delta)}</span>
    </Chip>
  );
}

export function ScoreChips({ scores }: { scores: readonly Score[] }) {
  if (scores.length === 0) return <span className="text-muted">–</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {scores.map((score, index) => (
        <ScoreChip key={index} name={score.name} value={score.value} />
      ))}
    </span>
  );
}

/** WARNING and ERROR as the app marks them; nothing for the quieter levels. */
export function LevelChip({ level }: { level: string }) {
  if (level === 'ERROR') return <Chip tone="bad">ERROR</Chip>;
  if (level === 'WARNING') return <Chip tone="warn">WARNING</Chip>;
  return null;
}

/** `production` green, `latest` neutral, any other label in the accent colour; with its version if given. */
export function LabelChip({ label, version }: { label: string; version?: number }) {
  return (
    <Chip tone={label === 'production' ? 'good' : label === 'latest' ? 'neutral' : 'accent'}>
      {label}
      {version === undefined ? null : <span className="font-mono">v{version}</span>}
    </Chip>
  );
}
