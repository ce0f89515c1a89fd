// Relevance by query set, fast enough to run after every ranking change: hit@1 and hit@5 per kind of
// query for the tuned set (queries.json), the tuning sets (queries-tuning.json, queries-tuning-2.json)
// and the held-out set (queries-heldout.json), over the built English index. Misses are listed for the tuning sets only:
// the held-out set is reported as figures and never looked at query by query, so ranking is not tuned
// on it. With `--browser`, every query is typed into the search box of the production build in
// Chromium and the results are read in the order the list shows them (grouped by collection), which
// is what the targets are about; without it, the engine is asked directly (seconds, for tuning).
// Run `npm run build` first. Usage: npm run bench:relevance [-- --misses] [-- --held-out] [-- --browser]
import { readdirSync, readFileSync } from 'node:fs';
import { register } from 'node:module';
import { join } from 'node:path';

const showMisses = process.argv.includes('--misses');
const inBrowser = process.argv.includes('--browser');
// The held-out figures are printed only when asked for (`--held-out`): at milestones, not while tuning.
const sets = [
  ['tuned (queries.json, English)', 'queries.json', true],
  ['tuning (queries-tuning.json)', 'queries-tuning.json', true],
  ['tuning 2 (queries-tuning-2.json)', 'queries-tuning-2.json', true],
  ...(process.argv.includes('--held-out')
    ? [['held out (queries-heldout.json)', 'queries-heldout.json', false]]
    : []),
];

/** The pages of a result list, best first, once each (a section row counts for its page). */
const distinctPages = (urls) => [...new Set(urls.map((url) => url.split('#')[0]))];

/** Ranks with the engine over the built index files. */
async function engineRanker() {
  register('../../scripts/typescript-hooks.mjs', import.meta.url);
  const { SearchIndex } = await import('../../lib/search/engine.ts');
  const searchDir = '.next/server/app/search';
  const names = readdirSync(searchDir).filter(
    (name) => name.startsWith('en-US.') && name.endsWith('.json.body'),
  );
  const read = (name) => readFileSync(join(searchDir, name), 'utf8');
  const index = new SearchIndex(JSON.parse(read(names.find((name) => !name.includes('.text.')))));
  index.attachText(JSON.parse(read(names.find((name) => name.includes('.text.')))));
  return { rank: async (query) => index.search(query).pages.map((page) => page.url), close: () => {} };
}

/** Ranks by typing into the search box of the production build in Chromium. */
async function browserRanker() {
  const { openSiteInChromium } = await import('../site-in-chromium.mjs');
  const site = await openSiteInChromium();
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${site.origin}/docs`, { waitUntil: 'networkidle' });
  const box = page.getByRole('combobox').filter({ visible: true }).first();
  await box.click();
  await box.fill('trace');
  await page.getByRole('option').first().waitFor({ timeout: 20_000 });
  return {
    async rank(query) {
      await box.fill(query);
      // The list renders in the same task as the input event; two frames later it is on screen.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      return page.$$eval('[role="listbox"] [role="option"]', (options) =>
        options.map((option) => option.getAttribute('href') ?? ''),
      );
    },
    close: site.close,
  };
}

const ranker = inBrowser ? await browserRanker() : await engineRanker();
console.log(`Ranked ${inBrowser ? 'through the search box in Chromium' : 'by the engine'}.\n`);
console.log('| set | kind | queries | hit@1 | hit@5 |\n|---|---|---|---|---|');
const misses = [];
try {
  for (const [label, file, listMisses] of sets) {
    const queries = JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')).queries.filter(
      (item) => !item.corpus && !item.locale,
    );
    const ranked = new Map();
    for (const item of queries) ranked.set(item, distinctPages(await ranker.rank(item.query)));
    const kinds = [...new Set(queries.map((item) => item.kind))];
    for (const kind of [...kinds, 'all']) {
      const items = kind === 'all' ? queries : queries.filter((item) => item.kind === kind);
      let hit1 = 0;
      let hit5 = 0;
      for (const item of items) {
        const urls = ranked.get(item);
        const at = urls.findIndex((url) => item.expect.some((expected) => expected.split('#')[0] === url));
        if (at === 0) hit1 += 1;
        if (at >= 0 && at < 5) hit5 += 1;
        if (at !== 0 && listMisses && kind !== 'all')
          misses.push(
            `${file}: ${item.query} -> ${urls.slice(0, 3).join(', ') || '(none)'} (want ${item.expect[0]})`,
          );
      }
      console.log(
        `| ${label} | ${kind} | ${items.length} | ${(hit1 / items.length).toFixed(3)} | ${(hit5 / items.length).toFixed(3)} |`,
      );
    }
  }
} finally {
  await ranker.close();
}
if (showMisses) console.log(`\nMisses (tuning sets only):\n${misses.join('\n')}`);
