import { describe, expect, it } from 'vitest';
import {
  codeCellLanguage,
  kernelLanguage,
  notebookInfo,
  pageCells,
  parseNotebook,
  visibleCells,
  withoutTitleHeading,
} from './nbformat';

const notebook = (cells: unknown[], metadata: Record<string, unknown> = {}) =>
  JSON.stringify({ nbformat: 4, nbformat_minor: 5, metadata, cells });

describe('parseNotebook', () => {
  it('reads nbformat 4 and joins multi-line sources', () => {
    const nb = parseNotebook(
      notebook([{ cell_type: 'markdown', metadata: {}, source: ['# Title\n', '\n', 'Intro.'] }]),
      'a.ipynb',
    );
    expect(nb.cells[0]!.source).toBe('# Title\n\nIntro.');
  });

  it('names the file and the field that is wrong', () => {
    expect(() => parseNotebook('{', 'a.ipynb')).toThrow(/^a\.ipynb: not valid JSON/);
    expect(() =>
      parseNotebook(JSON.stringify({ nbformat: 3, nbformat_minor: 0, metadata: {}, cells: [] }), 'b.ipynb'),
    ).toThrow('b.ipynb: nbformat: must be 4 (only nbformat 4 notebooks are rendered)');
    expect(() =>
      parseNotebook(
        notebook([
          {
            cell_type: 'code',
            metadata: {},
            source: 'x',
            execution_count: 1,
            outputs: [{ output_type: 'bogus' }],
          },
        ]),
        'c.ipynb',
      ),
    ).toThrow(/^c\.ipynb: cells\[0\]\.outputs\[0\]\.output_type: /);
  });
});

describe('notebookInfo', () => {
  it('takes the title from the first heading and the description from the paragraph after it', () => {
    const nb = parseNotebook(
      notebook([
        {
          cell_type: 'markdown',
          metadata: {},
          source: '# Trace *LangChain*\n\nThis [guide](/x) shows `how`.\n\n## Next',
        },
      ]),
      'a.ipynb',
    );
    expect(notebookInfo(nb, 'a.ipynb')).toEqual({
      title: 'Trace LangChain',
      description: 'This guide shows how.',
    });
  });

  it('keeps underscores inside words of the title and description (config_id, max_tokens)', () => {
    const nb = parseNotebook(
      notebook([
        {
          cell_type: 'markdown',
          metadata: {},
          source:
            '# Score configs and config_id\n\nPass `config_id` and _emphasis_ with __bold__ and max_tokens.',
        },
      ]),
      'a.ipynb',
    );
    expect(notebookInfo(nb, 'a.ipynb')).toEqual({
      title: 'Score configs and config_id',
      description: 'Pass config_id and emphasis with bold and max_tokens.',
    });
  });

  it('prefers the notebook metadata', () => {
    const nb = parseNotebook(
      notebook([{ cell_type: 'markdown', metadata: {}, source: '# Heading\n\nText.' }], {
        spanlight: { description: 'From metadata.' },
        title: 'Meta title',
      }),
      'a.ipynb',
    );
    expect(notebookInfo(nb, 'a.ipynb')).toEqual({ title: 'Meta title', description: 'From metadata.' });
  });

  it('takes search keywords from metadata.spanlight.keywords, and fails naming a bad one', () => {
    const nb = parseNotebook(
      notebook([{ cell_type: 'markdown', metadata: {}, source: '# Heading\n\nText.' }], {
        spanlight: { keywords: ['redact', ' chat history '] },
      }),
      'a.ipynb',
    );
    expect(notebookInfo(nb, 'a.ipynb').keywords).toEqual(['redact', 'chat history']);
    expect(() =>
      parseNotebook(
        notebook([{ cell_type: 'markdown', metadata: {}, source: '# H\n\nT.' }], {
          spanlight: { keywords: ['x'.repeat(61)] },
        }),
        'b.ipynb',
      ),
    ).toThrow(/^b\.ipynb: metadata\.spanlight\.keywords\[0\]: /);
  });

  it('fails naming the file when there is no title', () => {
    const nb = parseNotebook(
      notebook([{ cell_type: 'markdown', metadata: {}, source: 'Just text.' }]),
      'a.ipynb',
    );
    expect(() => notebookInfo(nb, 'a.ipynb')).toThrow('a.ipynb: no title');
  });
});

describe('visibleCells', () => {
  it('drops cells tagged remove-cell and the outputs of cells tagged remove-output', () => {
    const output = { output_type: 'stream', name: 'stdout', text: 'x' };
    const nb = parseNotebook(
      notebook([
        {
          cell_type: 'code',
          metadata: { tags: ['remove-cell'] },
          source: 'hidden()',
          execution_count: 1,
          outputs: [output],
        },
        {
          cell_type: 'code',
          metadata: { tags: ['remove-output'] },
          source: 'quiet()',
          execution_count: 2,
          outputs: [output],
        },
        { cell_type: 'code', metadata: {}, source: 'shown()', execution_count: 3, outputs: [output] },
      ]),
      'a.ipynb',
    );
    const cells = visibleCells(nb);
    expect(cells.map((cell) => cell.source)).toEqual(['quiet()', 'shown()']);
    expect(cells.map((cell) => (cell.cell_type === 'code' ? cell.outputs.length : 0))).toEqual([0, 1]);
  });
});

describe('pageCells', () => {
  it('takes the title heading out of the first markdown cell only, after hidden cells are gone', () => {
    const nb = parseNotebook(
      notebook([
        { cell_type: 'markdown', metadata: { tags: ['remove-cell'] }, source: '# Draft\n\nHidden.' },
        { cell_type: 'code', metadata: {}, source: 'setup()', execution_count: 1, outputs: [] },
        { cell_type: 'markdown', metadata: {}, source: '# Title\n\nIntro.' },
        { cell_type: 'markdown', metadata: {}, source: '# Another heading\n\nKept.' },
      ]),
      'a.ipynb',
    );
    expect(pageCells(nb).map((cell) => cell.source)).toEqual([
      'setup()',
      'Intro.',
      '# Another heading\n\nKept.',
    ]);
  });
});

describe('kernelLanguage and withoutTitleHeading', () => {
  it('reads the kernel language, python by default', () => {
    expect(kernelLanguage(parseNotebook(notebook([], { kernelspec: { language: 'R' } }), 'a'))).toBe('r');
    expect(kernelLanguage(parseNotebook(notebook([]), 'a'))).toBe('python');
  });

  it('highlights a cell of IPython magics and shell escapes as shell, any other cell in the kernel language', () => {
    expect(codeCellLanguage('%pip install spanlight --quiet\n', 'python')).toBe('shell');
    expect(codeCellLanguage('!ls data\n\n%env DEBUG=1', 'python')).toBe('shell');
    expect(codeCellLanguage('%pip install spanlight\nimport spanlight', 'python')).toBe('python');
    expect(codeCellLanguage('x = 100 % 7', 'python')).toBe('python');
    expect(codeCellLanguage('', 'python')).toBe('python');
  });

  it('removes the title heading', () => {
    expect(withoutTitleHeading('# Title\n\nIntro.')).toBe('Intro.');
  });
});
