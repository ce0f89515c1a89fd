import { expect, test } from '@playwright/test';
import { changeSystemScheme, openIn, seriousViolations } from './helpers/axe';
import { sitemapPaths } from './helpers/sitemap';

/**
 * axe over every page of the sitemap, in both colour schemes, lean enough for CI.
 *
 * Light: every rule on the whole page. Dark: colour contrast of the elements whose colours come from
 * the content (highlighted code, notebook outputs, tables, callouts and what is inside them), after
 * the system scheme changes under the open page. The rest of a page in dark (prose, navbar, sidebars,
 * footer) is the same on every page of a template: accessibility.spec.ts loads a page of each
 * template in dark and checks it with every rule, and fails if a route of the sitemap has none there.
 *
 * One test per shard checks its pages one after another in a single browser page, and lists every
 * violation it found at the end: a test per page and scheme cost more in set-up than in checking.
 */
const shards = 8;

/** Elements whose colours depend on what a page holds, not only on its template. */
const contentColoured = 'pre, table, [data-callout], .nb-output';

// A failure message names every page, rule and element; a trace of the run adds nothing and costs time.
test.use({ trace: 'off' });

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
      for (const line of await seriousViolations(page)) violations.push(`${path} (light) ${line}`);
      if ((await page.locator(contentColoured).count()) === 0) continue;
      await changeSystemScheme(page, 'dark');
      checkedInDark++;
      for (const line of await seriousViolations(page, {
        rules: ['color-contrast'],
        within: contentColoured,
      }))
        violations.push(`${path} (dark) ${line}`);
    }
    expect(violations).toEqual([]);
    // Five pages in six hold code, a table or a callout: far fewer would mean the selector has gone stale.
    expect(checkedInDark, 'pages with content-coloured elements').toBeGreaterThan(paths.length / 3);
  });
}
