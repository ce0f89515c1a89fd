import { expect, test } from '@playwright/test';

/** Relative luminance (WCAG) of a computed `rgb(…)` colour. */
function luminance(rgb: string): number {
  const [r, g, b] = rgb
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map((value) => {
      const c = Number(value) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

test.describe('page furniture', () => {
  test('Contact Support is an icon below 1024 px and a small labelled pill on wider screens', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/docs/get-started');
    const launcher = page.getByRole('button', { name: 'Contact Support', exact: true });
    await expect(launcher).toBeVisible();
    let box = (await launcher.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(48);
    // Its offsets stay 25 px from the right and 80 px from the bottom.
    expect(390 - (box.x + box.width)).toBeCloseTo(25, 0);
    expect(800 - (box.y + box.height)).toBeCloseTo(80, 0);

    await page.setViewportSize({ width: 768, height: 800 });
    await expect.poll(async () => (await launcher.boundingBox())!.width).toBeLessThanOrEqual(48);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(launcher).toHaveText('Contact Support');
    box = (await launcher.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(36);
  });

  test('the search box keeps its placeholder whole on phones and hides the shortcut hint while typing', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/docs/get-started');
    const box = page.getByRole('combobox', { name: 'Search' });
    const fits = await box.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(input.placeholder).width <= room;
    });
    expect(fits).toBe(true);

    await page.setViewportSize({ width: 1280, height: 800 });
    const hint = page.getByRole('search').locator('kbd');
    await expect(hint).toBeVisible();
    await box.fill('trace');
    await expect(hint).toBeHidden();
    await box.fill('');
    await box.blur();
    await expect(hint).toBeVisible();
  });

  test('the footer names the licence and the copyright once each', async ({ page }) => {
    await page.goto('/');
    const footer = await page.getByRole('contentinfo').innerText();
    expect(footer.match(/©/g)).toHaveLength(1);
    expect(footer.match(/\bMIT\b/g)).toHaveLength(1);
  });

  test('the banner in dark mode is as dark as the page around it', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'The TypeScript SDK v4 is generally available.' });
    const background = await banner.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(luminance(background)).toBeLessThan(0.05);
  });
});
