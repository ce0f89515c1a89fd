import { expect, test, type Page } from '@playwright/test';

const path = '/docs/contributing/images';
const zoomButton = (page: Page) => page.getByRole('button', { name: /^Zoom image: A trace waterfall/ });
const overlay = (page: Page) => page.getByRole('dialog', { name: /A trace waterfall/ });

test.describe('image zoom', () => {
  test('images go through the optimiser with their size set', async ({ page }) => {
    await page.goto(path);
    const image = zoomButton(page).getByRole('img');
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', /\d+/);
    const src = new URL((await image.getAttribute('src'))!, page.url());
    expect(src.pathname).toBe('/_next/image');
    expect(src.searchParams.get('url')).toMatch(/trace-waterfall.*\.png/);
    expect(src.searchParams.get('q')).toBe('75');
    expect(Number(src.searchParams.get('w'))).toBeGreaterThan(0);
    expect((await page.request.get(src.toString())).status()).toBe(200);
  });

  test('opens on click and closes with Escape, the backdrop and the close button', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_next/static/chunks/')) chunks.push(request.url());
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const before = chunks.length;

    await zoomButton(page).click();
    await expect(overlay(page)).toBeVisible();
    expect(chunks.length, 'the overlay is loaded on demand').toBeGreaterThan(before);
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toBeHidden();

    await zoomButton(page).click();
    await expect(overlay(page)).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(overlay(page)).toBeHidden();

    await zoomButton(page).click();
    await overlay(page).getByRole('button', { name: 'Close' }).click();
    await expect(overlay(page)).toBeHidden();
  });

  test('a click inside the zoomed image keeps it open', async ({ page }) => {
    await page.goto(path);
    await zoomButton(page).click();
    await overlay(page).getByRole('img').click();
    await expect(overlay(page)).toBeVisible();
  });

  for (const width of [500, 375]) {
    test(`opens nothing in a ${width} px window`, async ({ page }) => {
      // Open and close it wide first: the button is live and the overlay's code is already loaded,
      // so a dialog that was going to open would be there as soon as the click has been handled.
      await page.goto(path);
      await zoomButton(page).click();
      await expect(overlay(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(overlay(page)).toBeHidden();

      await page.setViewportSize({ width, height: 800 });
      await zoomButton(page).click();
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }

  test('opens at 501 px', async ({ page }) => {
    await page.setViewportSize({ width: 501, height: 800 });
    await page.goto(path);
    await zoomButton(page).click();
    await expect(overlay(page)).toBeVisible();
  });
});
