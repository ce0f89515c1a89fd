// The code samples of the site, for the checks that hold them to the SDK (scripts/check-samples.mjs):
// fenced blocks in content files (MDX and Markdown), the code cells of the cookbook's notebooks and the
// SDK calls of the API reference (`x-sdk` in content/openapi.yml), each with where it is (file and
// line, or notebook and cell) and its opt-out, if it has one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** Fence languages checked, by the language they are checked as. */
export const sampleLanguages = {
  python: ['python', 'py'],
  typescript: ['ts', 'typescript', 'tsx', 'js', 'javascript', 'jsx'],
};
const languageOf = (fence) => Object.entries(sampleLanguages).find(([, names]) => names.includes(fence))?.[0];

/**
 * A sample opts out of the type check with a first line a reader sees, naming why:
 * `# not type-checked: <reason>` (Python) or `// not type-checked: <reason>` (JS/TS).
 */
export const optOutPattern = /^\s*(?:#|\/\/)\s*not type-checked:\s*(\S.*)$/m;

/**
 * The names a sample says the reader's own app provides, on a line `# from your app: a, b` (Python) or
 * `// from your app: a, b (a note)` (JS/TS); undefined for any other line. Notes in parentheses are skipped.
 */
export function providedNames(line) {
  const match = /^\s*(?:#|\/\/)\s*from your app:\s*(.+)$/.exec(line);
  if (!match) return undefined;
  return match[1]
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
}

/** The samples of one language that are type-checked (not opted out), grouped by file in page order. */
export function checkedSamplesByFile(samples, language) {
  const byFile = new Map();
  for (const sample of samples) {
    if (sample.language !== language || sample.optOut) continue;
    byFile.set(sample.file, [...(byFile.get(sample.file) ?? []), sample]);
  }
  return byFile;
}

/** Every content file (MDX and Markdown) below `dir` but the SDK reference itself, in a stable order. */
export function* contentFiles(dir) {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* contentFiles(path);
    else if (/\.mdx?$/.test(name) && name !== 'SDK_API.md') yield path;
  }
}

/** Fenced blocks of a Markdown text, with the 1-based line of each block's first code line. */
function* fencesOf(markdown) {
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)([^\n]*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, language] = open;
    const body = [];
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      if (lines[j].trimStart().startsWith(fence) && lines[j].trim().replace(/[`~]/g, '') === '') break;
      body.push(indent && lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j]);
    }
    yield { fence: language.toLowerCase(), meta: open[4].trim(), code: body.join('\n'), line: i + 2 };
    i = j;
  }
}

/** The file name a fence shows in its title bar (```ts title="lib/spanlight.ts"```), if any. */
const titleOf = (meta) => /\btitle="([^"]+)"/.exec(meta)?.[1];

/**
 * Every sample: `{ file, where, language, code, line, cell, title, optOut }`. `where` names it for a
 * reader of the check's output (`content/docs/x.mdx:42`, `cookbook/y.ipynb cell 3`); `line` is the
 * file line of the sample's first line (MDX), `cell` the notebook cell's index (0-based), `title`
 * the file name the sample is shown as.
 */
export function collectSamples({ contentDir = 'content', cookbookDir = 'cookbook' } = {}) {
  const samples = [];
  const add = (sample) => {
    const optOut = optOutPattern.exec(sample.code)?.[1];
    samples.push({ ...sample, optOut });
  };
  for (const file of contentFiles(contentDir)) {
    for (const { fence, meta, code, line } of fencesOf(readFileSync(file, 'utf8'))) {
      const language = languageOf(fence);
      if (language)
        add({ file, where: `${file}:${line}`, language, fence, code, line, title: titleOf(meta) });
    }
  }
  for (const name of readdirSync(cookbookDir)
    .filter((n) => n.endsWith('.ipynb'))
    .sort()) {
    const file = join(cookbookDir, name);
    const notebook = JSON.parse(readFileSync(file, 'utf8'));
    notebook.cells.forEach((cell, index) => {
      const source = Array.isArray(cell.source) ? cell.source.join('') : String(cell.source ?? '');
      if (cell.cell_type === 'code') {
        add({
          file,
          where: `${file} cell ${index + 1}`,
          language: 'python',
          fence: 'python',
          code: source,
          cell: index,
        });
      } else if (cell.cell_type === 'markdown') {
        for (const { fence, meta, code, line } of fencesOf(source)) {
          const language = languageOf(fence);
          if (language)
            add({
              file,
              where: `${file} cell ${index + 1} line ${line}`,
              language,
              fence,
              code,
              line,
              cell: index,
              title: titleOf(meta),
            });
        }
      }
    });
  }
  for (const sample of apiSdkSamples(join(contentDir, 'openapi.yml'))) add(sample);
  return samples;
}

/**
 * The SDK calls an operation of the API reference shows first (`x-sdk: { python, typescript }`), each
 * a sample of its own module (`content/openapi.yml#createScore`), where the operation's id is written.
 */
export function apiSdkSamples(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const lines = text.split('\n');
  const samples = [];
  for (const item of Object.values(parse(text)?.paths ?? {}))
    for (const operation of Object.values(item ?? {})) {
      const sdk = operation?.['x-sdk'];
      if (!sdk || typeof sdk !== 'object') continue;
      const line = lines.findIndex((l) => l.trim() === `operationId: ${operation.operationId}`) + 1;
      for (const [key, language, fence] of [
        ['python', 'python', 'python'],
        ['typescript', 'typescript', 'ts'],
      ])
        if (typeof sdk[key] === 'string')
          samples.push({
            file: `${file}#${operation.operationId}`,
            where: `${file}:${line} x-sdk.${key}`,
            language,
            fence,
            code: sdk[key],
          });
    }
  return samples;
}
