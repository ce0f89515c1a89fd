// Link integrity of the built site: every internal link, #anchor and image in the prerendered HTML
// must resolve, and every page must have a title, description and canonical URL. Run after
// `next build`; exits 1 listing every problem with the page it is on.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findLinkProblems, findMetadataProblems } from './link-check-core.mjs';

const appDir = '.next/server/app';
const defaultLocale = 'en-US';
/** Served by route handlers rather than prerendered pages. */
const routeHandlers = [
  /^\/api\//,
  /^\/sitemap\.xml$/,
  /^\/robots\.txt$/,
  /^\/(blog|changelog)\/(rss|atom)\.xml$/,
  /^\/(llms|llms-full)\.txt$/,
  /^\/openapi\.yml$/,
];

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build in .next/: run `npm run build` first.');
  process.exit(2);
}

function* htmlFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* htmlFiles(path);
    else if (name.endsWith('.html')) yield path;
  }
}

/** `.next/server/app/en-US/docs/x.html` -> `/docs/x`; `ja/docs.html` -> `/ja/docs`. */
function urlOf(file) {
  const path = `/${relative(appDir, file).replace(/\.html$/, '')}`;
  if (path === `/${defaultLocale}`) return '/';
  if (path.startsWith(`/${defaultLocale}/`)) return path.slice(defaultLocale.length + 1);
  return path;
}

const isFile = (path) => existsSync(path) && statSync(path).isFile();

const pages = new Map();
for (const file of htmlFiles(appDir)) {
  const url = urlOf(file);
  if (!/\/_(not-found|global-error)$/.test(url)) pages.set(url, readFileSync(file, 'utf8'));
}

const { problems: linkProblems, links } = findLinkProblems(pages, {
  fileExists: (path) =>
    path.startsWith('/_next/static/')
      ? isFile(join('.next', path.slice('/_next/'.length)))
      : isFile(join('public', path)),
  isRoute: (path) => routeHandlers.some((pattern) => pattern.test(path)),
});

const problems = [...linkProblems, ...findMetadataProblems(pages)];
if (problems.length > 0) {
  console.error(`Link check failed (${problems.length} problems in ${pages.size} pages):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(
  `Link check passed: ${links} internal links and their anchors in ${pages.size} pages, each with a title, description and canonical URL.`,
);
