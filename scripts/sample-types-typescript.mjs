// Type-checks the site's TypeScript and JavaScript samples with the TypeScript compiler (strict, no
// emit) against the SDK's declarations (content/sdk/typescript) and the real type packages of the
// libraries the samples import (devDependencies: openai, ai, @opentelemetry/sdk-node, ...).
//
// A page is a small project a reader builds up in page order:
// - a sample with a file title (```ts title="lib/spanlight.ts"```) is that file of the project, checked
//   as the reader would save it; `./x` and `@/x` imports resolve to the page's titled files (by path, else
//   by name: a page may say to move `answer.ts` to `lib/`), then to the project every TypeScript page
//   starts from (scripts/sample-shims/typescript/project: the client of the TypeScript SDK page, saved
//   as spanlight.ts);
// - any other sample is a snippet the reader adds to the file they are writing: it sees the names that
//   earlier snippets of the page declared or imported (each snippet is a module that imports them from
//   the snippets before it), so a page may show `const root = …` once and use `root` below.
// A snippet names what the reader's own app provides with a comment line
// `// from your app: callModel, question` (those names are `any`), and opts out entirely with a first
// line `// not type-checked: <reason>`. Notebooks' TypeScript (in Markdown cells) is checked the same way.
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { checkedSamplesByFile, providedNames } from './samples-core.mjs';

const root = resolve('.sample-check');
const shimDir = resolve('scripts/sample-shims/typescript');
const projectDir = join(shimDir, 'project');

/** The compiler options of a reader's strict TypeScript project on Node.js. */
export const compilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts'],
  types: ['node'],
  allowJs: true,
  checkJs: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.Preserve,
  typeRoots: [resolve('node_modules/@types')],
};

/** Names a snippet declares at its top level (imports included), and those it already exports. */
function topLevelNames(code, fileName) {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
  const declared = new Set();
  const exported = new Set();
  const bindings = (name, into) => {
    if (ts.isIdentifier(name)) into.add(name.text);
    else
      for (const element of name.elements) if (!ts.isOmittedExpression(element)) bindings(element.name, into);
  };
  for (const statement of source.statements) {
    const isExported = ts.canHaveModifiers(statement)
      ? (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    const names = new Set();
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) bindings(declaration.name, names);
    else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    )
      names.add(statement.name.text);
    else if (ts.isImportDeclaration(statement) && statement.importClause) {
      const clause = statement.importClause;
      if (clause.name) names.add(clause.name.text);
      const bound = clause.namedBindings;
      if (bound && ts.isNamespaceImport(bound)) names.add(bound.name.text);
      if (bound && ts.isNamedImports(bound))
        for (const element of bound.elements) names.add(element.name.text);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    )
      for (const element of statement.exportClause.elements) exported.add(element.name.text);
    for (const name of names) {
      declared.add(name);
      if (isExported) exported.add(name);
    }
  }
  return { declared, exported };
}

/** Every identifier a snippet mentions (a superset of the names it reads: importing more is harmless). */
const mentioned = (code) => new Set(code.match(/[A-Za-z_$][\w$]*/g) ?? []);

const slug = (file) => relative(resolve('.'), resolve(file)).replace(/[^\w]+/g, '_');

/**
 * The files the compiler checks: `{ path, text, origins }` per sample, where `origins[i]` says which
 * sample line (`file`, `line`, `cell`) the file's line `i` came from (undefined for lines the check added).
 */
