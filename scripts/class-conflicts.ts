import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { twMerge } from 'tailwind-merge';
import ts from 'typescript';
import { buttonSizeNames, buttonVariantNames, buttonVariants } from '../components/ui/button-variants';

/**
 * Finds class lists that set the same property twice where nothing settles which one wins.
 *
 * Client components join classes with plain `clsx` (tailwind-merge would add ~8 KiB of JavaScript to
 * every page), and CSS does not read the order of a class attribute: of `text-muted` and `text-accent`
 * on one element, whichever the stylesheet happens to emit last wins, so an active item can look like
 * every other. This reads every `clsx(…)` call, `className="…"` and `buttonVariants(…)` call in the
 * tree, works out each class list it can produce (one branch of every condition, every `&&` part on),
 * and asks tailwind-merge which classes a later one overrides: any class it drops is a conflict.
 * `cn(…)` is left alone: it runs tailwind-merge itself, so there the later class does win.
 */

export interface ClassConflict {
  file: string;
  line: number;
  /** The class list with the conflict. */
  classes: string;
  /** Classes a later class in the same list overrides. */
  overridden: string[];
}

/** Each way one argument of a class join can read: '' where it may add nothing. */
type Alternatives = string[];

const maxCombinations = 512;

const words = (classes: string) => classes.split(/\s+/).filter(Boolean);

/** Classes of `classes` that a later class overrides ([] when each sets something of its own). */
export function overriddenClasses(classes: string): string[] {
  const given = [...new Set(words(classes))];
  const kept = new Set(words(twMerge(given.join(' '))));
  return given.filter((name) => !kept.has(name));
}

/** The literal value of an object literal's property, when it is a string. */
function literalProps(node: ts.Expression): Record<string, string> | null {
  if (!ts.isObjectLiteralExpression(node)) return null;
  const props: Record<string, string> = {};
  for (const prop of node.properties) {
    if (!ts.isPropertyAssignment(prop) || !ts.isStringLiteralLike(prop.initializer)) return null;
    props[prop.name.getText()] = prop.initializer.text;
  }
  return props;
}

/** What an expression inside a class join can add; `null` when it cannot be known from the source. */
function alternatives(node: ts.Expression): Alternatives | null {
  if (ts.isParenthesizedExpression(node)) return alternatives(node.expression);
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) {
    const right = alternatives(node.right);
    return right ? ['', ...right] : null;
  }
  if (ts.isConditionalExpression(node)) {
    const whenTrue = alternatives(node.whenTrue);
    const whenFalse = alternatives(node.whenFalse);
    return whenTrue && whenFalse ? [...whenTrue, ...whenFalse] : null;
  }
  if (ts.isCallExpression(node) && node.expression.getText() === 'buttonVariants') {
    const props = node.arguments.length === 0 ? {} : literalProps(node.arguments[0]!);
    return props ? [buttonVariants(props)] : null;
  }
  if (ts.isTemplateExpression(node)) {
    // `a ${b ? 'c' : ''} d`: the literal parts and each part's branches (unknown parts add nothing).
    const parts: Alternatives[] = [[node.head.text]];
    for (const span of node.templateSpans)
      parts.push(alternatives(span.expression) ?? [''], [span.literal.text]);
    return combine(parts);
  }
  if (ts.isObjectLiteralExpression(node)) {
    // clsx({ 'a b': condition }): each key may be on or off.
    const parts: Alternatives[] = node.properties.map((prop) =>
      ts.isPropertyAssignment(prop) ? ['', prop.name.getText().replace(/^['"]|['"]$/g, '')] : [''],
    );
    return combine(parts);
  }
  return null;
}

/** Every class list the parts can join to, at most `maxCombinations`. */
function combine(parts: Alternatives[]): Alternatives {
  let lists: string[] = [''];
  for (const part of parts) {
    const next: string[] = [];
    for (const list of lists) for (const option of part) next.push(`${list} ${option}`.trim());
    lists = [...new Set(next)].slice(0, maxCombinations);
  }
  return lists;
}

/** The conflicts in one source file. */
export function classConflictsIn(source: string, file: string): ClassConflict[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = new Map<string, ClassConflict>();
  const check = (node: ts.Node, lists: string[]) => {
    for (const classes of lists) {
      const overridden = overriddenClasses(classes);
      if (overridden.length === 0) continue;
      const line = sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      const key = `${line} ${overridden.join(' ')}`;
      if (!found.has(key)) found.set(key, { file, line, classes, overridden });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText();
      if (callee === 'clsx') {
        const parts = node.arguments.map((argument) => alternatives(argument) ?? ['']);
        check(node, combine(parts));
      } else if (callee === 'buttonVariants') {
        const lists = alternatives(node);
        if (lists) check(node, lists);
      }
    }
    if (ts.isJsxAttribute(node) && node.name.getText() === 'className' && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      const lists =
        value && (ts.isStringLiteral(value) || ts.isTemplateExpression(value)) ? alternatives(value) : null;
      if (lists) check(node, lists);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return [...found.values()];
}

/** Every `.tsx` file under `dirs` (relative to `root`), tests left out. */
function tsxFiles(root: string, dirs: string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.tsx') && !entry.name.includes('.test.')) files.push(path);
    }
  };
  for (const dir of dirs) walk(join(root, dir));
  return files.sort();
}

/** The conflicts in the site's components and routes. */
export function treeClassConflicts(root: string): ClassConflict[] {
  return tsxFiles(root, ['app', 'components']).flatMap((path) =>
    classConflictsIn(readFileSync(path, 'utf8'), relative(root, path)),
  );
}

/** Every combination of `buttonVariants`' variants and sizes that sets a property twice. */
export function buttonVariantConflicts(): string[] {
  const problems: string[] = [];
  for (const variant of buttonVariantNames)
    for (const size of buttonSizeNames) {
      const classes = buttonVariants({ variant, size });
      const overridden = overriddenClasses(classes);
      if (overridden.length > 0) problems.push(`${variant}/${size}: ${overridden.join(' ')}`);
    }
  return problems;
}
