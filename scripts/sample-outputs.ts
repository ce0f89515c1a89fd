// Notebook outputs that follow from the code: a data frame's plain-text form is what pandas prints for
// the table its HTML form shows (alignment, index, wrapping at 80 characters, long text cut at 50),
// numbers in a column have the same decimals, as pandas formats a float column; IDs are not shortened
// by hand. Run by `npm run check:samples` over the cookbook.
import { bundleText } from '../lib/notebook/nbformat';

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
  outputs?: { output_type?: string; text?: string | string[]; data?: Record<string, unknown> }[];
}

/** A notebook's multiline text (a string, or the list of lines nbformat allows). */
const joined = bundleText;

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

// Token counts a notebook prints, recomputed from its own inputs where the model's tokenizer is known
// (OpenAI's, through gpt-tokenizer): a chat call whose messages are all literal strings, an embeddings
// call whose input is a literal list. Other counts, timings and costs cannot come from this machine:
// their cells carry the Jupyter tag `example-output`, which the page shows as "Example output".

/** The o200k models (chat) and cl100k models (embeddings) whose counts the check recomputes. */
const chatTokenizerModels = /^(gpt-4o|gpt-4\.1|o3|o4-mini)/;
const embeddingModels = /^text-embedding-3-/;

/** Python string literals ("…" or '…', no escapes other than \" \' \\ \n). */
const pyString = /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'/y;
const unescape = (text: string) => text.replace(/\\n/g, '\n').replace(/\\(["'\\])/g, '$1');

/** The literal list of a call's argument (`messages=[…]`, `input=[…]`), or null when the argument is not a literal. */
function literalList(source: string, argument: string): string | null {
  const start = new RegExp(`\\b${argument}\\s*=\\s*\\[`).exec(source);
  if (!start) return null;
  let depth = 0;
  for (let at = start.index + start[0].length - 1; at < source.length; at += 1) {
    if (source[at] === '[') depth += 1;
    if (source[at] === ']' && --depth === 0) return source.slice(start.index + start[0].length, at);
  }
  return null;
}

/** `[{"role": "…", "content": "…"}, …]` with only literal strings, or null. */
function literalMessages(list: string): { role: string; content: string }[] | null {
  const messages: { role: string; content: string }[] = [];
  const rest = list.replace(
    /\{\s*["']role["']\s*:\s*("[^"\n]*"|'[^'\n]*')\s*,\s*["']content["']\s*:\s*("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')\s*\}/g,
    (_, role: string, content: string) => {
      messages.push({ role: role.slice(1, -1), content: unescape(content.slice(1, -1)) });
      return '';
    },
  );
  return /^[\s,]*$/.test(rest) && messages.length > 0 ? messages : null;
}

/** `["…", "…"]` with only literal strings, or null. */
function literalStrings(list: string): string[] | null {
  const strings: string[] = [];
  let at = 0;
  while (at < list.length) {
    if (/[\s,]/.test(list[at] ?? '')) {
      at += 1;
      continue;
    }
    pyString.lastIndex = at;
    const match = pyString.exec(list);
    if (!match) return null;
    strings.push(unescape(match[1] ?? match[2] ?? ''));
    at = pyString.lastIndex;
  }
  return strings.length > 0 ? strings : null;
}

/**
 * A regular expression for the line a `print(…)` writes, with one group per argument, and the index of
 * the argument that names `expression` (or -1). Handles string literals, f-strings and expressions.
 */
function printPattern(call: string, expression: RegExp): { pattern: RegExp; group: number } | null {
  const args = /print\(([\s\S]*)\)\s*$/.exec(call.trim())?.[1];
  if (args === undefined) return null;
  // The arguments, split at the commas outside strings and brackets.
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (const char of args) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  if (current.trim()) parts.push(current.trim());
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  let group = -1;
  let groups = 0;
  const pieces = parts.map((part) => {
    const fString = /^f(["'])(.*)\1$/.exec(part);
    if (fString) {
      return (fString[2] ?? '')
        .split(/(\{[^}]*\})/)
        .map((piece) => {
          if (!piece.startsWith('{')) return escape(unescape(piece));
          groups += 1;
          if (expression.test(piece)) group = groups;
          return '(\\S+)';
        })
        .join('');
    }
    const literal = /^(["'])(.*)\1$/.exec(part);
    if (literal) return escape(unescape(literal[2] ?? ''));
    if (/^(sep|end)=/.test(part)) return '';
    groups += 1;
    if (expression.test(part)) group = groups;
    return '(\\S+)';
  });
  return group === -1 ? null : { pattern: new RegExp(`^${pieces.filter(Boolean).join(' ')}$`), group };
}

const streamText = (outputs: NotebookOutput[]) =>
  outputs.map((output) => (output.output_type === 'stream' ? (joined(output.text) ?? '') : '')).join('');

interface NotebookOutput {
  output_type?: string;
  text?: string | string[];
  data?: Record<string, unknown>;
}

/** The prompt tokens a cell's code makes the model count, or null when its inputs are not literal or its model's tokenizer is unknown. */
export async function expectedPromptTokens(source: string): Promise<number | null> {
  const model = /\bmodel\s*=\s*["']([^"']+)["']/.exec(source)?.[1];
  if (!model) return null;
  if (chatTokenizerModels.test(model)) {
    const list = literalList(source, 'messages');
    const messages = list === null ? null : literalMessages(list);
    if (!messages) return null;
    const { encodeChat } = await import('gpt-tokenizer/model/gpt-4o');
    return encodeChat(messages, 'gpt-4o').length;
  }
  if (embeddingModels.test(model)) {
    const list = literalList(source, 'input') ?? literalList(source, 'documents');
    const strings = list === null ? null : literalStrings(list);
    const documents =
      strings ??
      (() => {
        const name = /\binput\s*=\s*(\w+)/.exec(source)?.[1];
        const assigned = name ? literalList(source, name) : null;
        return assigned === null ? null : literalStrings(assigned);
      })();
    if (!documents) return null;
    const { encode } = await import('gpt-tokenizer/encoding/cl100k_base');
    return documents.reduce((sum, text) => sum + encode(text).length, 0);
  }
  return null;
}

/** Code that prints a measured figure: usage, token counts, timings, costs. */
const measuringCode =
  /\b(usage|\w*_tokens|\w*_token_count|perf_counter|monotonic|time\.time|latency\w*|elapsed\w*|duration\w*|cost\w*|charged)\b/;
/** Output that shows a measured figure: a time, a token count, a price, a progress bar's rate. */
const measuredOutput = /\b\d+(?:\.\d+)?\s?(?:ms|s)\b|\b\d+\s+tokens?\b|\$\d|\d+(?:\.\d+)?s\/it\b/;

/**
 * Token counts a notebook prints that its code cannot produce (recomputed where the tokenizer is known),
 * and measured figures (usage, timings, costs) in a cell without the `example-output` tag.
 */
export async function notebookFigureProblems(
  file: string,
  notebook: { cells: (NotebookCell & { metadata?: { tags?: string[] } })[] },
): Promise<{ problems: string[]; recomputed: number; examples: number }> {
  const problems: string[] = [];
  let recomputed = 0;
  let examples = 0;
  for (const [index, cell] of notebook.cells.entries()) {
    if (cell.cell_type !== 'code') continue;
    const source = joined(cell.source) ?? '';
    const outputs = (cell.outputs ?? []) as NotebookOutput[];
    const text = streamText(outputs);
    const results = outputs.map((output) => joined(output.data?.['text/plain']) ?? '').join('\n');
    const where = `${file} cell ${index + 1}`;
    const expected = await expectedPromptTokens(source);
    if (expected !== null) {
      for (const call of source.split('\n').filter((line) => /^\s*print\(.*prompt_tokens/.test(line))) {
        const shape = printPattern(call, /prompt_tokens/);
        const line = shape && text.split('\n').find((candidate) => shape.pattern.test(candidate));
        const printed = line && shape ? Number(shape.pattern.exec(line)?.[shape.group]) : NaN;
        if (Number.isNaN(printed)) continue;
        recomputed += 1;
        if (printed !== expected)
          problems.push(
            `${where}: prints ${printed} prompt tokens, but its input is ${expected} tokens for the model's tokenizer`,
          );
      }
    }
    const tagged = cell.metadata?.tags?.includes('example-output') ?? false;
    if (tagged) examples += 1;
    const printsMeasure =
      (text + results).trim() !== '' &&
      (source
        .split('\n')
        .some((line) => /\bprint\(|^\s*(display\()?\w+\s*$/.test(line) && measuringCode.test(line)) ||
        measuredOutput.test(text) ||
        /\b(latency|cost|tokens?)\w*\b/.test(results.split('\n')[0] ?? ''));
    if (!tagged && printsMeasure)
      problems.push(
        `${where}: prints figures that differ from run to run (usage, timings or costs); tag the cell example-output so the page says so`,
      );
  }
  return { problems, recomputed, examples };
}

/** Token counts of 100 and more that a text states ("412 input tokens", `output_tokens=412`, "tokens: 412"). */
function tokenCounts(text: string): number[] {
  const counts: number[] = [];
  const patterns = [
    /\b(\d+)\s+(?:(?:input|output|prompt|completion|reasoning|cached)\s+)?tokens?\b/gi,
    /\b(?:input|output|prompt|completion|total|reasoning|cached_input)_tokens["']?\s*[:=]\s*(\d+)\b/gi,
    /\btokens?:\s*(\d+)\b/gi,
    /\b(\d+) in, (\d+) out\b/gi,
    /\b(\d+) input and (\d+) output\b/gi,
  ];
  for (const pattern of patterns)
    for (const match of text.matchAll(pattern))
      for (const group of match.slice(1)) if (group && Number(group) >= 100) counts.push(Number(group));
  return counts;
}

/**
 * Token counts that several unrelated notebooks print or set: each notebook's calls have their own
 * inputs and answers, so the same count in two of them is a number copied, not measured.
 */
export function notebookTokenCountProblems(
  notebooks: { file: string; notebook: { cells: NotebookCell[] } }[],
): string[] {
  const byCount = new Map<number, Set<string>>();
  for (const { file, notebook } of notebooks) {
    const text = notebook.cells
      .filter((cell) => cell.cell_type === 'code')
      .map((cell) =>
        [
          joined(cell.source) ?? '',
          ...(cell.outputs ?? []).map(
            (output) => joined(output.text) ?? joined(output.data?.['text/plain']) ?? '',
          ),
        ].join('\n'),
      )
      .join('\n');
    for (const count of tokenCounts(text)) byCount.set(count, (byCount.get(count) ?? new Set()).add(file));
  }
  return [...byCount]
    .filter(([, files]) => files.size > 1)
    .map(
      ([count, files]) =>
        `the token count ${count} appears in ${[...files].join(', ')}; each notebook's calls have counts of their own`,
    );
}
