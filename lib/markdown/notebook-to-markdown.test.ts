import { describe, expect, it } from 'vitest';
import { parseNotebook } from '@/lib/notebook/nbformat';
import { notebookToMarkdown } from './notebook-to-markdown';

const context = {
  title: 'LangChain',
  description: 'Trace LangChain apps.',
  siteUrl: 'https://spanlight.example',
  pagePath: '/integrations/frameworks/langchain',
  videoUrl: (id: string) => id,
  planTable: () => [],
  planCards: () => [],
};

describe('notebookToMarkdown', () => {
  it('writes markdown cells, code as fences and outputs as text fences or notes', () => {
    const notebook = parseNotebook(
      JSON.stringify({
        nbformat: 4,
        nbformat_minor: 5,
        metadata: {},
        cells: [
          {
            cell_type: 'markdown',
            metadata: {},
            source: '# LangChain\n\nSee [Get Started](/docs/get-started).',
          },
          {
            cell_type: 'code',
            metadata: {},
            source: 'print("hi")',
            execution_count: 1,
            outputs: [
              { output_type: 'stream', name: 'stdout', text: '\u001b[32mhi\u001b[0m\n' },
              {
                output_type: 'display_data',
                data: { 'image/png': 'iVBOR', 'text/plain': '<Figure size 600x320 with 1 Axes>' },
                metadata: {},
              },
              {
                output_type: 'execute_result',
                execution_count: 1,
                data: { 'text/html': '<table/>', 'text/plain': 'a  b' },
                metadata: {},
              },
            ],
          },
          {
            cell_type: 'code',
            metadata: { tags: ['remove-cell'] },
            source: 'secret()',
            execution_count: 2,
            outputs: [],
          },
        ],
      }),
      'x.ipynb',
    );
    expect(notebookToMarkdown(notebook, context)).toBe(
      [
        '# LangChain',
        '',
        'Trace LangChain apps.',
        '',
        'See [Get Started](https://spanlight.example/docs/get-started).',
        '',
        '```python',
        'print("hi")',
        '```',
        '',
        '```text',
        'hi',
        '```',
        '',
        '_Image output_',
        '',
        '```text',
        'a  b',
        '```',
        '',
      ].join('\n'),
    );
  });
});
