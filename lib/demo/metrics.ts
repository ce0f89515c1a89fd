import {
  keywordScoreName,
  levels,
  type Dataset,
  type DatasetItem,
  type DatasetRun,
  type Generation,
  type Level,
  type ModelPrices,
  type Observation,
  type RunItem,
  type Trace,
} from './schema';

/** Tokens read and written, and both together. */
export interface TokenUsage {
  input: number;
  output: number;
  total: number;
}

const isGeneration = (observation: Observation): observation is Generation =>
  observation.type === 'generation';

/** A generation's cost in USD: its tokens at its model's prices (0 for a model without prices). */
export function generationCostUsd(
  generation: Pick<Generation, 'model' | 'usage'>,
  models: ModelPrices,
): number {
  const prices = models[generation.model];
  if (!prices) return 0;
  return (
    (generation.usage.input * prices.inputPerMillion + generation.usage.output * prices.outputPerMillion) /
    1e6
  );
}

/** The tokens of every generation of a trace, added up. */
export function traceUsage(trace: Pick<Trace, 'observations'>): TokenUsage {
  let input = 0;
  let output = 0;
  for (const generation of trace.observations.filter(isGeneration)) {
    input += generation.usage.input;
    output += generation.usage.output;
  }
  return { input, output, total: input + output };
}

/** A trace's cost in USD: the sum of its generations' costs. */
export function traceCostUsd(trace: Pick<Trace, 'observations'>, models: ModelPrices): number {
  return trace.observations.filter(isGeneration).reduce((sum, g) => sum + generationCostUsd(g, models), 0);
}

/** The most severe level of a trace's observations (DEFAULT for none). */
export function traceLevel(trace: Pick<Trace, 'observations'>): Level {
  const rank = (level: Level) => levels.indexOf(level);
  return trace.observations.reduce<Level>(
    (worst, observation) => (rank(observation.level) > rank(worst) ? observation.level : worst),
    'DEFAULT',
  );
}

/** The arithmetic mean, or null for no values. */
export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The share of `keywords` that `output` contains, each as a whole word or phrase and ignoring case
 * ("no" does not match "notes"): 1 when it contains all of them, 0 when none.
 */
export function keywordMatch(output: string, keywords: readonly string[]): number {
  if (keywords.length === 0) return 0;
  const found = keywords.filter((keyword) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escape(keyword.trim())}(?![\\p{L}\\p{N}])`, 'iu').test(output),
  );
  return found.length / keywords.length;
}

/** A run item's scores: the ones written in the data and `keyword_match` computed from the item. */
export function runItemScores(runItem: RunItem, item: Pick<DatasetItem, 'keywords'>): Record<string, number> {
  return { [keywordScoreName]: keywordMatch(runItem.output, item.keywords), ...runItem.scores };
}

/** Score names of a dataset's runs, `keyword_match` first, then as they first appear. */
export function runScoreNames(dataset: Pick<Dataset, 'runs'>): string[] {
  const names = new Set<string>([keywordScoreName]);
  for (const run of dataset.runs)
    for (const item of run.items) for (const name of Object.keys(item.scores)) names.add(name);
  return [...names];
}

/** What the runs table and the comparison show for a run: averages over its items, total cost. */
export interface RunSummary {
  name: string;
  itemCount: number;
  /** Mean of each score over the run's items that have it. */
  averages: Record<string, number | null>;
  averageLatencyMs: number | null;
  totalCostUsd: number;
}

export function runSummary(
  run: DatasetRun,
  dataset: Pick<Dataset, 'items' | 'runs'>,
  models: ModelPrices,
): RunSummary {
  const items = new Map(dataset.items.map((item) => [item.id, item]));
  const scored = run.items.flatMap((runItem) => {
    const item = items.get(runItem.itemId);
    return item ? [runItemScores(runItem, item)] : [];
  });
  const averages = Object.fromEntries(
    runScoreNames(dataset).map((name) => [
      name,
      mean(scored.flatMap((scores) => (name in scores ? [scores[name]!] : []))),
    ]),
  );
  return {
    name: run.name,
    itemCount: run.items.length,
    averages,
    averageLatencyMs: mean(run.items.map((item) => item.latencyMs)),
    totalCostUsd: run.items.reduce(
      (sum, item) => sum + generationCostUsd({ model: run.model, usage: item.usage }, models),
      0,
    ),
  };
}
