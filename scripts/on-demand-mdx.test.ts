import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { onDemandMdxProblems } from './on-demand-mdx.mjs';

const page = (body: string) => `---\ntitle: A page\ndescription: About it\n---\n\n${body}\n`;

describe('onDemandMdxProblems', () => {
  it('names the file and line of an import, an export and an image given by file path', () => {
    const text = page(
      "import { Chart } from './chart';\n\nSome text.\n\nexport const x = 1;\n\n![A chart](./chart.png)",
    );
    expect(onDemandMdxProblems('content/docs/a.mdx', text)).toEqual([
      expect.stringMatching(/^content\/docs\/a\.mdx:6: import\/export statements are not allowed/),
      expect.stringMatching(/^content\/docs\/a\.mdx:10: import\/export statements are not allowed/),
      expect.stringMatching(/^content\/docs\/a\.mdx:12: image "\.\/chart\.png" is a file path/),
    ]);
  });

  it('accepts code fences that import, images by URL and words that start a sentence', () => {
    const text = page(
      [
        '```python',
        'import os',
        '```',
        '~~~ts',
        "export const a = 'b';",
        '```',
        '~~~',
        '![A trace](/images/docs/trace-waterfall.png) and ![remote](https://example.com/x.png)',
        'Important: exports of a trace are described below.',
      ].join('\n'),
    );
    expect(onDemandMdxProblems('content/docs/b.mdx', text)).toEqual([]);
  });

  it('never reports a line inside a fence, whatever it holds', () => {
    fc.assert(
      fc.property(fc.array(fc.string().filter((s) => !/[`~\n\r]/.test(s))), (lines) => {
        const text = page(['```text', ...lines.map((l) => `import ${l}`), '```'].join('\n'));
        expect(onDemandMdxProblems('f.mdx', text)).toEqual([]);
      }),
    );
  });

  it('reports every import line outside fences exactly once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('import a from "b";', 'Plain text.', ''), { maxLength: 30 }),
        (lines) => {
          const problems = onDemandMdxProblems('f.mdx', page(lines.join('\n')));
          expect(problems).toHaveLength(lines.filter((l) => l.startsWith('import')).length);
        },
      ),
    );
  });
});
