// Runs before `next build`: every content file's front matter must be valid YAML. The MDX compiler
// reports a YAML syntax error without the file's name; this check names it. The docs collection's
// files, compiled on demand, must also do without imports, exports and images named by file path.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { onDemandMdxProblems } from './on-demand-mdx.mjs';

function* contentFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* contentFiles(path);
    else if (/\.mdx?$/.test(name)) yield path;
  }
}

const problems = [];
for (const file of contentFiles('content')) {
  const text = readFileSync(file, 'utf8');
  if (file.startsWith(join('content', 'docs'))) problems.push(...onDemandMdxProblems(file, text));
  const match = text.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n/);
  if (!match) {
    if (file !== 'content/SDK_API.md')
      problems.push(`${file}: no front matter (--- block with title and description)`);
    continue;
  }
  try {
    const data = parse(match[1]);
    if (typeof data !== 'object' || data === null) problems.push(`${file}: front matter is not a mapping`);
  } catch (error) {
    problems.push(`${file}: front matter is not valid YAML: ${error.message.split('\n')[0]}`);
  }
}
if (problems.length > 0) {
  console.error(`Invalid content:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
