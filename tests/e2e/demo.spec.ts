import { expect, test, type Locator, type Page } from '@playwright/test';
import { openIn, seriousViolations } from './helpers/axe';

/**
 * The interactive demo (/demo): a read-only project drawn on the server from content/demo/project.json.
 * Its figures are computed (lib/demo); the values written here were added up by hand from that file,
 * so a wrong sum fails here as well as in the unit tests.
 */

/** The answer that went astray: user-108 asked about offline sync, the bot invented Bluetooth sync. */
const astray = {
  id: '7f93c09f8e9050203864a9347656fe3b',
  question: "Can I sync my notes between my iPad and my laptop while I'm offline?",
  // The staging trace asks the same question of the newer prompt version.
  user: 'user-108',
};

/** The trace list's row of the answer that went astray. */
const astrayRow = (page: Page) =>
  page
    .getByRole('region', { name: 'Traces' })
    .getByRole('row')
    .filter({ hasText: astray.question })
    .filter({ hasText: astray.user });

/**
 * Presses Tab until `target` has the focus, as a keyboard user walks a page: fails when it is not
 * reached within `limit` presses (it is not focusable, or hidden, or out of order).
 */
async function tabTo(page: Page, target: Locator, limit = 60) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(target)} was not reached in ${limit} presses of Tab`);
}

/** Moves the focus into the page's main content through the skip link, as a keyboard user would. */
async function skipToContent(page: Page) {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}

/** The page's URL ends with `path` (any origin). */
const at = (path: string) => new RegExp(`${path.replace(/[.?]/g, '\\$&')}$`);

const sections = (page: Page) => page.getByRole('navigation', { name: 'Demo project' });
const observation = (page: Page, name: string) =>
  page.locator('details').filter({ has: page.locator('summary', { hasText: new RegExp(`\\b${name}\\b`) }) });

test.describe('demo project', () => {
  test('/demo keeps its introduction and shows the project below it, starting with the traces', async ({
    page,
  }) => {
    await page.goto('/demo');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Interactive demo');
    await expect(main.getByText('Below this introduction is a read-only Spanlight project.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Watch the demo' })).toHaveAttribute('href', '/watch-demo');
    await expect(sections(page).getByRole('link', { name: /Traces/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sections(page).getByRole('link', { name: /Prompts/ })).not.toHaveAttribute('aria-current');

    const traces = page.getByRole('region', { name: 'Traces' });
    const headers = traces.getByRole('columnheader');
    await expect(headers).toHaveText([
      'Name',
      'Timestamp (UTC)',
      'User',
      'Session',
      'Latency',
      'Tokens',
      'Cost',
      'Scores',
    ]);
    const rows = traces.locator('tbody').getByRole('row');
    await expect(rows).toHaveCount(8);
    // Newest first; each name links to its trace.
    await expect(rows.first().getByRole('link', { name: 'answer-question' })).toHaveAttribute(
      'href',
      '/demo/traces/ddd828dfc1fedcda0bb6dc963b247879',
    );
    // Latency to the end of the last observation, tokens and cost of the generations added up.
    const refund = rows.filter({ hasText: 'How long do refunds take?' });
    await expect(refund.getByRole('cell')).toHaveText([
      /^answer-question/,
      '2026-11-24 10:21:05',
      'user-17',
      'chat-9',
      '1.34s',
      '250',
      '$0.000043',
      /helpfulness 0\.90.*faithfulness 1\.00.*user-feedback positive/,
    ]);
    await expect(rows.filter({ hasText: 'I was charged twice' })).toContainText('ERROR');
  });

  test('by keyboard: from the trace list to the answer that went astray, its prompt, and the run comparison', async ({
    page,
  }) => {
    await page.goto('/demo');
    await skipToContent(page);

    // The least helpful answer in the list.
    const row = astrayRow(page);
    await expect(row).toContainText('helpfulness 0.22');
    await tabTo(page, row.getByRole('link', { name: 'answer-question' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(at(`/demo/traces/${astray.id}`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('answer-question');
    await expect(main.getByRole('link', { name: 'All traces' })).toHaveAttribute('href', '/demo');
    await expect(sections(page).getByRole('link', { name: /Traces/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    for (const fact of ['user-108', 'chat-12', '2.11s', '284', '$0.000052'])
      await expect(main.locator('header dl')).toContainText(fact);

    // Which retrieved article led it astray: open the vector search with Enter.
    const search = observation(page, 'vector-search');
    await expect(search.getByText('"offline-mode"')).toBeHidden();
    await tabTo(page, search.locator('summary'));
    await page.keyboard.press('Enter');
    await expect(search).toHaveAttribute('open', '');
    await expect(search.getByRole('heading', { name: 'Output' })).toBeVisible();
    await expect(search.getByText(/"article": "offline-mode",\s+"score": 0.81/)).toBeVisible();

    // The generation, opened with Space: its model, tokens, messages and answer.
    const draft = observation(page, 'draft-answer');
    await tabTo(page, draft.locator('summary'));
    await page.keyboard.press('Space');
    await expect(draft).toHaveAttribute('open', '');
    await expect(draft).toContainText('gpt-4o-mini');
    await expect(draft).toContainText('241 / 26');
    await expect(draft.getByRole('heading', { name: 'Input' })).toBeVisible();
    await expect(draft.getByRole('listitem').filter({ hasText: /^system/ })).toContainText(
      'You are Harriet, the support assistant of Quillnote.',
    );
    await expect(draft).toContainText('syncs your notes between nearby devices over Bluetooth');
    // The warning the citation check raised is marked in the tree.
    await expect(observation(page, 'unsupported-claim').locator('summary')).toContainText('WARNING');

    // The prompt version that produced it…
    await tabTo(page, draft.getByRole('link', { name: 'support-answer v2' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(at('/demo/prompts/support-answer/versions/2'));
    const versions = page.getByRole('navigation', { name: 'Versions' });
    await expect(versions.getByRole('link', { name: /Version 2/ })).toHaveAttribute('aria-current', 'page');
    const selected = page.getByRole('region', { name: 'Version 2' });
    await expect(selected).toContainText('production');
    await expect(selected).toContainText('{{product}}');
    await expect(selected.getByRole('link', { name: /answer-question 7f93c09f/ })).toBeVisible();

    // …and the newer one: switch versions by keyboard.
    await tabTo(page, versions.getByRole('link', { name: /Version 3/ }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(at('/demo/prompts/support-answer'));
    const newest = page.getByRole('region', { name: 'Version 3' });
    await expect(newest).toContainText('staging');
    await expect(newest).toContainText('latest');
    await expect(newest).toContainText('If the articles do not answer the question, say so');
    await expect(versions.getByRole('link', { name: /Version 3/ })).toHaveAttribute('aria-current', 'page');

    // Did the new version score better? Datasets › qa-golden › Compare runs. After each link, Tab
    // goes on from the top of the new page's content.
    await tabTo(page, sections(page).getByRole('link', { name: /Datasets/ }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(at('/demo/datasets'));
    await expect(sections(page).getByRole('link', { name: /Datasets/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await tabTo(
      page,
      page.getByRole('region', { name: 'Datasets' }).getByRole('link', { name: 'qa-golden' }),
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(at('/demo/datasets/qa-golden'));
    // Run averages are the means of the item scores: (1+0+1+0+0.5+0.5)/6 and (0.9+0.45+0.92+0.2+0.55+0.6)/6.
    await expect(
      page
        .getByRole('region', { name: 'Experiment runs' })
        .getByRole('row')
        .filter({ hasText: 'gpt-4o-mini-v1' }),
    ).toContainText(/0\.50\s*0\.60/);
    await tabTo(page, page.getByRole('link', { name: 'Compare runs' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(at('/demo/datasets/qa-golden/compare'));

    const comparison = page.getByRole('region', { name: 'Runs compared item by item' });
    await expect(comparison.getByRole('columnheader')).toHaveText([
      'Item',
      'Expected output',
      'gpt-4o-mini-v1',
      'gpt-4o-mini-v2',
    ]);
    const offline = comparison.getByRole('row').filter({ hasText: 'offline-sync-1' });
    await expect(offline).toContainText('changes sync once the device is back online');
    await expect(offline).toContainText('over Bluetooth, even without internet');
    // Each score with its change against the baseline (the sign is also said in words).
    await expect(offline).toContainText(/keyword_match 1\.00\s*change against the baseline: \+1\.00/);
    // The one item that got clearly worse.
    await expect(comparison.getByRole('row').filter({ hasText: 'delete-account-1' })).toContainText(
      /helpfulness 0\.40\s*change against the baseline: −0\.20/,
    );
    await expect(comparison.getByRole('row').filter({ hasText: 'Average' })).toContainText(
      /keyword_match 0\.83.*\+0\.33.*helpfulness 0\.81.*\+0\.21/,
    );
  });

  test('an ERROR observation is open from the start, with its message', async ({ page }) => {
    await page.goto('/demo/traces/88691b4ea144f3dbd3c1ac2649c01fa7');
    const ticket = observation(page, 'create-ticket');
    await expect(ticket).toHaveAttribute('open', '');
    await expect(ticket).toContainText(
      'ERROR: Ticketing API answered 503 Service Unavailable after 2 attempts.',
    );
    // 4.84 s: the trace lasts until its last observation ends.
    await expect(page.getByRole('main').locator('header dl')).toContainText('4.84s');
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`every observation, opened, has no serious accessibility violations (${scheme})`, async ({
      page,
    }) => {
      // accessibility.spec.ts checks the trace page as it loads; the observations' panels open here.
      expect(await openIn(page, `/demo/traces/${astray.id}`, scheme)).toBe(200);
      const closed = page.locator('details:not([open]) > summary');
      // Each click opens one, so the first closed one is always the next.
      for (let count = await closed.count(); count > 0; count--) await closed.first().click();
      await expect(closed).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('what the project does not have is not found', async ({ request }) => {
    for (const path of [
      '/demo/traces/ffffffffffffffffffffffffffffffff',
      '/demo/prompts/no-such-prompt',
      '/demo/prompts/support-answer/versions/9',
      '/demo/prompts/support-answer/versions/02',
      '/demo/datasets/no-such-dataset',
      '/demo/datasets/no-such-dataset/compare',
      '/ja/demo/traces/ffffffffffffffffffffffffffffffff',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test('its views have titles, descriptions and canonical URLs, and stay out of search engines', async ({
    page,
  }) => {
    await page.goto('/demo/prompts/support-answer/versions/3');
    await expect(page).toHaveTitle('Prompt support-answer v3 · Interactive demo - Spanlight');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /support-answer prompt/,
    );
    // The newest version is the prompt's own page.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/demo\/prompts\/support-answer$/,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // /demo itself is a content page: indexed, with its Markdown twin.
    await page.goto('/demo');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
      'href',
      /\/demo\.md$/,
    );
  });

  test('in Japanese, the introduction is translated and every demo link stays in Japanese', async ({
    page,
  }) => {
    await page.goto('/ja/demo');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'インタラクティブデモ',
    );
    const hrefs = await page
      .getByRole('region', { name: 'Traces' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toHaveLength(8);
    for (const href of hrefs) expect(href).toMatch(/^\/ja\/demo\/traces\/[0-9a-f]{32}$/);
    await sections(page)
      .getByRole('link', { name: /Prompts/ })
      .click();
    await expect(page).toHaveURL(at('/ja/demo/prompts'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    // The project is the app's English interface, marked as such.
    await expect(
      page.getByRole('navigation', { name: 'Demo project' }).locator('xpath=ancestor::*[@lang][1]'),
    ).toHaveAttribute('lang', 'en');
  });

  test('at 390 px no page scrolls sideways; wide tables scroll inside their own region', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const wide: string[] = [];
    for (const path of [
      '/demo',
      `/demo/traces/${astray.id}`,
      '/demo/prompts',
      '/demo/prompts/support-answer',
      '/demo/datasets',
      '/demo/datasets/qa-golden',
      '/demo/datasets/qa-golden/compare',
    ]) {
      await page.goto(path);
      // Open every observation: their inputs and outputs must wrap, not widen the page.
      await page
        .locator('details:not([open]) > summary')
        .evaluateAll((all) => all.forEach((summary) => (summary as HTMLElement).click()));
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) wide.push(`${path}: ${overflow} px too wide`);
      // Nothing is cut off by the window's edge either: every region fits inside it.
      const window = await page.getByRole('navigation', { name: 'Demo project' }).evaluate((nav) => {
        const frame = nav.closest('[lang="en"]')!;
        const edge = frame.getBoundingClientRect().right;
        return [...frame.querySelectorAll('[role="region"], section, details')].filter(
          (part) => part.getBoundingClientRect().right > edge + 0.5,
        ).length;
      });
      if (window > 0) wide.push(`${path}: ${window} parts wider than the window`);
    }
    expect(wide).toEqual([]);

    await page.goto('/demo/datasets/qa-golden/compare');
    const region = page.getByRole('region', { name: 'Runs compared item by item' });
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // Keyboard users scroll it too: it takes the focus.
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
});

test.describe('demo project without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is read by links and disclosures alone', async ({ page }) => {
    await page.goto('/demo');
    await astrayRow(page).getByRole('link', { name: 'answer-question' }).click();
    await expect(page).toHaveURL(at(`/demo/traces/${astray.id}`));
    const draft = observation(page, 'draft-answer');
    await draft.locator('summary').click();
    await expect(draft.getByRole('heading', { name: 'Output' })).toBeVisible();
    await draft.getByRole('link', { name: 'support-answer v2' }).click();
    await expect(page).toHaveURL(at('/demo/prompts/support-answer/versions/2'));
    await page
      .getByRole('navigation', { name: 'Versions' })
      .getByRole('link', { name: /Version 1/ })
      .click();
    await expect(page.getByRole('region', { name: 'Version 1' })).toContainText('First version');
  });
});
