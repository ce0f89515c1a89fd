import { promptVariables, templateParts, tracesUsingPrompt, versionLabels } from './prompts';
import type { DemoProject, Prompt, PromptVersion } from './schema';
import { traceSummary, type TraceSummary } from './trace-views';

/** What the prompt pages show (see trace-views.ts); undefined for an unknown prompt or version. */

/** A prompt version with its labels and where it was used. */
export interface PromptVersionView {
  version: PromptVersion;
  labels: string[];
  traces: TraceSummary[];
  runs: { dataset: string; run: string }[];
}

function versionView(project: DemoProject, prompt: Prompt, version: PromptVersion): PromptVersionView {
  return {
    version,
    labels: versionLabels(prompt, version),
    traces: tracesUsingPrompt(project, prompt.name, version.version).map((t) => traceSummary(t, project)),
    runs: project.datasets.flatMap((dataset) =>
      dataset.runs
        .filter((run) => run.prompt.name === prompt.name && run.prompt.version === version.version)
        .map((run) => ({ dataset: dataset.name, run: run.name })),
    ),
  };
}

/** The prompts table: each prompt's newest version and where its versions were used. */
export function promptListView(project: DemoProject) {
  return project.prompts.map((prompt) => {
    const versions = prompt.versions.map((version) => versionView(project, prompt, version));
    const newest = versions.at(-1)!;
    return {
      name: prompt.name,
      type: prompt.type,
      tags: prompt.tags,
      versionCount: versions.length,
      newest,
      labelled: versions.filter((v) => v.labels.length > 0),
      traceCount: versions.reduce((sum, v) => sum + v.traces.length, 0),
    };
  });
}

/** A prompt page: every version (newest first) and the selected one (the newest unless given). */
export function promptDetailView(project: DemoProject, name: string, versionNumber?: number) {
  const prompt = project.prompts.find((p) => p.name === name);
  if (!prompt) return undefined;
  const chosen =
    versionNumber === undefined
      ? prompt.versions.at(-1)
      : prompt.versions.find((v) => v.version === versionNumber);
  if (!chosen) return undefined;
  const versions = prompt.versions.map((version) => versionView(project, prompt, version)).reverse();
  const selected = versions.find((v) => v.version === chosen)!;
  return {
    prompt,
    versions,
    selected: {
      ...selected,
      parts: templateParts(chosen.prompt),
      variables: promptVariables(chosen.prompt),
    },
  };
}

export type PromptDetailView = NonNullable<ReturnType<typeof promptDetailView>>;
