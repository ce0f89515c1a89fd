import { expect, test } from '@playwright/test';

const deepPage = '/docs/observability/sdk/python/decorators';

test.describe('sidebar', () => {
  test('opens the folders of the current page and keeps the others collapsed', async ({ page }) => {
    await page.goto(deepPage);
    const sidebar = page.getByRole('navigation', { name: 'Docs navigation' });
    // Each folder's own <details>, found through its summary (a folder with a landing page links its
    // name to that page; its summary is the chevron, named for the folder's pages).
    const folder = (summary: string) =>
      sidebar.locator('summary', { hasText: new RegExp(`^${summary}$`) }).locator('..');
    for (const summary of ['Tracing', 'SDKs', 'Pages in Python SDK']) {
      await expect(folder(summary)).toHaveAttribute('open', '');
    }
    const current = sidebar.getByRole('link', { name: 'The observe decorator' });
    await expect(current).toHaveAttribute('aria-current', 'page');

    // The first "Prompts" folder is Prompt Management's; the API reference has one too, further down.
    const prompts = sidebar
      .locator('details')
      .filter({ has: page.locator('summary', { hasText: /^Prompts$/ }) })
      .first();
    await expect(prompts).not.toHaveAttribute('open', '');
    await expect(sidebar.getByRole('link', { name: 'Versioning' })).toBeHidden();
  });

  test('folders open and close, 500 ms opening and 300 ms closing', async ({ page }) => {
    await page.goto('/docs');
    const sidebar = page.getByRole('navigation', { name: 'Docs navigation' });
    const folder = sidebar
      .locator('details')
      .filter({ has: page.locator('summary', { hasText: /^Prompts$/ }) })
      .first();
    const duration = () =>
      folder.evaluate((el) => getComputedStyle(el, '::details-content').transitionDuration);
    expect(await duration()).toContain('0.3s');

    await folder.locator('summary').click();
    await expect(folder).toHaveAttribute('open', '');
    await expect(sidebar.getByRole('link', { name: 'Versioning' })).toBeVisible();
    expect(await duration()).toContain('0.5s');

    await folder.locator('summary').press('Enter');
    await expect(folder).not.toHaveAttribute('open', '');
    await expect(sidebar.getByRole('link', { name: 'Versioning' })).toBeHidden();
  });

  test('shows separators and menu links, and leaves hidden pages out', async ({ page }) => {
    await page.goto('/docs');
    const sidebar = page.getByRole('navigation', { name: 'Docs navigation' });
    await expect(sidebar.getByText('Observability', { exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Changelog' })).toHaveAttribute('href', '/changelog');
    await expect(sidebar.getByRole('link', { name: 'Docs Style Guide' })).toHaveCount(0);
  });

  test('a hidden page is reachable by URL and marked noindex', async ({ page }) => {
    const response = await page.goto('/docs/style-guide');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Docs Style Guide');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

test.describe('table of contents', () => {
  test('is titled On This Page, links to headings and scrolls back to top', async ({ page }) => {
    await page.goto(deepPage);
    const toc = page.getByRole('navigation', { name: 'On This Page' });
    const links = toc.getByRole('link');
    expect(await links.count()).toBeGreaterThan(1);
    const last = links.last();
    const target = (await last.getAttribute('href'))!;
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await toc.getByRole('button', { name: 'Scroll to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('shows the section being read in the accent colour, unlike the others', async ({ page }) => {
    await page.goto(deepPage);
    const toc = page.getByRole('navigation', { name: 'On This Page' });
    const links = toc.getByRole('link');
    await links.nth(1).click();
    const current = toc.locator('a[aria-current="location"]');
    await expect(current).toHaveCount(1);
    const colour = (link: typeof current) => link.evaluate((element) => getComputedStyle(element).color);
    const accent = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--accent').trim(),
    );
    const others = toc.locator('a:not([aria-current])').first();
    expect(await colour(current)).not.toBe(await colour(others));
    // The accent token, as the browser computes it.
    const swatch = await page.evaluate((value) => {
      const probe = document.createElement('span');
      probe.style.color = value;
      document.body.append(probe);
      const computed = getComputedStyle(probe).color;
      probe.remove();
      return computed;
    }, accent);
    expect(await colour(current)).toBe(swatch);
  });

  test('is a menu under the navbar on phones and tablets', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(deepPage);
    const menu = page.getByRole('navigation', { name: 'On This Page' });
    await expect(menu).toHaveCount(1);
    const button = menu.getByRole('button', { name: /On This Page/ });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link')).toHaveCount(0);

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const last = menu.getByRole('link').last();
    const name = (await last.textContent())!.trim();
    const target = (await last.getAttribute('href'))!;
    await last.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    // The bar stays under the navbar, names the section and leaves the heading in sight below it.
    const bar = (await menu.boundingBox())!;
    expect(bar.y).toBeGreaterThanOrEqual(60);
    expect(bar.y).toBeLessThan(70);
    const heading = (await page.locator(decodeURIComponent(target)).boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    await expect(button).toContainText(name);

    await button.click();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.getByRole('button', { name: /^On This Page/ })).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'On This Page' }).getByRole('link').first(),
    ).toBeVisible();
  });

  test('full and raw layouts have no table of contents; raw has no sidebar either', async ({ page }) => {
    await page.goto('/docs/api');
    await expect(page.getByRole('navigation', { name: 'Docs navigation' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'On This Page' })).toHaveCount(0);

    await page.goto('/docs/cheat-sheet');
    await expect(page.getByRole('navigation', { name: 'Docs navigation' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'On This Page' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveCount(0);
  });
});

test.describe('page furniture', () => {
  test('breadcrumbs lead up the tree', async ({ page }) => {
    await page.goto(deepPage);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('listitem')).toHaveText([
      /^Tracing$/,
      /SDKs$/,
      /Python SDK$/,
      /The observe decorator$/,
    ]);
    await crumbs.getByRole('link', { name: 'Python SDK' }).click();
    await expect(page).toHaveURL('/docs/observability/sdk/python');
  });

  test('previous and next links follow the sidebar order, across folders', async ({ page }) => {
    await page.goto(deepPage);
    const pager = page.getByRole('navigation', { name: 'Previous and next page' });
    await expect(pager.getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/docs/observability/sdk/python/configuration',
    );
    await expect(pager.getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      '/docs/observability/sdk/python/manual-spans',
    );

    // The last page of the Python folder leads into the JS/TS folder.
    await page.goto('/docs/observability/sdk/python/troubleshooting');
    await expect(pager.getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/docs/observability/sdk/python/release-notes',
    );
    await pager.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL('/docs/observability/sdk/typescript');
  });

  test('Edit this page opens the source file on the code host', async ({ page }) => {
    await page.goto(deepPage);
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      'https://github.com/spanlight/spanlight-docs/edit/main/content/docs/observability/sdk/python/decorators.mdx',
    );
  });

  test('a front matter label is shown as a badge above the title', async ({ page }) => {
    await page.goto('/docs/playground');
    const header = page.getByRole('main').locator('header').first();
    await expect(header.getByText('Beta', { exact: true })).toBeVisible();
    const badge = await header.getByText('Beta', { exact: true }).boundingBox();
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(badge!.y).toBeLessThan(title!.y);
  });
});
