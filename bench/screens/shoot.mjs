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
const pages =
  paths.length > 0 ? paths : ['/', '/pricing', '/docs/observability/traces', '/blog', '/customers'];
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
