import { parse } from 'yaml';
import type { z } from 'zod';
import { collectionSchemas, metaFileSchema } from '../config/content-schema';
import { formatIssues } from '../config/issues';
import { demoProjectProblems } from '../lib/demo/validate';
import { onDemandMdxProblems } from './on-demand-mdx.mjs';

/** The demo project's data (lib/demo/schema.ts), checked with the content. */
export const demoProjectFile = 'content/demo/project.json';

/** `file: field: message` for each way `data` breaks `schema`; none when it matches. */
function schemaProblems(file: string, schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  return formatIssues(result.error.issues, file);
}

/** The schema of the collection a content file belongs to, by its folder. */
const schemaOf = (file: string): z.ZodType | undefined =>
  Object.entries(collectionSchemas).find(([dir]) => file.startsWith(`${dir}/`))?.[1];

/**
 * What is wrong with one content file (a path under `content/`, with `/` separators, and its text),
 * as lines naming the file and, for a schema error, the field: front matter that is missing, not YAML,
 * or breaks its collection's schema; a `meta.json` that is not JSON or breaks the folder schema; the
 * demo project's data (`content/demo/project.json`) that breaks its schema; and
 * in the docs collection, which is compiled on demand, imports, exports and images named by file path.
 */
/**
 * Link texts that name a concept with a page of its own, and that page: a link whose text is one of
 * these leads there (the review of issue 34 found "score config" links to the custom scores page).
 */
export const termPages: Record<string, string> = {
  'score config': '/docs/evaluation/scores/score-configs',
  'score configs': '/docs/evaluation/scores/score-configs',
};

/** Markdown links whose text is a term of `termPages` but whose target is another page. */
export function termLinkProblems(file: string, text: string): string[] {
  const problems: string[] = [];
  for (const [, label, target] of text.matchAll(/\[([^\]\n]{1,80})\]\(([^)\s]+)\)/g)) {
    const page = termPages[label!.trim().toLowerCase()];
    const path = target!.split('#')[0]!.replace(/\/$/, '');
    if (page && path !== page) problems.push(`${file}: the link "${label}" leads to ${target}, not ${page}`);
  }
  return problems;
}

export function contentFileProblems(file: string, text: string): string[] {
  if (file === demoProjectFile) {
    try {
      return demoProjectProblems(JSON.parse(text), file);
    } catch (error) {
      return [`${file}: not valid JSON: ${(error as Error).message}`];
    }
  }
  if (file.endsWith('.json')) {
    try {
      return schemaProblems(file, metaFileSchema, JSON.parse(text));
    } catch (error) {
      return [`${file}: not valid JSON: ${(error as Error).message}`];
    }
  }
  const problems: string[] = file.startsWith('content/docs/') ? onDemandMdxProblems(file, text) : [];
  problems.push(...termLinkProblems(file, text));
  const match = text.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n/);
  if (!match) {
    if (file !== 'content/SDK_API.md')
      problems.push(`${file}: no front matter (--- block with title and description)`);
    return problems;
  }
  let data: unknown;
  try {
    data = parse(match[1]!);
  } catch (error) {
    problems.push(`${file}: front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
    return problems;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    problems.push(`${file}: front matter is not a mapping`);
    return problems;
  }
  const schema = schemaOf(file);
  if (schema) problems.push(...schemaProblems(file, schema, data));
  return problems;
}
