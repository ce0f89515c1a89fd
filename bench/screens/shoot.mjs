// Screenshots of the pages a visitor judges the site by, at 390 and 1440 px in light and dark, from the
// production build in Debian's Chromium, written next to this script so a reviewer sees what changed.
// Run `npm run build` first. Usage: npm run bench:screens [-- /path …] (default: the pages below);
// `-- --png` writes lossless PNGs to /tmp/screens instead, for a closer look (not kept).
// Pages are cut at 3,000 px; a line names any page that scrolls sideways.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openSiteInChromium } from '../site-in-chromium.mjs';

const png = process.argv.includes('--png');
const out = png ? '/tmp/screens' : dirname(fileURLToPath(import.meta.url));
const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
/** One page of each kind a visitor judges the site by (issue 35 named the phone and detail cases). */
const defaultPages = [
  '/', // home, its product pictures
  '/ja', // translated home: pictures in Japanese
  '/pricing', // plan cards, plan switcher on phones, pricing questions
  '/docs/observability/traces', // a docs page: sidebar, On This Page (menu below 1280 px)
  '/docs/contributing/code-blocks', // code blocks: bar, wrap and copy
  '/ja/docs/get-started', // translated docs: whole tree with English badges, phrase breaks
  '/docs/api-reference/scores/create-score', // API reference: stacked field rows on phones
  '/integrations/model-providers', // long code names in a table
  '/guides', // guides index with notebook titles
  '/changelog/2026-11-05-cost-dashboards', // changelog illustration in dark mode
  '/blog',
  '/customers',
];
const pages = paths.length > 0 ? paths : defaultPages;
const widths = [390, 1440];
const schemes = ['light', 'dark'];
/** Full pages are cut here: long enough for the first screens of any page, small enough to review. */
const maxHeight = 3000;

const name = (path) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '_'));

const site = await openSiteInChromium({
  port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined,
});
try {
  mkdirSync(out, { recursive: true });
  for (const path of pages) {
    for (const width of widths) {
      for (const scheme of schemes) {
        const context = await site.browser.newContext({
          viewport: { width, height: 900 },
          colorScheme: scheme,
        });
        const page = await context.newPage();
        await page.goto(`${site.origin}${path}`, { waitUntil: 'networkidle' });
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        const height = Math.min(maxHeight, await page.evaluate(() => document.documentElement.scrollHeight));
        // JPEG at 60: a fraction of a PNG's size, small enough to keep in the repository.
        const file = join(out, `${name(path)}-${width}-${scheme}.${png ? 'png' : 'jpg'}`);
        await page.screenshot({
          path: file,
          ...(png ? { type: 'png' } : { type: 'jpeg', quality: 60 }),
          clip: { x: 0, y: 0, width, height },
          fullPage: true,
        });
        console.log(`${file}${scrollWidth > width ? `  scrolls sideways: ${scrollWidth} px wide` : ''}`);
        await context.close();
      }
    }
  }
} finally {
  await site.close();
}
