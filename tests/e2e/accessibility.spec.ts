import { expect, test, type Page } from '@playwright/test';
import {
  changeSystemScheme,
  codeBlocks,
  openIn,
  seriousViolations,
  textContrastViolations,
  type ColorScheme,
} from './helpers/axe';
import { routeOf, sitemapPaths } from './helpers/sitemap';

/**
 * A page of every template, and pages whose colours depend on their content, loaded as a visitor
 * whose system is light, then switched to dark, and checked in each scheme with every axe rule on
 * the whole page (code blocks' colours by `textContrastViolations`, as the sweep checks them: axe's
 * hit-testing of every highlighted token doubled the check). accessibility-sweep.spec.ts checks every
 * sitemap page with every rule but colour contrast, and the contrast of content-coloured elements
 * (code, tables, callouts, notebook outputs) in both schemes: the colours of prose, navbar, sidebars,
 * footer and the rest of each template are checked here.
 */
const templatePages = [
  '/',
  '/docs',
  '/docs/observability/sdk/python/decorators',
  '/docs/cheat-sheet',
  '/docs/api-reference/scores/create-score',
  '/pricing',
  '/changelog',
  '/changelog/2026-09-02-dataset-experiment-comparison',
  '/blog',
  '/blog/2026-10-21-tracing-multi-agent-systems',
  '/customers',
  '/customers/clausenest',
  '/faq/data-retention',
  '/security',
  '/self-hosting/docker-compose',
  '/ja',
  '/ja/pricing',
  '/docs/ask-ai',
  '/ko/docs/get-started',
  '/integrations/model-providers/openai',
  '/guides',
  '/guides/cookbook/evaluation_user_feedback',
  '/guides/cookbook',
  // Found by a sweep of every sitemap page: highlighted code lines, notebook error outputs.
  '/integrations/frameworks/vercel-ai-sdk',
  '/integrations/frameworks/google-adk',
  '/docs/observability/sdk/python/low-level-sdk',
  '/guides/cookbook/data_migration',
  // The demo project's trace list, under its introduction.
  '/demo',
];

/** A misspelt address: the not-found page with its list of suggestions. */
const notFoundPath = '/docs/get-startd';

/**
 * Pages the sitemap does not list, so the sweep does not see them in either scheme: the not-found
 * page (checked once its suggestions are in), the demo project's views (noindex; /demo links them) and the contributors' guide (Writing the
 * Docs, a section of its own), whose page of cards, callouts and steps shows those components.
 */
const unlistedPages = [
  notFoundPath,
  '/docs/contributing/cards-callouts-steps',
  '/demo/traces/88691b4ea144f3dbd3c1ac2649c01fa7',
  '/demo/prompts',
  '/demo/prompts/support-answer',
  '/demo/datasets',
  '/demo/datasets/qa-golden',
  '/demo/datasets/qa-golden/compare',
];

// A failure message names every rule and element; a trace of the run adds nothing and costs time.
test.use({ trace: 'off' });

/** The colour rules: what changes when the scheme does. */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Every serious violation on the whole page in the scheme it shows, one line each: every rule in
 * the first scheme checked, then only the colour rules (the scheme changes colours, nothing else).
 */
async function violations(page: Page, scheme: ColorScheme, rules: 'all' | 'colours'): Promise<string[]> {
  const found = [
    ...(rules === 'all' ? await seriousViolations(page, { skip: colourRules }) : []),
    ...(await seriousViolations(page, { rules: colourRules, except: codeBlocks })),
    ...(await textContrastViolations(page)),
  ];
  return found.map((line) => `(${scheme}) ${line}`);
}

for (const path of [...templatePages, ...unlistedPages]) {
  test(`${path} has no serious accessibility violations (light, then dark)`, async ({ page }) => {
    await openIn(page, path, 'light');
    if (path === notFoundPath) await expect(page.getByRole('navigation', { name: /^Perhaps/ })).toBeVisible();
    const found = await violations(page, 'light', 'all');
    await changeSystemScheme(page, 'dark');
    found.push(...(await violations(page, 'dark', 'colours')));
    expect(found).toEqual([]);
  });
}

test('every route of the sitemap has a page checked here', async ({ request }) => {
  const paths = await sitemapPaths(request);
  expect(
    templatePages.filter((path) => !paths.includes(path)),
    'pages missing from the sitemap',
  ).toEqual([]);
  const covered = new Set(templatePages.map(routeOf));
  const uncovered = new Map(
    paths.filter((path) => !covered.has(routeOf(path))).map((path) => [routeOf(path), path]),
  );
  expect(
    [...uncovered].map(([route, path]) => `${route}, e.g. ${path}`),
    'routes with no page in templatePages',
  ).toEqual([]);
});
