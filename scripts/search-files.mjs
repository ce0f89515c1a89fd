// Writes `<build>/search-files/<locale>.json` for the server that runs the build: each locale's search
// index and excerpt files as the build prerendered them (app/search/[file]/route.ts, under
// `<build>/server/app/search/`), which the pages link to. The server's own search (Ask AI, MCP, the 404
// suggestions, the insights) reads them instead of compiling every docs page on its first search
// (server/search.ts). Runs after `next build`, in the build's folder (NEXT_DIST_DIR).
import { readdirSync, readFileSync } from 'node:fs';
import { register } from 'node:module';
import { join } from 'node:path';

register('./typescript-hooks.mjs', import.meta.url);
const { searchFilesByLocale, writeBuiltSearchFiles } = await import('../server/built-search-files.ts');

const dist = process.env.NEXT_DIST_DIR || '.next';
const prerendered = join(dist, 'server', 'app', 'search');

/** The prerendered files' names (`en-US.3f9a1c2b7d0e.json.body`), or none when there is no build. */
function bodyFiles() {
  try {
    return readdirSync(prerendered).filter((name) => name.endsWith('.json.body'));
  } catch {
    return [];
  }
}

const names = bodyFiles();
if (names.length === 0)
  throw new Error(`no prerendered search files under ${prerendered}: run next build first`);
const files = searchFilesByLocale(
  names.map((name) => ({
    path: `/search/${name.slice(0, -'.body'.length)}`,
    body: readFileSync(join(prerendered, name), 'utf8'),
  })),
);
const dir = join(dist, 'search-files');
writeBuiltSearchFiles(dir, files);
console.log(`${dir}: ${[...files.keys()].sort().join(', ')}`);
