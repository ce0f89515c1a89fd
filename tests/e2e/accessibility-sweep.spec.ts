import { expect, test } from '@playwright/test';
import {
  codeBlocks,
  contentColoured,
  loadAxeOnEveryPage,
  openIn,
  seriousViolations,
  showScheme,
  textContrastViolations,
} from './helpers/axe';
import { sitemapPaths } from './helpers/sitemap';

/**
 * axe over every page of the sitemap, in both colour schemes, lean enough for CI.
 *
 * What a page's content puts on it, that is: every rule but the colour rules (color-contrast,
 * link-in-text-block) inside `main`, code blocks aside; in both schemes (dark by the theme script's class), the contrast
 * of the text whose colours come from the content (code blocks, tables, callouts, notebook outputs
 * and what is inside them) by `textContrastViolations` (computed colours, axe's colour functions:
 * axe's colour rules hit-test a grid of the whole page, which was more than half of the sweep). The
 * frame around the content (navbar, sidebars, footer, landmarks, the page-level rules) and every
 * other colour (prose, links) are the template's: accessibility.spec.ts loads a page of each
 * template and checks it with every rule on the whole page, in both schemes; it fails if a route of
 * the sitemap has none there.
 *
 * One test per shard checks its pages one after another in a single browser page, and lists every
 * violation it found at the end: a test per page and scheme cost more in set-up than in checking.
 */
const shards = 8;

// A failure message names every page, rule and element; a trace of the run adds nothing and costs time.
test.use({ trace: 'off' });
test.beforeEach(async ({ context }) => {
  await loadAxeOnEveryPage(context);
  // The pages as the server renders them, without the framework's scripts: hydration repeated on
  // every one of several hundred page loads was the larger part of the sweep's CPU (bench/RESULTS.md,
  // session 23). What the content puts on a page is in its server-rendered markup; the hydrated pages
  // of every template, and of every content component that runs in the browser (code tabs, copy
  // buttons, the plan calculator, notebooks, the request console, Ask AI), are checked with every
  // rule in both schemes by accessibility.spec.ts.
  await context.route(/\/_next\/static\/chunks\/[^?]+\.js(?:\?|$)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
});

for (let shard = 0; shard < shards; shard++) {
  test(`sitemap pages ${shard + 1} of ${shards} have no serious accessibility violations (light; contrast of code, tables and callouts in both schemes)`, async ({
    page,
    request,
  }) => {
    const paths = (await sitemapPaths(request)).filter((_, index) => index % shards === shard);
    test.setTimeout(paths.length * 10_000);
    const violations: string[] = [];
    let checkedInDark = 0;
    for (const path of paths) {
      const status = await openIn(page, path, 'light');
      if (status !== 200) violations.push(`${path}: HTTP ${status}`);
      for (const line of await seriousViolations(page, {
        skip: ['color-contrast', 'link-in-text-block'],
        within: 'main',
        // Code blocks are the highlighter's markup, the same on every page: accessibility.spec.ts
        // checks them with every rule on its code-heavy template pages (a third of axe's time here).
        except: codeBlocks,
      }))
        violations.push(`${path} (light) ${line}`);
      if ((await page.locator(contentColoured).count()) === 0) continue;
      checkedInDark++;
      for (const scheme of ['light', 'dark'] as const) {
        if (scheme === 'dark') await showScheme(page, 'dark');
        for (const line of await textContrastViolations(page, contentColoured))
          violations.push(`${path} (${scheme}) ${line}`);
      }
    }
    expect(violations).toEqual([]);
    // Five pages in six hold code, a table or a callout: far fewer would mean the selector has gone stale.
    expect(checkedInDark, 'pages with content-coloured elements').toBeGreaterThan(paths.length / 3);
  });
}

test('the contrast check finds pale code tokens, tints, faded lines and pale text in tables and callouts', async ({
  page,
}) => {
  await page.setContent(`<main style="background:#ffffff">
    <pre style="background:#ffffff"><code><span style="color:#24292f">ok</span><span style="color:#b0b0b0">pale</span></code></pre>
    <pre style="background:#ffffff"><code><span style="background:rgba(0,0,0,0.5)"><span style="color:#57606a">tinted</span></span></code></pre>
    <pre style="background:#0d1117"><code><span style="opacity:0.4"><span style="color:#e6edf3">faded</span></span></code></pre>
    <table><tr><th style="color:#7a7a7a">cell</th><td style="color:#6b7280">fine</td></tr></table>
    <aside data-callout="info" style="background:rgba(14,165,233,0.1)"><p style="color:#808080">callout</p></aside>
    <aside data-callout="info"><p style="color:#858585;font-size:24px">large</p><p style="color:#858585;font-size:19px;font-weight:700">bold</p></aside>
    <p style="color:#b0b0b0">outside</p>
  </main>`);
  expect(await textContrastViolations(page)).toHaveLength(3);
  const found = await textContrastViolations(page, contentColoured);
  for (const word of ['pale', 'tinted', 'faded', 'cell', 'callout'])
    expect(found.join('\n')).toContain(`"${word}"`);
  // Large text needs 3:1 (3.69:1 here); text outside the elements checked is the template's.
  for (const word of ['ok', 'fine', 'large', 'bold', 'outside'])
    expect(found.join('\n')).not.toContain(`"${word}"`);
  expect(found).toHaveLength(5);
});
