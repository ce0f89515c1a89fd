import { expect, test } from '@playwright/test';

const path = '/docs/contributing/cards-callouts-steps';

test.describe('cards, callouts and steps', () => {
  test('cards sit in 3 columns by default, fewer on narrow screens', async ({ page }) => {
    const columnsAt = async (width: number) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const tops = await page
        .getByRole('link', { name: /^(Tracing|Prompts|Scores|Datasets)/ })
        .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
      return tops.filter((top) => top === tops[0]).length;
    };
    expect(await columnsAt(1280)).toBe(3);
    expect(await columnsAt(800)).toBe(2);
    expect(await columnsAt(375)).toBe(1);
  });

  test('a card links to its page; an external card says so', async ({ page }) => {
    await page.goto(path);
    await page.getByRole('link', { name: /^Scores/ }).click();
    await expect(page).toHaveURL('/docs/evaluation/scores/overview');
    await page.goBack();
    await expect(page.getByRole('link', { name: /^Source code/ })).toHaveAttribute(
      'href',
      'https://github.com/spanlight/spanlight',
    );
  });

  test('callouts are labelled by their title or type', async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('complementary', { name: 'Note' })).toContainText('extra context');
    await expect(page.getByRole('complementary', { name: 'Flush before exit' })).toHaveAttribute(
      'data-callout',
      'warning',
    );
    await expect(page.getByRole('complementary', { name: 'Error' })).toContainText('secret key');
  });

  test('steps number their headings, which stay in the table of contents', async ({ page }) => {
    await page.goto(path);
    const numbers = await page
      .locator('.steps h3')
      .evaluateAll((headings) => headings.map((h) => getComputedStyle(h, '::before').content));
    expect(numbers).toEqual(['counter(step)', 'counter(step)', 'counter(step)']);
    const toc = page.getByRole('navigation', { name: 'On This Page' });
    await expect(toc.getByRole('link', { name: 'Set your keys' })).toBeVisible();
    await expect(page.getByText('Reference', { exact: true }).first()).toBeVisible();
  });
});
