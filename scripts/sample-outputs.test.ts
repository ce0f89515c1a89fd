import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  frameTableProblems,
  idPatternProblem,
  expectedPromptTokens,
  notebookFigureProblems,
  notebookFrameProblems,
  notebookIdProblems,
  notebookTokenCountProblems,
  pandasText,
  type FrameTable,
} from './sample-outputs';

const frame = (table: Partial<FrameTable>): FrameTable => ({
  hasIndex: true,
  columnsName: null,
  indexName: null,
  columns: [],
  rows: [],
  ...table,
});

const html = (table: FrameTable) =>
  `<table class="dataframe"><thead><tr><th></th>${table.columns.map((c) => `<th>${c}</th>`).join('')}</tr></thead><tbody>${table.rows
    .map((row) => `<tr><th>${row.index}</th>${row.cells.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

describe('data frames as pandas prints them', () => {
  it('right-aligns values and headers, left-aligns the index, and puts a space before number headers', () => {
    const table = frame({
      columns: ['model', 'latency_s'],
      rows: [
        { index: '0', cells: ['gpt-4o-mini', '0.41'] },
        { index: '1', cells: ['gpt-4.1-mini', '1.20'] },
      ],
    });
    expect(pandasText(table)).toBe(
      ['          model  latency_s', '0   gpt-4o-mini       0.41', '1  gpt-4.1-mini       1.20'].join('\n'),
    );
  });

  it('prints an index name on its own line and a column axis name above the index', () => {
    const table = frame({
      columnsName: 'judge',
      indexName: 'human',
      columns: ['correct', 'wrong'],
      rows: [{ index: 'correct', cells: ['30', '1'] }],
    });
    expect(pandasText(table)).toBe(
      ['judge    correct  wrong', 'human                  ', 'correct       30      1'].join('\n'),
    );
  });

  it('wraps columns that do not fit in 80 characters into blocks marked with a backslash', () => {
    const long = 'x'.repeat(45);
    const table = frame({ columns: ['a', 'b'], rows: [{ index: '0', cells: [long, long] }] });
    const lines = pandasText(table).split('\n');
    expect(lines[0]?.endsWith('  \\')).toBe(true);
    expect(lines[2]).toBe('');
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(80);
  });

  it('never makes a line longer than 80 characters when the columns could be wrapped (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 30, unit: fc.constantFrom('a', 'b', ' ') }), {
          minLength: 1,
          maxLength: 8,
        }),
        (cells) => {
          const table = frame({ columns: cells.map((_, i) => `c${i}`), rows: [{ index: '0', cells }] });
          for (const line of pandasText(table).split('\n')) expect(line.length).toBeLessThanOrEqual(80);
        },
      ),
    );
  });

  it('names a float column with mixed decimals, IDs shortened by hand, long text and a missing index', () => {
    const problems = frameTableProblems(
      frame({
        hasIndex: false,
        columns: ['trace', 'cost_usd', 'comment'],
        rows: [
          { index: '0', cells: ['a81c…4f0', '0.4641', 'x'.repeat(60)] },
          { index: '1', cells: ['0b3e…91d', '0.004', 'ok'] },
        ],
      }),
    );
    expect(problems).toEqual([
      expect.stringMatching(/no index column/),
      expect.stringMatching(/"a81c…4f0" is shortened by hand/),
      expect.stringMatching(/longer than 50 characters/),
      expect.stringMatching(/"0b3e…91d" is shortened by hand/),
      expect.stringMatching(/column "cost_usd" prints its numbers with different decimals/),
    ]);
  });

  it("fails a notebook whose text output is not pandas' text for its HTML table, and accepts the right one", () => {
    const table = frame({ columns: ['label'], rows: [{ index: '0', cells: ['billing'] }] });
    const notebook = (plain: string) => ({
      cells: [
        {
          cell_type: 'code',
          source: 'df',
          outputs: [{ data: { 'text/html': html(table), 'text/plain': plain } }],
        },
      ],
    });
    expect(notebookFrameProblems('nb.ipynb', notebook('   label\n0  billing'))).toEqual([
      expect.stringMatching(
        /^nb\.ipynb cell 1: the text output is not what pandas prints for the table \(line 1/,
      ),
    ]);
    expect(notebookFrameProblems('nb.ipynb', notebook(pandasText(table)))).toEqual([]);
  });
});

