// Runs before `next build`: every content file's front matter must be valid YAML and match its
// collection's schema (config/content-schema.ts), and every meta.json the folder schema. The build
// checks the same schemas, but minutes in and, for a YAML syntax error, without the file's name; this
// check names the file and the field in about a second (scripts/content-problems.ts). The docs
// collection's files, compiled on demand, must also do without imports, exports and images named by
// file path.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { register } from 'node:module';
import { join } from 'node:path';

register('./typescript-hooks.mjs', import.meta.url);
const { contentFileProblems, termLinkProblems } = await import('./content-problems.ts');

function* contentFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* contentFiles(path);
    else if (/\.mdx?$/.test(name) || name === 'meta.json' || path === join('content', 'demo', 'project.json'))
      yield path;
  }
}

const problems = [];
for (const file of contentFiles('content')) {
  problems.push(...contentFileProblems(file.split('\\').join('/'), readFileSync(file, 'utf8')));
}
// The notebooks' prose links as the pages' do.
for (const name of readdirSync('cookbook').filter((n) => n.endsWith('.ipynb'))) {
  const file = join('cookbook', name);
  problems.push(...termLinkProblems(file.split('\\').join('/'), readFileSync(file, 'utf8')));
}
if (problems.length > 0) {
  console.error(`Invalid content:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
