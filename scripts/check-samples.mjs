// Code samples follow one SDK API (content/SDK_API.md). This check fails when a sample in any content
// file or cookbook notebook calls a Spanlight method, or imports a name, that the API reference does not define.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { curlProblems, loadApiDocument } from './openapi-core.mjs';

const api = readFileSync('content/SDK_API.md', 'utf8');
const methods = new Set([...api.matchAll(/\.(\w+)\s*\(/g)].map((match) => match[1]));
// Module -> names it exports, read from the import lines of the reference itself (`from spanlight.openai import
// OpenAI`, `import { CallbackHandler } from '@spanlight/sdk/langchain'`), so a new integration is declared once.
const exportsOf = (pattern, moduleGroup, namesGroup) => {
  const modules = new Map();
  for (const match of api.matchAll(pattern)) {
    const name = match[moduleGroup];
    const set = modules.get(name) ?? new Set();
    for (const part of match[namesGroup].replace(/[()]/g, '').split(','))
      if (part.trim()) set.add(part.trim());
    modules.set(name, set);
  }
  return modules;
};
const pythonExports = exportsOf(/^from (spanlight(?:\.\w+)*) import ([^\n#]+)/gm, 1, 2);
const tsExports = exportsOf(/^import \{([^}]+)\} from '(@spanlight\/sdk(?:\/[\w-]+)?)'/gm, 2, 1);
// Receivers that are Spanlight objects in our samples (an OpenTelemetry `span` is not checked).
const receivers =
  /\b(client|spanlight|get_client\(\)|root|generation|prompt|dataset|item|child)\.(\w+)\s*\(/g;

function* contentFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* contentFiles(path);
    else if (/\.mdx?$/.test(name) && path !== join('content', 'SDK_API.md')) yield path;
  }
}

/** Code samples of content files: fences in MDX, and code cells (plus fences in markdown cells) in notebooks. */
function* samplesOf(file) {
  const text = readFileSync(file, 'utf8');
  const fences = (markdown) =>
    [...markdown.matchAll(/```(python|py|ts|tsx|typescript|js|javascript)\b[^\n]*\n([\s\S]*?)```/g)].map(
      ([, language, code]) => [language, code],
    );
  if (!file.endsWith('.ipynb')) {
    yield* fences(text);
    return;
  }
  for (const cell of JSON.parse(text).cells) {
    const source = Array.isArray(cell.source) ? cell.source.join('') : cell.source;
    if (cell.cell_type === 'code') yield ['python', source];
    else if (cell.cell_type === 'markdown') yield* fences(source);
  }
}

const notebooks = readdirSync('cookbook')
  .filter((name) => name.endsWith('.ipynb'))
  .map((name) => join('cookbook', name));

const problems = [];
let samples = 0;
for (const file of [...contentFiles('content'), ...notebooks]) {
  for (const [language, code] of samplesOf(file)) {
    samples += 1;
    for (const [call, receiver, method] of code.matchAll(receivers)) {
      if (!methods.has(method))
        problems.push(`${file}: ${call.trim()} is not in the SDK API (${receiver}.${method})`);
    }
    if (language.startsWith('py')) {
      for (const [, module, names] of code.matchAll(/^from (spanlight(?:\.\w+)*) import ([^\n]+)/gm)) {
        const known = pythonExports.get(module);
        if (!known) {
          problems.push(`${file}: ${module} is not a module of the SDK`);
          continue;
        }
        for (const name of names
          .replace(/[()]/g, '')
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean)) {
          if (!known.has(name)) problems.push(`${file}: ${module} has no export ${name}`);
        }
      }
    } else {
      for (const [, names, module] of code.matchAll(
        /import \{([^}]+)\} from '(@spanlight\/sdk(?:\/[\w-]+)?)'/g,
      )) {
        const known = tsExports.get(module);
        if (!known) {
          problems.push(`${file}: ${module} is not a module of the SDK`);
          continue;
        }
        for (const name of names
          .split(',')
          .map((n) => n.trim().replace(/^type\s+/, ''))
          .filter(Boolean)) {
          if (!known.has(name)) problems.push(`${file}: ${module} has no export ${name}`);
        }
      }
    }
  }
}
// The HTTP API: the OpenAPI document itself (valid, every example matching its schema), and each
// curl sample of the content against it (an endpoint it has, a body its schema accepts).
const openapi = await loadApiDocument();
problems.push(...openapi.problems);
let curlSamples = 0;
if (openapi.document) {
  for (const file of contentFiles('content')) {
    const text = readFileSync(file, 'utf8');
    for (const [, code] of text.matchAll(/```(?:bash|sh|shell|console)\b[^\n]*\n([\s\S]*?)```/g)) {
      if (!/\bcurl\s/.test(code)) continue;
      curlSamples += 1;
      problems.push(...curlProblems(openapi.document, file, code));
    }
  }
}
if (problems.length > 0) {
  console.error(
    `Code samples do not match content/SDK_API.md or content/openapi.yml:\n${[...new Set(problems)].map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `Sample check passed: ${samples} Python and JS/TS samples use only the SDK API; ${openapi.examples} examples of the OpenAPI document and ${curlSamples} curl samples match it.`,
);
