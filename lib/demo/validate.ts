import { formatIssues, issueReport } from '@/config/issues';
import { findPromptVersion } from './prompts';
import {
  endOf,
  keywordScoreName,
  projectShape,
  type Dataset,
  type DemoProject,
  type ModelPrices,
  type Observation,
  type Prompt,
  type Trace,
} from './schema';

/**
 * The demo project's file checked whole: its shape (schema.ts) and what ties its parts together (ids
 * that must exist, times that must nest, labels on one version each), every problem worded with the
 * file and the field, e.g. `content/demo/project.json: traces[2].observations[4].endMs: must not be
 * before startMs (1200)`.
 */

type Issue = { path: (string | number)[]; message: string };

function duplicates<T>(values: readonly T[]): Set<T> {
  const seen = new Set<T>();
  const twice = new Set<T>();
  for (const value of values) (seen.has(value) ? twice : seen).add(value);
  return twice;
}

/** Parents must exist, hold their children in time, and never form a loop. */
function observationIssues(trace: Trace, models: ModelPrices, prompts: readonly Prompt[]): Issue[] {
  const issues: Issue[] = [];
  const byId = new Map(trace.observations.map((o) => [o.id, o]));
  for (const id of duplicates(trace.observations.map((o) => o.id))) {
    const index = trace.observations.findLastIndex((o) => o.id === id);
    issues.push({ path: ['observations', index, 'id'], message: `"${id}" is used by another observation` });
  }
  trace.observations.forEach((observation, index) => {
    const at = (field: string) => ['observations', index, field];
    const end = endOf(observation);
    if (observation.type !== 'event' && observation.endMs < observation.startMs)
      issues.push({ path: at('endMs'), message: `must not be before startMs (${observation.startMs})` });
    if ((observation.level === 'WARNING' || observation.level === 'ERROR') && !observation.statusMessage)
      issues.push({ path: at('statusMessage'), message: `is required for level ${observation.level}` });
    if (observation.type === 'generation') {
      if (!(observation.model in models))
        issues.push({
          path: at('model'),
          message: `"${observation.model}" has no prices in models (known: ${Object.keys(models).join(', ')})`,
        });
      if (observation.prompt && !findPromptVersion(prompts, observation.prompt))
        issues.push({
          path: at('prompt'),
          message: `names no prompt version (${observation.prompt.name} v${observation.prompt.version})`,
        });
    }
    if (observation.parentId === null) return;
    const parent = byId.get(observation.parentId);
    if (!parent || parent === observation) {
      issues.push({
        path: at('parentId'),
        message: `"${observation.parentId}" names no other observation of this trace`,
      });
      return;
    }
    if (parent.type === 'event') {
      issues.push({ path: at('parentId'), message: 'names an event, which cannot hold observations' });
      return;
    }
    if (observation.startMs < parent.startMs || end > parent.endMs)
      issues.push({
        path: at('startMs'),
        message: `runs from ${observation.startMs} to ${end} ms, outside its parent "${parent.name}" (${parent.startMs} to ${parent.endMs} ms)`,
      });
  });
  // A loop: following parents from an observation comes back to it.
  for (const [index, observation] of trace.observations.entries()) {
    const seen = new Set<string>();
    let current: Observation | undefined = observation;
    while (current && current.parentId !== null && !seen.has(current.id)) {
      seen.add(current.id);
      current = byId.get(current.parentId);
    }
    if (current && seen.has(current.id) && current.id === observation.id) {
      issues.push({ path: ['observations', index, 'parentId'], message: 'makes a loop of parents' });
    }
  }
  trace.scores.forEach((score, index) => {
    if (score.observationId !== undefined && !byId.has(score.observationId))
      issues.push({
        path: ['scores', index, 'observationId'],
        message: `"${score.observationId}" names no observation of this trace`,
      });
  });
  return issues;
}

function promptIssues(prompt: Prompt): Issue[] {
  const issues: Issue[] = [];
  prompt.versions.forEach((version, index) => {
    if (version.version !== index + 1)
      issues.push({
        path: ['versions', index, 'version'],
        message: `must be ${index + 1}: versions are numbered 1, 2, 3… in order`,
      });
    version.labels.forEach((label, labelIndex) => {
      if (label === 'latest')
        issues.push({
          path: ['versions', index, 'labels', labelIndex],
          message: '"latest" always marks the newest version and is added for you; remove it',
        });
    });
  });
  for (const label of duplicates(prompt.versions.flatMap((v) => v.labels))) {
    const index = prompt.versions.findLastIndex((v) => v.labels.includes(label));
    issues.push({
      path: ['versions', index, 'labels'],
      message: `"${label}" is on another version too; a label marks one version`,
    });
  }
  return issues;
}

