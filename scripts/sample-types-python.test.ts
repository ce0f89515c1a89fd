import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collectSamples } from './samples-core.mjs';
import { checkPython, pythonModules } from './sample-types-python.mjs';

// A content folder and a cookbook of their own: one page and one notebook, each with a mistake the
// check must name where a reader would find it.
const root = mkdtempSync(join(tmpdir(), 'sample-types-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const contentDir = join(root, 'content');
const cookbookDir = join(root, 'cookbook');
mkdirSync(join(contentDir, 'docs'), { recursive: true });
mkdirSync(cookbookDir);

const page = (body: string) => writeFileSync(join(contentDir, 'docs', 'page.mdx'), body);
const notebook = (cells: string[]) =>
  writeFileSync(
    join(cookbookDir, 'nb.ipynb'),
    JSON.stringify({
      cells: cells.map((source) => ({
        cell_type: 'code',
        source,
        metadata: {},
        outputs: [],
        execution_count: null,
      })),
    }),
  );

const check = () => checkPython(pythonModules(collectSamples({ contentDir, cookbookDir }))).problems;

describe('the Python sample type check', { timeout: 60_000 }, () => {
  it('names the page and line of a wrong argument and of an undefined name, and takes what a page builds up', () => {
    page(
      [
        '---',
        'title: A page',
        '---',
        '',
        '```python',
        'from spanlight import get_client',
        'client = get_client()',
        '```',
        '',
        'Then score it:',
        '',
        '```python',
        '# from your app: trace_id',
        'client.score(trace_id=trace_id, name="helpfulness", value=0.9)',
        'client.score(trace_id=trace_id, nme="typo", value=1)',
        'print(undefined_thing)',
        '```',
      ].join('\n'),
    );
    notebook(['import os\n']);
    const problems = check();
    expect(problems.map(({ where, message }) => `${where.replace(root, '')} ${message}`)).toEqual([
      `/content/docs/page.mdx:15 Argument missing for parameter "name"`,
      `/content/docs/page.mdx:15 No parameter named "nme"`,
      `/content/docs/page.mdx:16 "undefined_thing" is not defined`,
    ]);
  });

  it('names the notebook and cell of a wrong argument, allows a top-level await, and skips shell lines', () => {
    page('---\ntitle: A page\n---\n');
    notebook([
      '!pip install spanlight\n%load_ext dotenv\n',
      'from spanlight import Spanlight\nimport asyncio\nspanlight = Spanlight(sample_rate="all")\nawait asyncio.sleep(0)\n',
    ]);
    const problems = check();
    expect(problems.map(({ where, rule }) => `${where.replace(root, '')} ${rule}`)).toEqual([
      `/cookbook/nb.ipynb cell 2 line 3 reportArgumentType`,
    ]);
  });

  it('reports a syntax error, and leaves out a sample that opts out with its reason', () => {
    page(
      [
        '---',
        'title: A page',
        '---',
        '',
        '```python',
        '# not type-checked: pseudo-code of the pipeline',
        'retrieve -> rerank -> answer',
        '```',
      ].join('\n'),
    );
    notebook(['import os\n\n os.environ["X"] = "1"\n']);
    const samples = collectSamples({ contentDir, cookbookDir });
    expect(samples.find((sample) => sample.file.endsWith('page.mdx'))?.optOut).toBe(
      'pseudo-code of the pipeline',
    );
    expect(check().map(({ where, rule }) => `${where.replace(root, '')} ${rule}`)).toEqual([
      `/cookbook/nb.ipynb cell 1 line 3 syntax`,
    ]);
  });
});
