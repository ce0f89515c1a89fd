// Module hooks that let build scripts import the project's TypeScript modules (config/, lib/) on
// Node 20, which cannot strip types itself: each `.ts` file is transpiled with the project's own
// TypeScript compiler (no type check; `npm run typecheck` does that). Relative imports without an
// extension resolve to `.ts`, and `@/x` (tsconfig's path alias) to `x.ts` at the project root.
// Register with `module.register('./typescript-hooks.mjs', import.meta.url)`.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = new URL('../', import.meta.url);

export async function resolve(specifier, context, nextResolve) {
  const fromTypeScript = context.parentURL?.endsWith('.ts');
  if (fromTypeScript && specifier.startsWith('@/')) {
    const path = specifier.slice(2);
    for (const candidate of [`${path}.ts`, `${path}/index.ts`, path]) {
      const url = new URL(candidate, root);
      if (existsSync(fileURLToPath(url))) return { url: url.href, shortCircuit: true };
    }
  }
  if (fromTypeScript && /^\.\.?\//.test(specifier) && !/\.[cm]?[jt]s$|\.json$/.test(specifier)) {
    const url = new URL(`${specifier}.ts`, context.parentURL);
    if (existsSync(fileURLToPath(url))) return { url: url.href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const fileName = fileURLToPath(url);
  const { outputText } = ts.transpileModule(await readFile(fileName, 'utf8'), {
    fileName,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
