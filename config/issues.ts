/**
 * The one wording of validation problems, for every schema of the project (site configuration,
 * environment, front matter, notebooks, the cookbook registry, the demo project, storyboards, tool
 * arguments): `<file>: <field.path>: <message>`, e.g.
 * `content/demo/project.json: traces[2].observations[4].endMs: must not be before startMs (1200)`.
 * Without a file (the environment, a tool's arguments) the line is `<field.path>: <message>`.
 *
 * It lives in `config/` because that is the lowest layer: `config/` imports nothing of the project
 * (its schemas are read by build scripts on their own), and `lib/`, `server/` and `scripts/` may all
 * import from it. It knows nothing of zod beyond the shape of an issue.
 */

/** The name of the field path of a problem with the whole object (a missing or unknown key at the top). */
export const wholeObject = '(root)';

/** What the formatter reads of a validation issue (a zod issue has both). */
export interface ValidationIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** A field path as written in the problems: `traces[2].observations[4].endMs`; `(root)` when empty. */
export function fieldPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return wholeObject;
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

/** One problem: `<file>: <field.path>: <message>`, or `<field.path>: <message>` without a file. */
export function formatIssue(issue: ValidationIssue, file?: string): string {
  const line = `${fieldPath(issue.path)}: ${issue.message}`;
  return file ? `${file}: ${line}` : line;
}

/** Every problem, one line each (see `formatIssue`). */
export function formatIssues(issues: readonly ValidationIssue[], file?: string): string[] {
  return issues.map((issue) => formatIssue(issue, file));
}

/**
 * A heading and every problem under it, as thrown at start or build:
 * `Invalid site configuration:\n  - config/site.ts: regions[0].url: must be an http(s) URL`.
 */
export function issueReport(heading: string, issues: readonly ValidationIssue[], file?: string): string {
  return [`${heading}:`, ...formatIssues(issues, file).map((line) => `  - ${line}`)].join('\n');
}
