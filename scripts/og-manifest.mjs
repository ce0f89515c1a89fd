// Writes `<build>/og-images.json`: the query of every social image (/api/og) the built pages name in
// their og:image and twitter:image tags. The image route caches these publicly for a week; any other
// title is a stranger's text, drawn for a short private cache and counted against the client's render
// budget (README "Social images"). Runs after `next build`, in the build's folder (NEXT_DIST_DIR).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = process.env.NEXT_DIST_DIR || '.next';
const pagesDir = join(dist, 'server', 'app');

/** Every prerendered HTML file below `dir`. */
function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

const unescape = (text) =>
  text.replace(
    /&(amp|quot|#39|lt|gt);/g,
    (_, name) => ({ amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' })[name],
  );

const queries = new Set();
let pages = 0;
for (const file of htmlFiles(pagesDir)) {
  pages += 1;
  const html = readFileSync(file, 'utf8');
  for (const [, content] of html.matchAll(
    /<meta (?:property|name)="(?:og|twitter):image" content="([^"]+)"/g,
  )) {
    const url = new URL(unescape(content), 'http://site.invalid');
    if (url.pathname === '/api/og') queries.add(url.search.slice(1));
  }
}
if (pages === 0) throw new Error(`no prerendered pages under ${pagesDir}: run next build first`);
const file = join(dist, 'og-images.json');
writeFileSync(file, `${JSON.stringify([...queries].sort(), null, 1)}\n`);
console.log(`${file}: ${queries.size} social images named by ${pages} pages`);
