import { expect, test, type Page } from '@playwright/test';

/** Blocks the site's JavaScript bundles, so only the inline head script can have run. */
async function withoutBundles(page: Page) {
  await page.route(/\/_next\/static\/chunks\/.*\.js(\?.*)?$/, (route) => route.abort());
}

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

test.describe('theme', () => {
  test('offers Light, Dark and System and stores the choice under "theme"', async ({ page }) => {
    await page.goto('/docs');
    const select = page.getByRole('combobox', { name: 'Theme' });
    await expect(select.getByRole('option')).toHaveText(['Light', 'Dark', 'System']);
    await expect(select).toHaveValue('system');

    await select.selectOption({ label: 'Dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await select.selectOption({ label: 'Light' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('applies a stored dark theme before any bundle runs: no flash on reload', async ({ page }) => {
    await page.goto('/docs');
    await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'Dark' });
    await withoutBundles(page);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await background(page)).toBe('rgb(13, 15, 20)');
  });

  test('System follows the operating system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });

  test('a choice made in another tab applies here too', async ({ page, context }) => {
    await page.goto('/');
    const other = await context.newPage();
    await other.goto('/pricing');
    await other.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'Dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');
  });
});

test.describe('banner', () => {
  test('announces TypeScript SDK v4 and links to the changelog entry', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: /TypeScript SDK v4/ });
    await expect(banner).toBeVisible();
    expect((await banner.boundingBox())?.height).toBe(40);
    await banner.getByRole('link', { name: /Read the announcement/ }).click();
    await expect(page).toHaveURL('/changelog/2026-10-14-typescript-sdk-v4-ga');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'TypeScript SDK v4 is generally available',
    );
  });

  test('stays dismissed across reloads without flashing', async ({ page }) => {
    await page.goto('/docs');
    const banner = page.getByRole('region', { name: /TypeScript SDK v4/ });
    await banner.getByRole('button', { name: 'Dismiss banner' }).click();
    await expect(banner).toBeHidden();
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.includes('js-sdk-v4-ga')),
    );
    expect(stored).toHaveLength(1);

    await withoutBundles(page);
    await page.reload();
    await expect(page.getByRole('region', { name: /TypeScript SDK v4/ })).toBeHidden();
  });
});
