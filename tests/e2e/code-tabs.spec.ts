import { expect, test } from '@playwright/test';

const path = '/docs/contributing/code-tabs';

test.describe('code tabs', () => {
  test('choosing a language selects it in every group that has it', async ({ page }) => {
    await page.goto(path);
    const groups = page.getByRole('tablist');
    await expect(groups).toHaveCount(3);
    const first = groups.nth(0);
    const second = groups.nth(1);
    await expect(first.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');

    await first.getByRole('tab', { name: 'JS/TS' }).click();
    await expect(first.getByRole('tab', { name: 'JS/TS' })).toHaveAttribute('aria-selected', 'true');
    await expect(second.getByRole('tab', { name: 'JS/TS' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').filter({ hasText: 'await spanlight.flush();' })).toBeVisible();
    await expect(page.getByRole('tabpanel').filter({ hasText: 'client.flush()' })).toBeHidden();
    // The group without that language keeps its first tab.
    await expect(groups.nth(2).getByRole('tab', { name: 'Cloud' })).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => localStorage.getItem('spanlight-code-tab'))).toBe('JS/TS');
  });

  test('a language chosen only in one group leaves the others on their default', async ({ page }) => {
    await page.goto(path);
    const groups = page.getByRole('tablist');
    await groups.nth(1).getByRole('tab', { name: 'cURL' }).click();
    await expect(groups.nth(1).getByRole('tab', { name: 'cURL' })).toHaveAttribute('aria-selected', 'true');
    await expect(groups.nth(0).getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the choice is remembered on the next page load', async ({ page }) => {
    await page.goto(path);
    await page.getByRole('tablist').first().getByRole('tab', { name: 'JS/TS' }).click();
    await page.reload();
    await expect(page.getByRole('tablist').first().getByRole('tab', { name: 'JS/TS' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('applies live in another open tab of the site', async ({ page, context }) => {
    await page.goto(path);
    const other = await context.newPage();
    await other.goto(path);
    await other.getByRole('tablist').first().getByRole('tab', { name: 'JS/TS' }).click();
    await expect(page.getByRole('tablist').first().getByRole('tab', { name: 'JS/TS' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('arrow keys, Home and End move between tabs', async ({ page }) => {
    await page.goto(path);
    const group = page.getByRole('tablist').nth(1);
    await group.getByRole('tab', { name: 'Python' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('tab', { name: 'JS/TS' })).toBeFocused();
    await expect(group.getByRole('tab', { name: 'JS/TS' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(group.getByRole('tab', { name: 'cURL' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('tab', { name: 'Python' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(group.getByRole('tab', { name: 'cURL' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(group.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
  });
});
