// Writes `<build>/built-pages.json` from the prerendered pages of a build, for the server that runs it:
//   pages         every page address the site serves (`/docs/get-started`, `/ja/docs/get-started`):
//                 the feedback API stores votes for these only, not look-alikes or made-up paths;
//   socialImages  the query of every social image (/api/og) the pages name in their og:image and
//                 twitter:image tags: cached by anyone for a week, while any other title is a
//                 stranger's text (README "Caches").
// Runs after `next build`, in the build's folder (NEXT_DIST_DIR).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const dist = process.env.NEXT_DIST_DIR || '.next';
const pagesDir = join(dist, 'server', 'app');

/** Every prerendered HTML file below `dir`, Next.js's own (`_not-found`, `_global-error`) left out. */
function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('_')) continue;
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

const files = [...htmlFiles(pagesDir)].map((file) => ({
  file,
  // `ja/docs/get-started`: the locale folder, then the path.
  route: relative(pagesDir, file).slice(0, -'.html'.length).split(sep).join('/'),
  html: readFileSync(file, 'utf8'),
}));
if (files.length === 0) throw new Error(`no prerendered pages under ${pagesDir}: run next build first`);

// The default locale's pages are served without its prefix: it is the locale whose home page says
// it is canonically `/`.
const canonicalPath = (html) => {
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  return href ? new URL(unescape(href), 'http://site.invalid').pathname : undefined;
};
const defaultLocale = files.find(
  ({ route, html }) => !route.includes('/') && canonicalPath(html) === '/',
)?.route;
if (!defaultLocale) throw new Error(`no home page under ${pagesDir} names / as its canonical address`);

const pages = new Set();
const socialImages = new Set();
for (const { route, html } of files) {
  const [locale, ...rest] = route.split('/');
  const path = rest.join('/');
  pages.add(locale === defaultLocale ? `/${path}` : `/${locale}${path ? `/${path}` : ''}`);
  for (const [, content] of html.matchAll(
    /<meta (?:property|name)="(?:og|twitter):image" content="([^"]+)"/g,
  )) {
    const url = new URL(unescape(content), 'http://site.invalid');
    if (url.pathname === '/api/og') socialImages.add(url.search.slice(1));
  }
}
const file = join(dist, 'built-pages.json');
const list = { pages: [...pages].sort(), socialImages: [...socialImages].sort() };
writeFileSync(file, `${JSON.stringify(list, null, 1)}\n`);
console.log(`${file}: ${pages.size} pages, ${socialImages.size} social images`);
