// Notebook outputs that follow from the code: a data frame's plain-text form is what pandas prints for
// the table its HTML form shows (alignment, index, wrapping at 80 characters, long text cut at 50),
// numbers in a column have the same decimals, as pandas formats a float column; IDs are not shortened
// by hand. Run by `npm run check:samples` over the cookbook.

/** A data frame as its HTML output shows it: column labels, an index name if any, rows with their index label. */
export interface FrameTable {
  /** Whether the first column of the HTML is the index (a blank header cell, or a row of index names below). */
  hasIndex: boolean;
  /** The name of the column axis (`pd.crosstab(..., colnames=[...])`), shown above the index. */
  columnsName?: string | null;
  columns: string[];
  indexName: string | null;
  rows: { index: string; cells: string[] }[];
}

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&amp;/g, '&')
    .trim();

const cellsOf = (row: string) =>
  [...row.matchAll(/<(t[hd])\b[^>]*>([\s\S]*?)<\/\1>/g)].map((match) => decode(match[2] ?? ''));

/** The table of an HTML output (a data frame's `<table class="dataframe">`), or null when the HTML has none. */
export function parseFrameTable(html: string): FrameTable | null {
  if (!/<table\b/.test(html)) return null;
  const head = /<thead>([\s\S]*?)<\/thead>/.exec(html)?.[1] ?? '';
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  const headRows = [...head.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)].map((match) => cellsOf(match[1] ?? ''));
  const bodyRows = [...body.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)].map((match) => cellsOf(match[1] ?? ''));
  const [labels = [], names] = headRows;
  return {
    hasIndex: labels[0] === '' || names !== undefined,
    columnsName: names !== undefined && labels[0] ? labels[0] : null,
    columns: labels.slice(1),
    indexName: names?.[0] ? names[0] : null,
    rows: bodyRows.map(([index = '', ...cells]) => ({ index, cells })),
  };
}

const numeric = (value: string) =>
  /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(value) || value === 'True' || value === 'False' || value === 'NaN';

/** Python's str.ljust / rjust by code points (what pandas pads by, without East Asian width). */
const width = (text: string) => [...text].length;
const rjust = (text: string, size: number) => ' '.repeat(Math.max(0, size - width(text))) + text;
const ljust = (text: string, size: number) => text + ' '.repeat(Math.max(0, size - width(text)));

/** pandas' `adjoin(1, ...)`: columns padded to their widths, joined by one space. */
function adjoin(columns: string[][]): string[] {
  const widths = columns.map((column) => Math.max(...column.map(width)));
  const lines = columns[0]?.length ?? 0;
  return Array.from({ length: lines }, (_, line) =>
    columns.map((column, index) => ljust(column[line] ?? '', widths[index] ?? 0)).join(' '),
  );
}

/** pandas' `_binify`: where to wrap the columns so that each block fits in `lineWidth`. */
function binify(widths: number[], lineWidth: number): number[] {
  const bins: number[] = [];
  let current = 0;
  widths.forEach((columnWidth, index) => {
    const adjoined = columnWidth + 1;
    current += adjoined;
    const last = index === widths.length - 1;
    if (index > 0 && current + (last ? 1 : 2) > lineWidth) {
      bins.push(index);
      current = adjoined;
    }
  });
  bins.push(widths.length);
  return bins;
}

/** What `print(df)` / a notebook's `text/plain` shows for the table, with pandas' default options. */
export function pandasText(table: FrameTable, lineWidth = 80): string {
  const headerLines = table.indexName === null ? 1 : 2;
  const columns = table.columns.map((label, index) => {
    const values = table.rows.map((row) => row.cells[index] ?? '');
    const isNumeric = values.length > 0 && values.every(numeric);
    const header = isNumeric ? ` ${label}` : label;
    const formatted = values.map((value) => ` ${value}`);
    const size = Math.max(width(header), ...formatted.map(width));
    return [
      rjust(header, size),
      ...(headerLines === 2 ? [rjust('', size)] : []),
      ...formatted.map((value) => rjust(value, size)),
    ];
  });
  const indexValues = table.rows.map((row) => row.index);
  const indexColumn = [
    ...(headerLines === 2 ? [table.columnsName ?? '', table.indexName ?? ''] : ['']),
    ...indexValues,
  ];
  const indexWidth = Math.max(...indexColumn.map(width));
  const index = indexColumn.map((value) => ljust(value, indexWidth));
  const widths = columns.map((column) => Math.max(...column.map(width)));
  const bins = binify(widths, lineWidth - indexWidth - 1);
  const blocks: string[] = [];
  let start = 0;
  bins.forEach((end, bin) => {
    const block = [index, ...columns.slice(start, end)];
    if (bins.length > 1) {
      const rows = index.length;
      block.push(
        bin < bins.length - 1
          ? [' \\', ...Array<string>(rows - 1).fill('  ')]
          : Array<string>(rows).fill(' '),
      );
    }
    blocks.push(adjoin(block).join('\n'));
    start = end;
  });
  return blocks.join('\n\n');
}

/**
 * Problems of one table: no index, decimals that differ within a number column, text cut or shortened
 * by hand, text over 50 characters that pandas would cut (unless the notebook sets
 * `display.max_colwidth` to None: `fullText`).
 */
