import type { Page } from '@playwright/test';

/**
 * Holds the page's requests that match `url` until the returned function is called, then lets them
 * (and any later ones) through: for a test that looks at the page while an answer is on its way.
 */
export async function holdRequests(page: Page, url: Parameters<Page['route']>[0]): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
