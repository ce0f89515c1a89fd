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
  test('Contact Support is an icon below 1280 px and a small labelled pill on wider screens', async ({
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

    for (const width of [768, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(async () => (await launcher.boundingBox())!.width).toBeLessThanOrEqual(48);
    }

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(launcher).toHaveText('Contact Support');
    box = (await launcher.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(36);
  });

  for (const width of [390, 768, 1024, 1440]) {
    test(`Contact Support never covers text, pictures or controls at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      /** The launcher's box when it shows, and the content boxes it overlaps. */
      const check = () =>
        page.evaluate(() => {
          const launcher = [...document.querySelectorAll('button')].find(
            (button) => button.textContent?.trim() === 'Contact Support',
          )!;
          const shown = Number(getComputedStyle(launcher.parentElement!).opacity) > 0.5;
          const box = launcher.getBoundingClientRect();
          const covered = [
            ...document.querySelectorAll('p, li, h1, h2, h3, pre, a, button, img, svg, td, th, input'),
          ]
            .filter((element) => !launcher.parentElement!.contains(element))
            .filter((element) => {
              const other = element.getBoundingClientRect();
              return (
                other.width > 0 &&
                other.height > 0 &&
                other.left < box.right &&
                box.left < other.right &&
                other.top < box.bottom &&
                box.top < other.bottom
              );
            })
            .map((element) => `${element.tagName} ${element.textContent?.trim().slice(0, 40)}`);
          return { shown, covered };
        });
      for (const path of ['/docs/contributing/code-blocks', '/', '/pricing']) {
        await page.goto(path);
        const end = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
        for (const y of [0, Math.round(end / 3), Math.round(end / 2), end]) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          // Once it has measured (the next frame after the scroll): never shown over content, and
          // shown at the end of the page, where the footer keeps room for it.
          await expect
            .poll(
              async () => {
                const { shown, covered } = await check();
                return { coveredWhileShown: shown ? covered : [], shownAtEnd: y === end ? shown : true };
              },
              { message: `${path} at ${y} px` },
            )
            .toEqual({ coveredWhileShown: [], shownAtEnd: true });
        }
      }
      // Keyboard users reach it wherever they are: focus brings it back.
      await page.evaluate(() => window.scrollTo(0, 0));
      const launcher = page.getByRole('button', { name: 'Contact Support', exact: true });
      await launcher.focus();
      await expect.poll(() => check().then(({ shown }) => shown)).toBe(true);
    });
  }

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

  for (const scheme of ['light', 'dark'] as const) {
    test(`the banner link's focus ring stands out from the banner and is not cut off (${scheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'The TypeScript SDK v4 is generally available.' });
      const link = banner.getByRole('link');
      await link.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      const ring = await link.evaluate((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        const clip = element.closest('p')!.getBoundingClientRect();
        const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
        return {
          colour: style.outlineColor,
          style: style.outlineStyle,
          background: getComputedStyle(element.closest('.site-banner')!).backgroundColor,
          inside: box.top - reach >= clip.top - 0.5 && box.bottom + reach <= clip.bottom + 0.5,
        };
      });
      expect(ring.style).not.toBe('none');
      const [a, b] = [luminance(ring.colour), luminance(ring.background)].sort((x, y) => y - x);
      // WCAG's 3:1 for the parts of a control that show its state.
      expect((a! + 0.05) / (b! + 0.05)).toBeGreaterThanOrEqual(3);
      expect(ring.inside).toBe(true);
    });
  }
});