function datasetIssues(dataset: Dataset, project: DemoProject): Issue[] {
  const issues: Issue[] = [];
  const itemIds = new Set(dataset.items.map((item) => item.id));
  const traceIds = new Set(project.traces.map((trace) => trace.id));
  for (const id of duplicates(dataset.items.map((item) => item.id))) {
    const index = dataset.items.findLastIndex((item) => item.id === id);
    issues.push({ path: ['items', index, 'id'], message: `"${id}" is used by another item` });
  }
  dataset.items.forEach((item, index) => {
    if (item.sourceTraceId !== undefined && !traceIds.has(item.sourceTraceId))
      issues.push({
        path: ['items', index, 'sourceTraceId'],
        message: `"${item.sourceTraceId}" names no trace of the project`,
      });
  });
  for (const name of duplicates(dataset.runs.map((run) => run.name))) {
    const index = dataset.runs.findLastIndex((run) => run.name === name);
    issues.push({ path: ['runs', index, 'name'], message: `"${name}" is used by another run` });
  }
  dataset.runs.forEach((run, runIndex) => {
    const at = (...rest: (string | number)[]) => ['runs', runIndex, ...rest];
    if (!(run.model in project.models))
      issues.push({ path: at('model'), message: `"${run.model}" has no prices in models` });
    if (!findPromptVersion(project.prompts, run.prompt))
      issues.push({
        path: at('prompt'),
        message: `names no prompt version (${run.prompt.name} v${run.prompt.version})`,
      });
    const seen = new Set<string>();
    run.items.forEach((item, itemIndex) => {
      if (!itemIds.has(item.itemId))
        issues.push({
          path: at('items', itemIndex, 'itemId'),
          message: `"${item.itemId}" names no item of dataset ${dataset.name}`,
        });
      else if (seen.has(item.itemId))
        issues.push({
          path: at('items', itemIndex, 'itemId'),
          message: `"${item.itemId}" is in this run twice`,
        });
      seen.add(item.itemId);
      if (keywordScoreName in item.scores)
        issues.push({
          path: at('items', itemIndex, 'scores', keywordScoreName),
          message: "is computed from the item's keywords; remove it",
        });
    });
  });
  return issues;
}

/** The file's shape plus every check across its parts: ids that must exist, times that must nest. */
export const demoProjectSchema = projectShape.superRefine((project, ctx) => {
  const add = (prefix: (string | number)[], issues: Issue[]) => {
    for (const issue of issues)
      ctx.addIssue({ code: 'custom', path: [...prefix, ...issue.path], message: issue.message });
  };
  for (const id of duplicates(project.traces.map((trace) => trace.id))) {
    const index = project.traces.findLastIndex((trace) => trace.id === id);
    add(['traces', index, 'id'], [{ path: [], message: `"${id}" is used by another trace` }]);
  }
  project.traces.forEach((trace, index) =>
    add(['traces', index], observationIssues(trace, project.models, project.prompts)),
  );
  for (const name of duplicates(project.prompts.map((prompt) => prompt.name))) {
    const index = project.prompts.findLastIndex((prompt) => prompt.name === name);
    add(['prompts', index, 'name'], [{ path: [], message: `"${name}" is used by another prompt` }]);
  }
  project.prompts.forEach((prompt, index) => add(['prompts', index], promptIssues(prompt)));
  for (const name of duplicates(project.datasets.map((dataset) => dataset.name))) {
    const index = project.datasets.findLastIndex((dataset) => dataset.name === name);
    add(['datasets', index, 'name'], [{ path: [], message: `"${name}" is used by another dataset` }]);
  }
  project.datasets.forEach((dataset, index) => add(['datasets', index], datasetIssues(dataset, project)));
});

/** Thrown for a project file that breaks the schema; the message names the file and every bad field. */
export class DemoProjectError extends Error {
  override name = 'DemoProjectError';
}

/** The problems of a parsed project file, one line each: `file: field: message`. None when it is valid. */
export function demoProjectProblems(raw: unknown, file: string): string[] {
  const result = demoProjectSchema.safeParse(raw);
  return result.success ? [] : formatIssues(result.error.issues, file);
}

/** Validates a parsed project file; throws `DemoProjectError` naming the file and each bad field. */
export function parseDemoProject(raw: unknown, file: string): DemoProject {
  const result = demoProjectSchema.safeParse(raw);
  if (result.success) return result.data;
  throw new DemoProjectError(issueReport('Invalid demo project', result.error.issues, file));
}
