// Time from the first keystroke to the first search results in Chromium, against the production build
// served by the production server (dist/server.mjs) on a spare port: each run is a cold page load, then `/` (which starts loading
// the index) and one letter typed at once, so the index load is inside the measured time.
import { openSiteInChromium } from '../site-in-chromium.mjs';

const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
const runs = Number(process.env.SEARCH_BENCH_RUNS ?? 7);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(browser, origin, { corpusFiles } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (corpusFiles) {
    // The 1,000-page corpus stands in for the site's files, served from the same URLs.
    await page.route(/\/search\/en-US\.[0-9a-f]+\.json$/, (route) =>
      route.fulfill({ body: corpusFiles.index, contentType: 'application/json' }),
    );
    await page.route(/\/search\/en-US\.text\.[0-9a-f]+\.json$/, (route) =>
      route.fulfill({ body: corpusFiles.text, contentType: 'application/json' }),
    );
  }
  await page.goto(`${origin}/docs/get-started`, { waitUntil: 'networkidle' });
  await page.evaluate(() => {
    const times = {};
    window.__searchTimes = times;
    window.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'd' && !times.key) times.key = performance.now();
      },
      true,
    );
    new MutationObserver(() => {
      if (times.key && !times.first && document.querySelector('[role="option"]'))
        times.first = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.keyboard.press('/');
  await page.keyboard.press('d');
  await page.waitForFunction(() => window.__searchTimes.first, null, { timeout: 10_000 });
  const result = await page.evaluate(() => ({
    first: window.__searchTimes.first - window.__searchTimes.key,
    build: performance.getEntriesByName('search-index-build')[0]?.duration ?? NaN,
  }));
  await context.close();
  return result;
}

export async function firstResultTimes({ corpusFiles }) {
  const { browser, origin, close } = await openSiteInChromium({ port });
  try {
    const rows = [];
    for (const [label, options] of [
      ['site, en-US', {}],
      ['generated, 1,000 pages', { corpusFiles }],
    ]) {
      await measure(browser, origin, options); // warm the server's caches once
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await measure(browser, origin, options));
      rows.push({
        label,
        runs,
        median: median(results.map((r) => r.first)),
        max: Math.max(...results.map((r) => r.first)),
        build: median(results.map((r) => r.build)),
      });
    }
    return rows;
  } finally {
    await close();
  }
}
