import { expect, test, type Page } from '@playwright/test';
import { apiLimits, planLimits, planPrices, teamsAddOn } from '../../config/plans';

const planNames = ['Hobby', 'Core', 'Pro', 'Enterprise', 'Self-hosted'];

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('pricing page', () => {
  test('offers one card per plan with its price, what it includes and its call to action', async ({
    page,
  }) => {
    await page.goto('/pricing');
    const cards = page
      .getByRole('list', { name: 'Plans', exact: true })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { level: 3 }),
      });
    await expect(cards).toHaveCount(5);
    for (const [index, name] of planNames.entries())
      await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(name);
    await expect(cards.nth(0)).toContainText('Free');
    await expect(cards.nth(0)).toContainText('40,000 events a month included');
    await expect(cards.nth(1)).toContainText('USD 39 per month');
    await expect(cards.nth(2)).toContainText('USD 249 per month');
    await expect(cards.nth(3)).toContainText('Custom');

    await expect(page.getByRole('link', { name: 'Sign up: Hobby' })).toHaveAttribute(
      'href',
      /^https?:\/\/[^/]+\/?$/,
    );
    await expect(page.getByRole('link', { name: 'Start free: Pro' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Talk to sales: Enterprise' })).toHaveAttribute(
      'href',
      '/talk-to-us',
    );
    await page.getByRole('link', { name: 'Self-host guide: Self-hosted' }).click();
    await expect(page).toHaveURL(/\/self-hosting$/);
  });

  test('the plan cards of a translated page lead to pages that exist', async ({ page, request }) => {
    for (const path of ['/ja/pricing', '/ko/pricing', '/zh/pricing']) {
      await page.goto(path);
      const hrefs = await page
        .getByRole('listitem')
        .getByRole('link')
        .evaluateAll((links) =>
          links.map((link) => link.getAttribute('href')!).filter((href) => href.startsWith('/')),
        );
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
    }
  });

  test('the events calculator prices a month on each cloud plan', async ({ page }) => {
    await page.goto('/pricing');
    const calculator = page.getByRole('region', { name: 'What would a month cost?' });
    const events = calculator.getByRole('textbox', { name: 'Events per month' });
    const result = (plan: string) => calculator.getByRole('listitem').filter({ hasText: plan });

    await events.fill('1,000,000');
    // Core: 39 + 9 started blocks of 100,000 above 150,000 at 7; Pro: 249 + 5 blocks.
    await expect(result('Core')).toContainText('USD 102 per month');
    await expect(result('Pro')).toContainText('USD 284 per month');
    await expect(result('Hobby')).toContainText('Above the Hobby limit');
    await expect(result('Core')).toContainText('Lowest price');
    await expect(result('Pro')).not.toContainText('Lowest price');

    await events.fill('30000');
    await expect(result('Hobby')).toContainText('Free');
    await expect(result('Hobby')).toContainText('Lowest price');

    // Anything that is not a number counts as no events; nothing breaks.
    await events.fill('lots');
    await expect(result('Core')).toContainText('USD 39 per month');
  });

  for (const width of [390, 768, 1440]) {
    test(`nothing scrolls sideways at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/pricing');
      expect(await scrollsSideways(page)).toBeLessThanOrEqual(0);
    });
  }

  test('on a phone both tables show the features and the plan chosen above them', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/pricing');
    const compare = page
      .getByRole('table')
      .filter({ has: page.getByRole('cell', { name: 'Included events per month' }) });
    const availability = page.getByRole('table', { name: 'Feature availability by plan' });
    const switches = page.getByRole('group', { name: 'Plan shown' });
    await expect(switches).toHaveCount(2);
    for (const [index, table] of [compare, availability].entries()) {
      const choice = switches.nth(index);
      await expect(choice.getByRole('radio', { name: 'Hobby' })).toBeChecked();
      const header = table.getByRole('row').first().getByRole('columnheader');
      await expect(header).toHaveText(['Feature', 'Hobby']);
      await choice.getByText('Pro', { exact: true }).click();
      await expect(choice.getByRole('radio', { name: 'Pro' })).toBeChecked();
      await expect(header).toHaveText(['Feature', 'Pro']);
      // Nothing to scroll sideways: the table fits its region.
      expect(
        await table.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth),
      ).toBeLessThanOrEqual(0);
    }
    // Keyboard: arrows move the choice within a switcher.
    await switches.first().getByRole('radio', { name: 'Pro' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(compare.getByRole('row').first().getByRole('columnheader')).toHaveText([
      'Feature',
      'Enterprise',
    ]);
    // Section rows keep their label.
    await expect(availability.getByRole('columnheader', { name: 'Observability' })).toBeVisible();
  });

  for (const width of [390, 768, 1440]) {
    test(`no word in a plan table breaks across lines or leaves its cell at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/pricing');
      const problems = await page.evaluate(() => {
        const found: string[] = [];
        for (const cell of document.querySelectorAll<HTMLElement>('.plan-switch :is(th, td)')) {
          if (cell.offsetParent === null) continue;
          const box = cell.getBoundingClientRect();
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            // Words, split where lines may break anyway (spaces, and hyphens as in "add-on").
            for (const match of node.textContent!.matchAll(/[^\s-]+/g)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
              if (rects.length > 1) found.push(`"${match[0]}" breaks`);
              if (rects.some((rect) => rect.right > box.right + 0.5))
                found.push(`"${match[0]}" leaves its cell`);
            }
          }
        }
        return found;
      });
      expect(problems).toEqual([]);
    });
  }

  test('at 1440 px both tables show every plan column, lined up, under a header that stays in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/pricing');
    const compare = page
      .getByRole('table')
      .filter({ has: page.getByRole('cell', { name: 'Included events per month' }) });
    const availability = page.getByRole('table', { name: 'Feature availability by plan' });
    for (const table of [compare, availability]) {
      const box = (await table.boundingBox())!;
      const header = (await table.getByRole('columnheader', { name: 'Self-hosted' }).boundingBox())!;
      expect(header.x + header.width).toBeLessThanOrEqual(box.x + box.width + 1);
      expect(
        await table.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth),
      ).toBeLessThanOrEqual(0);
    }
    for (const plan of planNames) {
      const a = (await compare.getByRole('columnheader', { name: plan, exact: true }).boundingBox())!;
      const b = (await availability.getByRole('columnheader', { name: plan, exact: true }).boundingBox())!;
      expect(Math.abs(a.x - b.x)).toBeLessThanOrEqual(1);
    }
    // Scrolled into the middle of the availability table, its header row sits under the navbar.
    await availability.getByRole('rowheader', { name: 'Custom dashboards' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const header = availability.getByRole('columnheader', { name: 'Feature' });
    await expect(header).toBeInViewport();
    const top = (await header.boundingBox())!.y;
    expect(Math.round(top)).toBe(64);
  });

  test('the comparison table and the Limits page show the figures of config/plans.ts, in the page language', async ({
    page,
  }) => {
    const number = (value: number | null | string, locale = 'en-US') =>
      new Intl.NumberFormat(locale).format(Number(value));
    await page.goto('/pricing');
    const table = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'Feature' }) });
    const row = (name: string) =>
      table.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    await expect(row('Included events per month').getByRole('cell')).toHaveText([
      'Included events per month',
      number(planPrices.hobby.includedEvents),
      number(planPrices.core.includedEvents),
      number(planPrices.pro.includedEvents),
      'Custom',
      'Unlimited',
    ]);
    await expect(row('Data retention').getByRole('cell').nth(1)).toHaveText(
      `${planLimits.hobby.retentionDays} days`,
    );
    await expect(row('Price').getByRole('cell').nth(2)).toHaveText(
      `USD ${planPrices.core.monthly} per month`,
    );
    await expect(row('Teams add-on').getByRole('cell').nth(2)).toHaveText(
      `USD ${teamsAddOn.monthly} per month (SAML SSO)`,
    );
    // The common questions are answered on the page, with the same figures.
    const questions = page.getByRole('heading', { level: 3 });
    for (const question of [
      'What counts as an event?',
      'What happens when I go over my included events?',
      'How much does the Teams add-on cost and what does it include?',
      'Do I need a licence to self-host?',
      'Are discounts available?',
    ])
      await expect(questions.filter({ hasText: question })).toBeVisible();
    await expect(page.getByText(`The Teams add-on costs USD ${teamsAddOn.monthly} per month`)).toBeVisible();

    await page.goto('/ja/pricing');
    const years = (planLimits.pro.retentionDays ?? 0) / 365;
    await expect(page.getByRole('cell', { name: `${years} 年`, exact: true })).toBeVisible();

    await page.goto('/docs/limits');
    const limits = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'Endpoint group' }) });
    await expect(limits.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      /^Ingestion/,
      number(planLimits.hobby.rateLimits.ingestion),
      number(planLimits.core.rateLimits.ingestion),
      number(planLimits.pro.rateLimits.ingestion),
      'Custom',
    ]);
    const body = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Request body', exact: true }) });
    await expect(body.getByRole('cell').nth(1)).toHaveText(`${apiLimits.maxBodyMb} MB`);
  });

  test('the Markdown twin lists the plans the cards show', async ({ request }) => {
    const markdown = await (await request.get('/pricing.md')).text();
    expect(markdown).toContain('- **Hobby**: Free. 40,000 events a month included.');
    expect(markdown).toContain('- **Core**: USD 39 per month.');
    expect(markdown).toContain('[Talk to sales](https://spanlight.example/talk-to-us)');
    const japanese = await (await request.get('/ja/pricing.md')).text();
    expect(japanese).toContain('[セルフホスティングガイド](https://spanlight.example/ja/self-hosting)');
  });
});