export function typescriptFiles(samples) {
  const files = [];
  for (const [file, list] of checkedSamplesByFile(samples, 'typescript')) {
    const pageDir = join(root, slug(file));
    const titles = new Set();
    // Each earlier snippet's top-level names, latest first: a later snippet imports a name from the last
    // snippet that declared it.
    const earlier = [];
    list.forEach((sample, index) => {
      const javascript = ['js', 'javascript', 'jsx'].includes(sample.fence);
      const extension = javascript ? '.js' : '.ts';
      const origin = (lineIndex) => ({
        file: sample.file,
        line: sample.line === undefined ? lineIndex + 1 : sample.line + lineIndex,
        cell: sample.cell,
      });
      const lines = [];
      const origins = [];
      const add = (text, from) => {
        lines.push(text);
        origins.push(from);
      };
      const titled = sample.title && /\.[cm]?[jt]sx?$/.test(sample.title) ? sample.title : undefined;
      let path;
      if (titled) {
        // The same file shown twice on a page (one setup, then another): each is checked on its own.
        const name = titles.has(titled) ? titled.replace(/(\.[cm]?[jt]sx?)$/, `.variant-${index}$1`) : titled;
        titles.add(titled);
        path = join(pageDir, name);
      } else path = join(pageDir, `snippet-${index}${extension}`);
      const code = sample.code;
      const own = topLevelNames(code, path);
      const provided = new Set(code.split('\n').flatMap((text) => providedNames(text) ?? []));
      if (!titled) {
        const wanted = mentioned(code);
        const imports = new Map();
        for (const { path: from, declared } of earlier)
          for (const name of declared)
            if (wanted.has(name) && !own.declared.has(name) && !provided.has(name) && !imports.has(name))
              imports.set(name, from);
        const bySource = new Map();
        for (const [name, from] of imports) bySource.set(from, [...(bySource.get(from) ?? []), name]);
        for (const [from, names] of bySource) {
          const specifier = `./${relative(pageDir, from).replace(/\.[jt]s$/, '.js')}`;
          add(`import { ${names.join(', ')} } from '${specifier}';`, undefined);
        }
      }
      code.split('\n').forEach((text, lineIndex) => {
        const names = providedNames(text);
        if (names) {
          const declare = javascript
            ? names.map((name) => `/** @type {any} */ var ${name};`)
            : names.map((name) => `declare const ${name}: any;`);
          add(`${/^\s*/.exec(text)[0]}${declare.join(' ')}`, origin(lineIndex));
        } else add(text, origin(lineIndex));
      });
      if (!titled) {
        const toExport = [...new Set([...own.declared, ...provided])].filter(
          (name) => !own.exported.has(name),
        );
        add(toExport.length ? `export { ${toExport.join(', ')} };` : 'export {};', undefined);
        earlier.unshift({ path, declared: new Set([...own.declared, ...provided]) });
      }
      files.push({ path, pageDir, text: `${lines.join('\n')}\n`, origins, sample });
    });
  }
  return files;
}

/** Ambient declarations the check adds: the SDK's, and narrow ones for packages not installed (see the file). */
const ambientFiles = () => [
  resolve('content/sdk/typescript/spanlight-sdk.d.ts'),
  ...['ambient.d.ts'].map((name) => join(shimDir, name)).filter((path) => existsSync(path)),
];

/**
 * Type-checks the files; resolves the problems as `{ where, message, code }`, each at the sample line
 * it concerns.
 */
export function checkTypeScript(files) {
  const started = performance.now();
  const byPath = new Map(files.map((file) => [file.path, file]));
  const host = ts.createCompilerHost(compilerOptions, true);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (path) => byPath.get(path)?.text ?? readFile(path);
  host.fileExists = (path) => byPath.has(path) || fileExists(path);
  host.getSourceFile = (path, languageVersion, onError, shouldCreate) => {
    const virtual = byPath.get(path);
    if (virtual) return ts.createSourceFile(path, virtual.text, languageVersion, true);
    return getSourceFile(path, languageVersion, onError, shouldCreate);
  };
  host.writeFile = () => {};
  const moduleHost = { fileExists: host.fileExists, readFile: host.readFile };
  // `./x` and `@/x` resolve in the page's own files, then in the starting project.
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, options) =>
    literals.map(({ text }) => {
      const attempt = (name, from) => ts.resolveModuleName(name, from, options, moduleHost).resolvedModule;
      const pageDir = byPath.get(containingFile)?.pageDir;
      if (pageDir && (text.startsWith('./') || text.startsWith('../') || text.startsWith('@/'))) {
        const local = text.startsWith('@/') ? `./${text.slice(2)}` : text;
        const from = text.startsWith('@/') ? join(pageDir, 'index.ts') : containingFile;
        const base = `./${text.split('/').pop()}`;
        const found =
          attempt(local, from) ??
          attempt(base, join(pageDir, 'index.ts')) ??
          attempt(base, join(projectDir, 'index.ts'));
        return { resolvedModule: found };
      }
      return { resolvedModule: attempt(text, containingFile) };
    });
  const program = ts.createProgram({
    rootNames: [...ambientFiles(), ...files.map((file) => file.path)],
    options: compilerOptions,
    host,
  });
  const diagnostics = [...program.getSyntacticDiagnostics(), ...program.getSemanticDiagnostics()];
  const problems = [];
  for (const diagnostic of diagnostics) {
    // The first line of the compiler's message, and its most specific reason when it gave a chain.
    const chain = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').split('\n');
    const message = chain.length > 1 ? `${chain[0]} ${chain.at(-1).trim()}` : chain[0];
    const file = diagnostic.file && byPath.get(diagnostic.file.fileName);
    if (!file) {
      problems.push({
        where: diagnostic.file ? relative(resolve('.'), diagnostic.file.fileName) : '(the check itself)',
        message,
        code: diagnostic.code,
      });
      continue;
    }
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    const origin = file.origins[line];
    const where = origin
      ? origin.cell === undefined
        ? `${origin.file}:${origin.line}`
        : `${origin.file} cell ${origin.cell + 1} line ${origin.line}`
      : `${file.sample.where} (a line the check added: ${file.text.split('\n')[line]})`;
    problems.push({ where, message, code: diagnostic.code });
  }
  return { problems, files: files.length, seconds: (performance.now() - started) / 1000 };
}
