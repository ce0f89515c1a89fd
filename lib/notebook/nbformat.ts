import { toString } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { z } from 'zod';
import { searchKeywords } from '@/config/content-schema';
import { formatIssue } from '@/config/issues';

/** Multi-line text in nbformat: a string or a list of lines (each keeping its `\n`). */
const multiline = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value.join('') : value));

const mimeBundle = z.record(z.string(), z.union([multiline, z.unknown()]));

const outputSchema = z.discriminatedUnion('output_type', [
  z.object({ output_type: z.literal('stream'), name: z.enum(['stdout', 'stderr']), text: multiline }),
  z.object({
    output_type: z.literal('execute_result'),
    execution_count: z.number().int().nullable(),
    data: mimeBundle,
    metadata: z.record(z.string(), z.unknown()).optional(),
  }),
  z.object({
    output_type: z.literal('display_data'),
    data: mimeBundle,
    metadata: z.record(z.string(), z.unknown()).optional(),
  }),
  z.object({
    output_type: z.literal('error'),
    ename: z.string(),
    evalue: z.string(),
    traceback: z.array(z.string()),
  }),
]);

const cellMetadata = z.looseObject({ tags: z.array(z.string()).optional() }).optional();

const cellSchema = z.discriminatedUnion('cell_type', [
  z.object({
    cell_type: z.literal('markdown'),
    id: z.string().optional(),
    metadata: cellMetadata,
    source: multiline,
  }),
  z.object({
    cell_type: z.literal('raw'),
    id: z.string().optional(),
    metadata: cellMetadata,
    source: multiline,
  }),
  z.object({
    cell_type: z.literal('code'),
    id: z.string().optional(),
    metadata: cellMetadata,
    source: multiline,
    execution_count: z.number().int().nullable(),
    outputs: z.array(outputSchema),
  }),
]);

export const notebookSchema = z.object({
  nbformat: z.literal(4, { error: 'must be 4 (only nbformat 4 notebooks are rendered)' }),
  nbformat_minor: z.number().int(),
  metadata: z.looseObject({
    title: z.string().optional(),
    description: z.string().optional(),
    kernelspec: z.looseObject({ language: z.string().optional(), name: z.string().optional() }).optional(),
    language_info: z.looseObject({ name: z.string().optional() }).optional(),
    spanlight: z
      .looseObject({
        title: z.string().optional(),
        description: z.string().optional(),
        keywords: searchKeywords.optional(),
      })
      .optional(),
  }),
  cells: z.array(cellSchema),
});

export type Notebook = z.infer<typeof notebookSchema>;
export type NotebookCell = Notebook['cells'][number];
export type CodeCell = Extract<NotebookCell, { cell_type: 'code' }>;
export type NotebookOutput = CodeCell['outputs'][number];

/** Parses a notebook's JSON text; throws naming the file and the field that is wrong. */
export function parseNotebook(text: string, file: string): Notebook {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
  }
  const result = notebookSchema.safeParse(json);
  if (!result.success) {
    throw new Error(formatIssue(result.error.issues[0]!, file));
  }
  return result.data;
}

const tagged = (cell: NotebookCell, tag: string) => cell.metadata?.tags?.includes(tag) ?? false;

/**
 * Whether a code cell's outputs are an example: figures a recorded run printed that differ on every run
 * (token counts, timings, costs). Cells tagged `example-output`; `npm run check:samples` requires the
 * tag where a cell prints such figures (scripts/sample-outputs.ts).
 */
export const isExampleOutput = (cell: NotebookCell) => tagged(cell, 'example-output');

/** The cells a page shows: without those tagged `remove-cell`, and without outputs tagged `remove-output`. */
export function visibleCells(notebook: Notebook): NotebookCell[] {
  return notebook.cells
    .filter((cell) => !tagged(cell, 'remove-cell'))
    .map((cell) =>
      cell.cell_type === 'code' && tagged(cell, 'remove-output') ? { ...cell, outputs: [] } : cell,
    );
}

/**
 * The cells a notebook page shows, in order: the visible cells, with the title heading taken out of
 * the first markdown cell (the page shows the title from the registry). The rendered page, its
 * Markdown twin and its search text and table of contents all walk these.
 */
export function pageCells(notebook: Notebook): NotebookCell[] {
  let titleRemoved = false;
  return visibleCells(notebook).map((cell) => {
    if (cell.cell_type !== 'markdown' || titleRemoved) return cell;
    titleRemoved = true;
    return { ...cell, source: withoutTitleHeading(cell.source) };
  });
}

/** The notebook's kernel language for highlighting code cells (`python` when unknown). */
export function kernelLanguage(notebook: Notebook): string {
  return (
    notebook.metadata.kernelspec?.language ??
    notebook.metadata.language_info?.name ??
    'python'
  ).toLowerCase();
}

const firstHeading = /^\s*#\s+(.+?)\s*#*\s*$/m;

const markdownParser = unified().use(remarkParse);
/** The plain text of a line of Markdown: emphasis, code and links unwrapped, underscores inside words kept (`config_id`). */
const plainText = (markdown: string) => toString(markdownParser.parse(markdown)).replace(/\s+/g, ' ').trim();

/**
 * Title and description: from the notebook metadata (`title`/`description`, top level or under
 * `spanlight`), else the first markdown cell's `# heading` and the paragraph after it. Search
 * keywords only from `spanlight.keywords`.
 */
export function notebookInfo(
  notebook: Notebook,
  file: string,
): { title: string; description: string; keywords?: string[] } {
  const meta = notebook.metadata;
  const firstMarkdown = notebook.cells.find((cell) => cell.cell_type === 'markdown')?.source ?? '';
  const heading = firstMarkdown.match(firstHeading);
  const title = meta.spanlight?.title ?? meta.title ?? (heading?.[1] ? plainText(heading[1]) : undefined);
  if (!title) throw new Error(`${file}: no title (set metadata.title or start with a "# heading" cell)`);
  const afterHeading = heading ? firstMarkdown.slice(heading.index! + heading[0].length) : firstMarkdown;
  const paragraph = afterHeading
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .find((block) => block && !block.startsWith('#'));
  const description =
    meta.spanlight?.description ?? meta.description ?? (paragraph ? plainText(paragraph) : undefined);
  if (!description)
    throw new Error(`${file}: no description (set metadata.description or add an introduction)`);
  const keywords = meta.spanlight?.keywords;
  return keywords ? { title, description, keywords } : { title, description };
}

/** Removes the first markdown cell's `# title` line: the page header shows the title. */
export function withoutTitleHeading(source: string): string {
  return source.replace(firstHeading, '').replace(/^\s+/, '');
}

/**
 * The language to highlight a code cell in: the kernel's, except for a cell made only of IPython
 * magics and shell escapes (`%pip install …`, `!ls`), which reads as a shell command.
 */
export function codeCellLanguage(source: string, kernel: string): string {
  const lines = source.split('\n').filter((line) => line.trim() !== '');
  return lines.length > 0 && lines.every((line) => /^\s*[%!]/.test(line)) ? 'shell' : kernel;
}

/** A MIME bundle value as text (nbformat allows a string or a list of lines). */
export function bundleText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((line) => typeof line === 'string')) return value.join('');
  return undefined;
}
