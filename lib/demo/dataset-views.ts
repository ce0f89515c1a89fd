import { generationCostUsd, runItemScores, runScoreNames, runSummary, type RunSummary } from './metrics';
import type { DatasetItem, DatasetRun, DemoProject, RunItem } from './schema';

/** What the dataset pages show (see trace-views.ts); undefined for an unknown dataset. */

const oldestFirst = (a: DatasetRun, b: DatasetRun) => a.createdAt.localeCompare(b.createdAt);

/** The datasets table. */
export function datasetListView(project: DemoProject) {
  return project.datasets.map((dataset) => ({
    name: dataset.name,
    description: dataset.description,
    itemCount: dataset.items.length,
    runCount: dataset.runs.length,
    lastRunAt: [...dataset.runs].sort(oldestFirst).at(-1)?.createdAt,
  }));
}

/** A run with its averages. */
export interface RunView {
  run: DatasetRun;
  summary: RunSummary;
}

/** A dataset page: its items and its runs (oldest first) with their averages. */
export function datasetDetailView(project: DemoProject, name: string) {
  const dataset = project.datasets.find((d) => d.name === name);
  if (!dataset) return undefined;
  return {
    dataset,
    scoreNames: runScoreNames(dataset),
    runs: [...dataset.runs]
      .sort(oldestFirst)
      .map((run) => ({ run, summary: runSummary(run, dataset, project.models) })),
  };
}

export type DatasetDetailView = NonNullable<ReturnType<typeof datasetDetailView>>;

/** One run's answer to one item, with its scores and their change against the baseline run. */
export interface ComparisonCell {
  run: string;
  runItem: RunItem | null;
  scores: Record<string, number>;
  /** Against the baseline's score for the same item; null for the baseline or a missing score. */
  deltas: Record<string, number | null>;
  costUsd: number | null;
}

function deltaAgainst(
  names: readonly string[],
  scores: Record<string, number | null>,
  baseline: Record<string, number | null> | undefined,
): Record<string, number | null> {
  return Object.fromEntries(
    names.map((name) => {
      const value = scores[name];
      const base = baseline?.[name];
      return [name, baseline && typeof value === 'number' && typeof base === 'number' ? value - base : null];
    }),
  );
}

/**
 * The comparison of a dataset's runs: the oldest run is the baseline; per run its averages and their
 * change against the baseline; per item the expected output and each run's output and scores.
 */
export function comparisonView(project: DemoProject, name: string) {
  const detail = datasetDetailView(project, name);
  if (!detail || detail.runs.length === 0) return undefined;
  const { dataset, scoreNames, runs } = detail;
  const baseline = runs[0]!;
  const cellsFor = (item: DatasetItem): ComparisonCell[] => {
    const scoresIn = (run: DatasetRun) => {
      const runItem = run.items.find((i) => i.itemId === item.id) ?? null;
      return { runItem, scores: runItem ? runItemScores(runItem, item) : {} };
    };
    const base = scoresIn(baseline.run);
    return runs.map(({ run }) => {
      const { runItem, scores } = scoresIn(run);
      return {
        run: run.name,
        runItem,
        scores,
        deltas: deltaAgainst(
          scoreNames,
          scores,
          run === baseline.run || !base.runItem ? undefined : base.scores,
        ),
        costUsd: runItem
          ? generationCostUsd({ model: run.model, usage: runItem.usage }, project.models)
          : null,
      };
    });
  };
  return {
    dataset,
    scoreNames,
    baseline: baseline.run.name,
    runs: runs.map(({ run, summary }) => ({
      run,
      summary,
      deltas: deltaAgainst(
        scoreNames,
        summary.averages,
        run === baseline.run ? undefined : baseline.summary.averages,
      ),
    })),
    rows: dataset.items.map((item) => ({ item, cells: cellsFor(item) })),
  };
}

export type ComparisonView = NonNullable<ReturnType<typeof comparisonView>>;
