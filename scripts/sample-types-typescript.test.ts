import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collectSamples } from './samples-core.mjs';
import { checkTypeScript, typescriptFiles } from './sample-types-typescript.mjs';

// A content folder and a cookbook of their own, each with mistakes the check must name where a reader
// would find them.
const root = mkdtempSync(join(tmpdir(), 'sample-types-ts-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const contentDir = join(root, 'content');
const cookbookDir = join(root, 'cookbook');
mkdirSync(join(contentDir, 'docs'), { recursive: true });
mkdirSync(cookbookDir);

const page = (lines: string[]) =>
  writeFileSync(
    join(contentDir, 'docs', 'page.mdx'),
    ['---', 'title: A page', '---', '', ...lines].join('\n'),
  );
const notebook = (markdown: string[]) =>
  writeFileSync(
    join(cookbookDir, 'nb.ipynb'),
    JSON.stringify({ cells: markdown.map((source) => ({ cell_type: 'markdown', source, metadata: {} })) }),
  );

const check = () =>
  checkTypeScript(typescriptFiles(collectSamples({ contentDir, cookbookDir }))).problems.map(
    ({ where, message, code }) => `${where.replace(root, '')} TS${code} ${message}`,
  );

describe('the TypeScript sample type check', { timeout: 60_000 }, () => {
  it('names the page and line of a wrong argument and an undefined name, and lets a page build up names', () => {
    notebook([]);
    page([
      '```ts',
      "import { spanlight } from './spanlight';",
      "const root = spanlight.startSpan('rag-answer');",
      '```',
      '',
      'Then end it and score the trace:',
      '',
      '```ts',
      '// from your app: question',
      'root.update({ input: { question } });',
      'root.end();',
      "spanlight.score({ traceId: root.traceId, nme: 'typo', value: 1 });",
      'console.log(undefinedThing);',
      '```',
    ]);
    expect(check()).toEqual([
      expect.stringMatching(
        /^\/content\/docs\/page\.mdx:16 TS2561 Object literal may only specify known properties, but 'nme'/,
      ),
      "/content/docs/page.mdx:17 TS2304 Cannot find name 'undefinedThing'.",
    ]);
  });

  it("checks a titled file as saved, and a third-party library's call against its own types", () => {
    notebook([]);
    page([
      '```ts title="lib/spanlight.ts"',
      "import { Spanlight } from '@spanlight/sdk';",
      'export const spanlight = new Spanlight({ sampleRate: 0.5 });',
      '```',
      '',
      '```ts title="app/route.ts"',
      "import OpenAI from 'openai';",
      "import { spanlight } from '@/lib/spanlight';",
      'const openai = new OpenAI();',
      "await openai.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }], temprature: 0 });",
      'await spanlight.flush(1);',
      '```',
    ]);
    expect(check()).toEqual([
      expect.stringMatching(
        /^\/content\/docs\/page\.mdx:14 TS2769 No overload matches this call\..*'temprature' does not exist/,
      ),
      '/content/docs/page.mdx:15 TS2554 Expected 0 arguments, but got 1.',
    ]);
  });

  it("names the notebook, cell and line of a wrong argument in a Markdown cell's sample", () => {
    page([]);
    notebook([
      '# Tracing from Node.js\n\nThe same in TypeScript:\n\n```ts\n' +
        "import { Spanlight } from '@spanlight/sdk';\n" +
        "const spanlight = new Spanlight({ sampleRate: 'all' });\n```\n",
    ]);
    expect(check()).toEqual([
      "/cookbook/nb.ipynb cell 1 line 7 TS2322 Type 'string' is not assignable to type 'number'.",
    ]);
  });

  it('leaves out a sample that opts out with its reason, and checks JavaScript too', () => {
    notebook([]);
    page([
      '```ts',
      '// not type-checked: pseudo-code of the pipeline',
      'retrieve -> rerank -> answer',
      '```',
      '',
      '```js title="app.mjs"',
      "import { Spanlight } from '@spanlight/sdk';",
      'const spanlight = new Spanlight();',
      "spanlight.startSpan('x').finish();",
      '```',
    ]);
    const samples = collectSamples({ contentDir, cookbookDir });
    expect(samples.find((sample) => sample.code.includes('pipeline'))?.optOut).toBe(
      'pseudo-code of the pipeline',
    );
    expect(check()).toEqual([
      "/content/docs/page.mdx:13 TS2339 Property 'finish' does not exist on type 'Span'.",
    ]);
  });
});
