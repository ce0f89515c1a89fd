// Type-checks the site's Python samples with pyright against the SDK's stubs (content/sdk/python):
// every Spanlight call, argument and name is checked; third-party modules that cannot be installed here
// resolve as Any (pyright's "unknown"), and the standard library is checked with pyright's own stubs.
//
// A page's samples are one module, in page order, as a reader runs them top to bottom; a notebook's
// cells are one module inside an `async def` (notebooks allow a top-level `await`). Shell and magic
// lines (`!pip …`, `%pip …`) become `pass`. A sample names what the reader's own app provides with a
// comment line `# from your app: call_model, messages` (those names are Any), and opts out entirely
// with a first line `# not type-checked: <reason>`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { checkedSamplesByFile, providedNames } from './samples-core.mjs';

/**
 * The modules pyright checks: `{ name, text, origins }`, where `origins[i]` says which sample line
 * (`where`, `line`) the module's line `i` came from (undefined for lines the check added).
 */
export function pythonModules(samples) {
  const modules = [];
  for (const [file, list] of checkedSamplesByFile(samples, 'python')) {
    const notebook = file.endsWith('.ipynb');
    const indent = notebook ? '    ' : '';
    const lines = [];
    const origins = [];
    const add = (text, origin) => {
      lines.push(text);
      origins.push(origin);
    };
    add('from typing import Any as __Any', undefined);
    add('__from_your_app: __Any = None', undefined);
    if (notebook) add('async def __notebook__() -> None:', undefined);
    for (const sample of list) {
      sample.code.split('\n').forEach((text, index) => {
        const origin = {
          where: sample.where,
          file: sample.file,
          // The file line (MDX), or the line within the notebook cell.
          line: sample.line === undefined ? index + 1 : sample.line + index,
          cell: sample.cell,
        };
        const declared = providedNames(text);
        if (declared) {
          add(`${indent}${declared.map((name) => `${name} = __from_your_app`).join('; ') || 'pass'}`, origin);
          return;
        }
        const shell = /^(\s*)[!%]/.exec(text);
        add(`${indent}${shell ? `${shell[1]}pass` : text}`, origin);
      });
      add(`${indent}pass`, undefined);
    }
    modules.push({
      name: `${file.replace(/[^\w]+/g, '_')}.py`,
      file,
      text: `${lines.join('\n')}\n`,
      origins,
    });
  }
  return modules;
}

/** pyright's settings for the samples: basic checks, the SDK's stubs, unknown modules as Any. */
export const pyrightConfig = (stubPath) => ({
  stubPath,
  // Modules that cannot be installed here but that pyright would otherwise half-know (scripts/sample-shims).
  extraPaths: [resolve('scripts/sample-shims/python')],
  pythonVersion: '3.12',
  typeCheckingMode: 'basic',
  reportMissingImports: 'none',
  reportMissingModuleSource: 'none',
  // A page shows the same function again as it grows it; a reader's Python rebinds the name.
  reportRedeclaration: 'none',
  // `item.input, item.expected_output` on a line of its own shows what an object has.
  reportUnusedExpression: 'none',
  // Whether a library re-exports a name is its packaging, not the sample's correctness.
  reportPrivateImportUsage: 'none',
});

/**
 * Runs pyright over the modules; resolves the problems as `{ where, message, rule }`, each at the
 * sample line it concerns.
 */
export function checkPython(
  modules,
  { stubPath = resolve('content/sdk/python'), pyright = 'node_modules/.bin/pyright' } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'sample-types-'));
  try {
    mkdirSync(join(dir, 'samples'));
    for (const pyModule of modules) writeFileSync(join(dir, 'samples', pyModule.name), pyModule.text);
    writeFileSync(
      join(dir, 'pyrightconfig.json'),
      JSON.stringify({ ...pyrightConfig(stubPath), include: ['samples'] }),
    );
    let output;
    try {
      output = execFileSync(resolve(pyright), ['--outputjson', '-p', join(dir, 'pyrightconfig.json')], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (error) {
      // pyright exits 1 when it found errors; its JSON is on standard output either way.
      output = error.stdout;
      if (!output) throw error;
    }
    const report = JSON.parse(output);
    const byName = new Map(modules.map((pyModule) => [pyModule.name, pyModule]));
    const problems = [];
    for (const diagnostic of report.generalDiagnostics) {
      if (diagnostic.severity !== 'error') continue;
      const pyModule = byName.get(diagnostic.file.split(/[\\/]/).pop());
      const origin = pyModule?.origins[diagnostic.range.start.line];
      const where = origin
        ? origin.cell === undefined
          ? `${origin.file}:${origin.line}`
          : `${origin.file} cell ${origin.cell + 1} line ${origin.line}`
        : `${pyModule?.file ?? diagnostic.file} (a line the check added)`;
      problems.push({ where, rule: diagnostic.rule ?? 'syntax', message: diagnostic.message.split('\n')[0] });
    }
    return { problems, files: report.summary.filesAnalyzed, seconds: report.summary.timeInSec };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
