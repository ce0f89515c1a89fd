// The SDK surface as code is the single source: content/sdk/python/spanlight/*.pyi and
// content/sdk/typescript/spanlight-sdk.d.ts. This check holds the two references written by hand to
// it, so they cannot drift: content/SDK_API.md (every method it calls exists in the stubs, and every
// method of the stubs is shown there) and the call tables of the SDK pages (every `client.method(...)`
// or `spanlight.method(...)` written in prose exists). Run by `npm run check:samples`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export type SdkLanguage = 'python' | 'typescript';

/** Methods the reference calls on other libraries' objects, to show where the SDK fits (OpenAI, LangChain, datetime, NodeSDK). */
const otherLibraries = new Set(['create', 'invoke', 'now', 'start']);

/** Public functions and methods of the Python stubs. */
export function pythonSurface(stubs: string[]): Set<string> {
  const names = new Set<string>();
  for (const stub of stubs)
    for (const [, name] of stub.matchAll(/\bdef (\w+)\s*\(/g))
      if (name && !name.startsWith('_')) names.add(name);
  return names;
}

/** Methods, functions and constructors-as-classes of the TypeScript declarations. */
export function typescriptSurface(declarations: string): Set<string> {
  const source = ts.createSourceFile('sdk.d.ts', declarations, ts.ScriptTarget.ES2022, true);
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (
      (ts.isMethodSignature(node) || ts.isMethodDeclaration(node) || ts.isFunctionDeclaration(node)) &&
      node.name
    )
      names.add(node.name.getText(source));
    if (
      (ts.isPropertySignature(node) || ts.isPropertyDeclaration(node)) &&
      node.type &&
      ts.isFunctionTypeNode(node.type)
    )
      names.add(node.name.getText(source));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** The code of a Markdown text's fences in one language, comments removed. */
function fencedCode(markdown: string, language: SdkLanguage): string {
  const fences = language === 'python' ? ['python', 'py'] : ['ts', 'typescript', 'js', 'javascript'];
  const comment = language === 'python' ? '#' : '//';
  return [...markdown.matchAll(/```(\w+)[^\n]*\n([\s\S]*?)```/g)]
    .filter(([, fence]) => fences.includes(fence ?? ''))
    .map(([, , code]) =>
      (code ?? '')
        .split('\n')
        .map((line) => (line.trimStart().startsWith(comment) ? '' : line.split(` ${comment} `)[0]))
        .join('\n'),
    )
    .join('\n');
}

const methodCalls = (code: string) =>
  new Set([...code.matchAll(/\.(\w+)\s*\(/g)].map((match) => match[1] ?? ''));

/**
 * Where content/SDK_API.md and the stubs disagree: a method the reference calls that the stubs lack,
 * and a method of the stubs the reference never shows.
 */
export function referenceProblems(
  api: string,
  surfaces: Record<SdkLanguage, Set<string>>,
  file = 'content/SDK_API.md',
): string[] {
  const problems: string[] = [];
  for (const language of ['python', 'typescript'] as const) {
    const code = fencedCode(api, language);
    const stub = language === 'python' ? 'content/sdk/python' : 'content/sdk/typescript';
    for (const name of methodCalls(code))
      if (!surfaces[language].has(name) && !otherLibraries.has(name))
        problems.push(`${file}: the ${language} reference calls .${name}(), which ${stub} does not declare`);
    for (const name of surfaces[language])
      if (name !== 'constructor' && !new RegExp(`\\b${name}\\b`).test(code))
        problems.push(`${file}: ${stub} declares ${name}, which the ${language} reference never shows`);
  }
  return problems;
}

/** Receivers that are Spanlight objects in the SDK pages' prose. */
const sdkReceiver =
  /\b(?:client|spanlight|get_client\(\)|span|generation|prompt|chat|dataset|item|root|child)\.(\w+)\s*\(/g;

/**
 * Calls written in the inline code of the SDK pages (their call tables and prose) that the stubs of the
 * page's language do not declare.
 */
export function pageCallProblems(file: string, text: string, surface: Set<string>): string[] {
  const problems: string[] = [];
  const withoutFences = text.replace(/```[\s\S]*?```/g, (block) => block.replace(/[^\n]/g, ' '));
  withoutFences.split('\n').forEach((line, index) => {
    for (const [, code] of line.matchAll(/`([^`\n]+)`/g))
      for (const [, name] of (code ?? '').matchAll(sdkReceiver))
        if (name && !surface.has(name))
          problems.push(`${file}:${index + 1}: \`${code}\` calls ${name}, which the SDK does not declare`);
  });
  return problems;
}

/** The whole check over the repository's files. */
export function sdkSurfaceProblems(root = '.'): string[] {
  const pythonDir = join(root, 'content/sdk/python/spanlight');
  const surfaces = {
    python: pythonSurface(
      readdirSync(pythonDir)
        .filter((name) => name.endsWith('.pyi'))
        .map((name) => readFileSync(join(pythonDir, name), 'utf8')),
    ),
    typescript: typescriptSurface(
      readFileSync(join(root, 'content/sdk/typescript/spanlight-sdk.d.ts'), 'utf8'),
    ),
  };
  const problems = referenceProblems(readFileSync(join(root, 'content/SDK_API.md'), 'utf8'), surfaces);
  for (const language of ['python', 'typescript'] as const) {
    const dir = join(root, 'content/docs/observability/sdk', language);
    for (const name of readdirSync(dir).filter((entry) => entry.endsWith('.mdx')))
      problems.push(
        ...pageCallProblems(join(dir, name), readFileSync(join(dir, name), 'utf8'), surfaces[language]),
      );
  }
  return problems;
}
