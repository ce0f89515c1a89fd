import type { DemoProject, Prompt, PromptRef, PromptVersion, Trace } from './schema';

const variablePattern = /\{\{\s*([A-Za-z_][\w-]*)\s*\}\}/g;

/** The variables of a template (`{{product}}`), each once, in order of first use. */
export function promptVariables(template: string): string[] {
  return [...new Set([...template.matchAll(variablePattern)].map((match) => match[1]!))];
}

/** A template cut into text and variables, to show the variables apart. */
export type TemplatePart = { text: string } | { variable: string };

export function templateParts(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of template.matchAll(variablePattern)) {
    if (match.index > last) parts.push({ text: template.slice(last, match.index) });
    parts.push({ variable: match[1]! });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push({ text: template.slice(last) });
  return parts;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The variable values that turn `template` into `text`, or null when `text` was not compiled from it:
 * how the trace view shows what a generation's prompt was filled with.
 */
export function compiledVariables(template: string, text: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = templateParts(template)
    .map((part) => {
      if ('text' in part) return escape(part.text);
      // A variable used twice must have the same value both times.
      const seen = names.indexOf(part.variable);
      if (seen !== -1) return `\\${seen + 1}`;
      names.push(part.variable);
      return '([\\s\\S]*?)';
    })
    .join('');
  const match = new RegExp(`^${pattern}$`).exec(text);
  if (!match) return null;
  return Object.fromEntries(names.map((name, index) => [name, match[index + 1]!]));
}

/** A version's labels as the app shows them: its own, and `latest` on the newest version. */
export function versionLabels(prompt: Pick<Prompt, 'versions'>, version: PromptVersion): string[] {
  const newest = Math.max(...prompt.versions.map((v) => v.version));
  return version.version === newest ? [...version.labels, 'latest'] : [...version.labels];
}

/** The version a label marks, e.g. the `production` one. */
export function versionWithLabel(prompt: Prompt, label: string): PromptVersion | undefined {
  return prompt.versions.find((version) => versionLabels(prompt, version).includes(label));
}

/** The traces whose generations were compiled from `version` of the prompt `name`, oldest first. */
export function tracesUsingPrompt(
  project: Pick<DemoProject, 'traces'>,
  name: string,
  version: number,
): Trace[] {
  return project.traces
    .filter((trace) =>
      trace.observations.some(
        (o) => o.type === 'generation' && o.prompt?.name === name && o.prompt.version === version,
      ),
    )
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}

/** The version a generation or a run names, if the project has it. */
export function findPromptVersion(prompts: readonly Prompt[], ref: PromptRef): PromptVersion | undefined {
  return prompts.find((p) => p.name === ref.name)?.versions.find((v) => v.version === ref.version);
}