export function frameTableProblems(table: FrameTable, { fullText = false } = {}): string[] {
  const problems: string[] = [];
  if (!table.hasIndex)
    problems.push(
      'the table has no index column, which pandas always prints (use .reset_index() or set_index())',
    );
  const valueProblems = (value: string) => {
    if (value.includes('…'))
      return [
        `"${value}" is shortened by hand; pandas prints the whole value (or cuts it at 50 characters with "...")`,
      ];
    if (value.endsWith('...') && width(value) !== 50 && value !== '...')
      return [`"${value}" ends in "..." but is not 50 characters long, where pandas cuts long text`];
    if (!fullText && width(value) > 50)
      return [
        `"${value.slice(0, 30)}…" is longer than 50 characters, which pandas cuts to 47 and "..." (or set display.max_colwidth to None)`,
      ];
    return [];
  };
  for (const row of table.rows)
    problems.push(...valueProblems(row.index), ...row.cells.flatMap(valueProblems));
  table.columns.forEach((label, index) => {
    const values = table.rows.map((row) => row.cells[index] ?? '');
    const decimals = new Set(
      values.filter((value) => /^-?\d+\.\d+$/.test(value)).map((value) => value.split('.')[1]?.length),
    );
    const floats = values.some((value) => value.includes('.'));
    if (
      floats &&
      values.every((value) => /^-?\d+(\.\d+)?$/.test(value)) &&
      (decimals.size > 1 || values.some((v) => !v.includes('.')))
    )
      problems.push(
        `column "${label}" prints its numbers with different decimals (${values.join(', ')}); pandas gives a float column one number of decimals`,
      );
  });
  return problems;
}

interface NotebookCell {
  cell_type: string;
  source?: string | string[];
  outputs?: { data?: Record<string, unknown> }[];
}

const joined = (value: unknown) =>
  Array.isArray(value) ? value.join('') : typeof value === 'string' ? value : undefined;

/** Every data frame output of a notebook that pandas would not print as shown, by cell. */
export function notebookFrameProblems(file: string, notebook: { cells: NotebookCell[] }): string[] {
  const problems: string[] = [];
  const fullText = notebook.cells.some((cell) =>
    /display\.max_colwidth["']\s*,\s*None/.test(joined(cell.source) ?? ''),
  );
  notebook.cells.forEach((cell, index) => {
    for (const output of cell.outputs ?? []) {
      // A table in HTML beside a plain-text form that is not an object's repr: a data frame's output.
      const html = joined(output.data?.['text/html']);
      const plainText = joined(output.data?.['text/plain']);
      const table =
        html && plainText !== undefined && !plainText.startsWith('<') ? parseFrameTable(html) : null;
      if (!table) continue;
      const where = `${file} cell ${index + 1}`;
      problems.push(...frameTableProblems(table, { fullText }).map((problem) => `${where}: ${problem}`));
      const plain = joined(output.data?.['text/plain']);
      if (plain === undefined) continue;
      const expected = pandasText(table);
      if (plain !== expected) {
        const got = plain.split('\n');
        const want = expected.split('\n');
        const line = want.findIndex((text, at) => text !== got[at]);
        const at = line === -1 ? want.length : line;
        problems.push(
          `${where}: the text output is not what pandas prints for the table (line ${at + 1}: ${JSON.stringify(got[at] ?? '')}, pandas: ${JSON.stringify(want[at] ?? '')})`,
        );
      }
    }
  });
  return problems;
}

/** 32-hex IDs (trace and observation IDs) and UUIDs in a text. */
const idPattern =
  /(?<![0-9a-f-])(?:[0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![0-9a-f-])/g;

/**
 * Why an ID does not look random, or null: a run of one character, a run in hex order, strict
 * alternation of digits and letters, or far too many or too few letters (a random 32-hex ID has about
 * 12 letters; these patterns have odds below one in ten thousand).
 */
export function idPatternProblem(id: string): string | null {
  const hex = id.replace(/-/g, '');
  if (/(.)\1{4}/.test(hex)) return 'the same character five times in a row';
  const order = '0123456789abcdef';
  for (let at = 0; at + 5 <= hex.length; at += 1) {
    const run = hex.slice(at, at + 5);
    if (order.includes(run) || [...order].reverse().join('').includes(run))
      return `"${run}" runs in hex order`;
  }
  let alternating = 1;
  let longest = 1;
  for (let at = 1; at < hex.length; at += 1) {
    const letter = (c: string | undefined) => c !== undefined && c >= 'a';
    alternating = letter(hex[at]) !== letter(hex[at - 1]) ? alternating + 1 : 1;
    longest = Math.max(longest, alternating);
  }
  if (longest >= 16) return 'digits and letters alternate';
  const letters = [...hex].filter((c) => c >= 'a').length;
  if (letters < 3 || letters > 23) return `${letters} letters in ${hex.length} characters`;
  return null;
}

/** IDs that notebooks print or use that repeat in another notebook or follow a visible pattern. */
export function notebookIdProblems(notebooks: { file: string; text: string }[]): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const { file, text } of notebooks) {
    for (const id of new Set(text.match(idPattern) ?? [])) {
      const first = seen.get(id);
      if (first && first !== file)
        problems.push(`${file}: the ID ${id} also appears in ${first}; each notebook makes its own`);
      else seen.set(id, file);
      const pattern = idPatternProblem(id);
      if (pattern) problems.push(`${file}: the ID ${id} does not look random (${pattern})`);
    }
  }
  return problems;
}
