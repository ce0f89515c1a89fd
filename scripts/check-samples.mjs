// Code samples follow one SDK API (content/SDK_API.md and its stubs in content/sdk). This check fails
// when a sample in any content file or cookbook notebook calls a Spanlight method, or imports a name,
// that the API reference does not define; when a Python sample does not type-check against the SDK's
// stubs (scripts/sample-types-python.mjs, pyright) or a TypeScript/JavaScript sample against its
// declarations and the real types of the libraries it imports (scripts/sample-types-typescript.mjs,
// the TypeScript compiler); or when a curl sample or an example of the OpenAPI document does
// not match the document. Each problem names the page and line, or the notebook and cell.
import { readdirSync, readFileSync } from 'node:fs';
import { register } from 'node:module';
import { join } from 'node:path';
import {
  curlProblems,
  errorReasonProblems,
  loadApiDocument,
  OPENAPI_FILE,
  parseApiDocument,
} from './openapi-core.mjs';
import { collectSamples, contentFiles } from './samples-core.mjs';
import { checkPython, pythonModules } from './sample-types-python.mjs';
import { checkTypeScript, typescriptFiles } from './sample-types-typescript.mjs';

register('./typescript-hooks.mjs', import.meta.url);
const { sdkSurfaceProblems } = await import('./sdk-surface.ts');
const { notebookFigureProblems, notebookFrameProblems, notebookIdProblems, notebookTokenCountProblems } =
  await import('./sample-outputs.ts');
const {
  costProblems,
  factTexts,
  literalLimitProblems,
  modelProblems,
  openapiFactProblems,
  planLimitProblems,
} = await import('./sample-facts.ts');

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

const problems = [];
const samples = collectSamples();
for (const { where, language, code } of samples) {
  for (const [call, receiver, method] of code.matchAll(receivers)) {
    if (!methods.has(method))
      problems.push(`${where}: ${call.trim()} is not in the SDK API (${receiver}.${method})`);
  }
  if (language === 'python') {
    for (const [, module, names] of code.matchAll(/^from (spanlight(?:\.\w+)*) import ([^\n]+)/gm)) {
      const known = pythonExports.get(module);
      if (!known) {
        problems.push(`${where}: ${module} is not a module of the SDK`);
        continue;
      }
      for (const name of names
        .replace(/[()]/g, '')
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean)) {
        if (!known.has(name)) problems.push(`${where}: ${module} has no export ${name}`);
      }
    }
  } else {
    for (const [, names, module] of code.matchAll(
      /import \{([^}]+)\} from '(@spanlight\/sdk(?:\/[\w-]+)?)'/g,
    )) {
      const known = tsExports.get(module);
      if (!known) {
        problems.push(`${where}: ${module} is not a module of the SDK`);
        continue;
      }
      for (const name of names
        .split(',')
        .map((n) => n.trim().replace(/^type\s+/, ''))
        .filter(Boolean)) {
        if (!known.has(name)) problems.push(`${where}: ${module} has no export ${name}`);
      }
    }
  }
}
// The hand-written references (SDK_API.md, the SDK pages' call tables) against the stubs, their source.
problems.push(...sdkSurfaceProblems());
// Every Python sample, type-checked against the SDK's stubs.
const python = samples.filter((sample) => sample.language === 'python');
const typed = checkPython(pythonModules(samples));
problems.push(...typed.problems.map(({ where, message, rule }) => `${where}: ${message} (pyright: ${rule})`));
// Every TypeScript and JavaScript sample, type-checked by the compiler (strict).
const typedTs = checkTypeScript(typescriptFiles(samples));
problems.push(...typedTs.problems.map(({ where, message, code }) => `${where}: ${message} (tsc: TS${code})`));
// Facts from one place: model IDs (config/models.ts) and plan limits (config/plans.ts), in every content
// file, notebook (sources and outputs) and the OpenAPI document.
const texts = factTexts({
  contentFiles: [...contentFiles('content')],
  notebooks: readdirSync('cookbook')
    .filter((name) => name.endsWith('.ipynb'))
    .map((name) => join('cookbook', name)),
});
for (const text of texts)
  problems.push(
    ...modelProblems(text),
    ...planLimitProblems(text),
    ...costProblems(text),
    ...literalLimitProblems(text),
  );
// Outputs that follow from the code: data frames as pandas prints them, IDs random and each notebook's own.
const notebookFiles = readdirSync('cookbook')
  .filter((name) => name.endsWith('.ipynb'))
  .sort()
  .map((name) => join('cookbook', name));
const notebookTexts = notebookFiles.map((file) => ({ file, text: readFileSync(file, 'utf8') }));
let recomputedTokens = 0;
let exampleOutputs = 0;
for (const { file, text } of notebookTexts) {
  const notebook = JSON.parse(text);
  problems.push(...notebookFrameProblems(file, notebook));
  const figures = await notebookFigureProblems(file, notebook);
  problems.push(...figures.problems);
  recomputedTokens += figures.recomputed;
  exampleOutputs += figures.examples;
}
problems.push(...notebookIdProblems(notebookTexts));
problems.push(
  ...notebookTokenCountProblems(
    notebookTexts.map(({ file, text }) => ({ file, notebook: JSON.parse(text) })),
  ),
);
// The HTTP API: the OpenAPI document itself (valid, every example matching its schema), and each
// curl sample of the content against it (an endpoint it has, a body its schema accepts).
const openapi = await loadApiDocument();
problems.push(...openapi.problems);
// Each operation's 400, 403, 404 and 409 say why this operation answers them (the raw document keeps the $ref siblings).
problems.push(...errorReasonProblems(parseApiDocument(readFileSync(OPENAPI_FILE, 'utf8')).document ?? {}));
if (openapi.document) problems.push(...openapiFactProblems(openapi.document));
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
const typescript = samples.filter((sample) => sample.language === 'typescript');
const summary = (label, list, seconds, checker) => {
  const optedOut = list.filter((sample) => sample.optOut);
  return (
    `${label}: ${list.length - optedOut.length} of ${list.length} type-checked with ${checker} in ${seconds.toFixed(1)} s ` +
    `(${optedOut.length} opted out${optedOut.length ? `: ${optedOut.map((sample) => `${sample.where} (${sample.optOut})`).join(', ')}` : ''})`
  );
};
console.log(
  `Sample check passed: ${samples.length} samples use only the SDK API.\n` +
    `  ${summary('Python', python, typed.seconds, 'pyright')}\n` +
    `  ${summary('JS/TS', typescript, typedTs.seconds, 'tsc')}\n` +
    `  ${openapi.examples} examples of the OpenAPI document and ${curlSamples} curl samples match it.\n` +
    `  Notebook outputs: data frames as pandas prints them, ${recomputedTokens} token counts recomputed with the model's tokenizer, ${exampleOutputs} cells of measured figures marked as example output.\n` +
    `  Facts: ${texts.length} texts (pages, notebook cells and outputs, the OpenAPI document) use only current model IDs (config/models.ts) and quote plan limits as config/plans.ts has them.`,
);
