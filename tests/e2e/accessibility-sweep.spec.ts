import { expect, test } from '@playwright/test';
import {
  codeBlocks,
  codeContrastViolations,
  loadAxeOnEveryPage,
  openIn,
  seriousViolations,
  showScheme,
} from './helpers/axe';
import { sitemapPaths } from './helpers/sitemap';

/**
 * axe over every page of the sitemap, in both colour schemes, lean enough for CI.
 *
 * What a page's content puts on it, that is: every rule but colour contrast inside `main`; in both
 * schemes (dark by the theme script's class), colour contrast of the elements whose colours come
 * from the content (tables, callouts, notebook outputs and what is inside them), and of code blocks
 * by `codeContrastViolations` (computed colours, axe's colour functions: axe's hit-testing of some
 * 900 highlighted tokens a page was a third of the sweep). The frame around the content (navbar,
 * sidebars, footer, landmarks, the page-level rules) and every other colour (prose, links) are the
 * template's: accessibility.spec.ts loads a page of each template in both schemes, as the system
 * sets them, and checks it with every rule on the whole page; it fails if a route of the sitemap has
 * none there.
 *
 * One test per shard checks its pages one after another in a single browser page, and lists every
 * violation it found at the end: a test per page and scheme cost more in set-up than in checking.
 */
const shards = 8;

/** Elements whose colours depend on what a page holds, not only on its template (code aside). */
const contentColoured = 'table, [data-callout], .nb-output';

// A failure message names every page, rule and element; a trace of the run adds nothing and costs time.
test.use({ trace: 'off' });
test.beforeEach(({ context }) => loadAxeOnEveryPage(context));

for (let shard = 0; shard < shards; shard++) {
  test(`sitemap pages ${shard + 1} of ${shards} have no serious accessibility violations (light; dark contrast of code, tables and callouts)`, async ({
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
      for (const line of await seriousViolations(page, { skip: ['color-contrast'], within: 'main' }))
        violations.push(`${path} (light) ${line}`);
      const coloured = (await page.locator(contentColoured).count()) > 0;
      const code = (await page.locator(codeBlocks).count()) > 0;
      if (!coloured && !code) continue;
      checkedInDark++;
      for (const scheme of ['light', 'dark'] as const) {
        if (scheme === 'dark') await showScheme(page, 'dark');
        if (coloured)
          for (const line of await seriousViolations(page, {
            rules: ['color-contrast'],
            within: contentColoured,
            except: codeBlocks,
          }))
            violations.push(`${path} (${scheme}) ${line}`);
        for (const line of await codeContrastViolations(page)) violations.push(`${path} (${scheme}) ${line}`);
      }
    }
    expect(violations).toEqual([]);
    // Five pages in six hold code, a table or a callout: far fewer would mean the selector has gone stale.
    expect(checkedInDark, 'pages with content-coloured elements').toBeGreaterThan(paths.length / 3);
  });
}

test('the code contrast check finds pale tokens, a tint under them and a faded line', async ({ page }) => {
  await page.setContent(`<main>
    <pre style="background:#ffffff"><code><span style="color:#24292f">ok</span><span style="color:#b0b0b0">pale</span></code></pre>
    <pre style="background:#ffffff"><code><span style="background:rgba(0,0,0,0.5)"><span style="color:#57606a">tinted</span></span></code></pre>
    <pre style="background:#0d1117"><code><span style="opacity:0.4"><span style="color:#e6edf3">faded</span></span></code></pre>
  </main>`);
  const found = await codeContrastViolations(page);
  expect(found).toHaveLength(3);
  for (const word of ['pale', 'tinted', 'faded']) expect(found.join('\n')).toContain(`"${word}"`);
  expect(found.join('\n')).not.toContain('"ok"');
});