describe('IDs in notebooks', () => {
  it('names an ID repeated in another notebook and one with a visible pattern', () => {
    const shared = randomBytes(16).toString('hex');
    expect(
      notebookIdProblems([
        { file: 'a.ipynb', text: `trace ${shared}` },
        { file: 'b.ipynb', text: `trace ${shared}, and 5f0c2a7e1b9d4c3f8a6e2d1c0b9a8f7e` },
      ]),
    ).toEqual([
      `b.ipynb: the ID ${shared} also appears in a.ipynb; each notebook makes its own`,
      'b.ipynb: the ID 5f0c2a7e1b9d4c3f8a6e2d1c0b9a8f7e does not look random (digits and letters alternate)',
    ]);
    expect(idPatternProblem('0123456789abcdef0123456789abcdef')).toMatch(/runs in hex order/);
    expect(idPatternProblem('aaaaa1f09b7d4e2c8f6a0b1d2e3f4a5b')).toMatch(/five times/);
  });

  it('accepts random IDs (property: rarely flags what a random generator makes)', () => {
    let flagged = 0;
    for (let i = 0; i < 2000; i += 1) if (idPatternProblem(randomBytes(16).toString('hex'))) flagged += 1;
    expect(flagged).toBeLessThan(20);
  });
});

describe('measured figures in notebooks', () => {
  const source = [
    'response = client.chat.completions.create(',
    '    model="gpt-4o-mini",',
    '    messages=[{"role": "user", "content": "List three things to log for every LLM call."}],',
    ')',
    'print(f"usage: {response.usage.prompt_tokens} in, {response.usage.completion_tokens} out")',
  ].join('\n');
  const cell = (printed: string, tags?: string[]) => ({
    cells: [
      {
        cell_type: 'code',
        source,
        metadata: tags ? { tags } : {},
        outputs: [{ output_type: 'stream', text: printed }],
      },
    ],
  });

  it("recomputes a chat call's prompt tokens with the model's tokenizer and names a count the code cannot give", async () => {
    expect(await expectedPromptTokens(source)).toBe(18);
    const wrong = await notebookFigureProblems(
      'nb.ipynb',
      cell('usage: 31 in, 29 out\n', ['example-output']),
    );
    expect(wrong.problems).toEqual([
      "nb.ipynb cell 1: prints 31 prompt tokens, but its input is 18 tokens for the model's tokenizer",
    ]);
    const right = await notebookFigureProblems(
      'nb.ipynb',
      cell('usage: 18 in, 29 out\n', ['example-output']),
    );
    expect(right).toEqual({ problems: [], recomputed: 1, examples: 1 });
  });

  it('asks for the example-output tag where a cell prints figures that differ from run to run', async () => {
    const untagged = await notebookFigureProblems('nb.ipynb', cell('usage: 18 in, 29 out\n'));
    expect(untagged.problems).toEqual([
      expect.stringMatching(/^nb\.ipynb cell 1: prints figures that differ from run to run/),
    ]);
    expect(await expectedPromptTokens(source.replace('"List three', 'question + "List three'))).toBeNull();
  });
});

describe('token counts across notebooks', () => {
  it('names a count that two unrelated notebooks print, and ignores settings such as max_tokens', () => {
    const notebook = (source: string, printed: string) => ({
      cells: [{ cell_type: 'code', source, outputs: [{ output_type: 'stream', text: printed }] }],
    });
    expect(
      notebookTokenCountProblems([
        { file: 'a.ipynb', notebook: notebook('ask(max_tokens=300)', 'output tokens: 412 (reasoning: 388)') },
        {
          file: 'b.ipynb',
          notebook: notebook('ask(max_tokens=300)', '2 model requests, 412 input and 71 output tokens'),
        },
      ]),
    ).toEqual([
      "the token count 412 appears in a.ipynb, b.ipynb; each notebook's calls have counts of their own",
    ]);
  });
});
