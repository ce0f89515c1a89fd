import { expect, test } from '@playwright/test';

/** The pages a visitor judges the site by, in the widths of a phone, a tablet and a laptop. */
const pages = [
  '/',
  '/pricing',
  '/docs/observability/traces',
  '/blog',
  '/customers',
  '/changelog',
  '/guides',
  '/ja',
];

for (const width of [390, 768, 1440]) {
  test(`no page scrolls sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const wide: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) wide.push(`${path}: ${overflow} px too wide`);
    }
    expect(wide).toEqual([]);
  });
}
