import type { Page } from '@playwright/test';

/**
 * Resizes the window of an open page and waits two frames: the layout, the resize observers that
 * follow it (the navbar's measure of which links fit) and React's render of what they changed. For a
 * test that checks one page at several widths instead of loading it once per width.
 */
export async function resizeTo(page: Page, width: number, height = 800): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
