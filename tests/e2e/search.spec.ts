import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './helpers/axe';
import { holdRequests } from './helpers/hold';
import { getMessages, type Locale } from '@/lib/i18n';

// The box and the list are named in the page's language.
const searchBox = (page: Page, locale: Locale = 'en-US') =>
  page.getByRole('combobox', { name: getMessages(locale).searchLabel });
const resultList = (page: Page, locale: Locale = 'en-US') =>
  page.getByRole('listbox', { name: getMessages(locale).searchResults });
const isIndex = (url: string) => /\/search\/[\w-]+\.[0-9a-f]+\.json$/.test(new URL(url).pathname);
const isExcerpts = (url: string) => /\/search\/[\w-]+\.text\.[0-9a-f]+\.json$/.test(new URL(url).pathname);

/** Every search file the page requests, in order. */
function recordSearchRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/search/'))
      requested.push(new URL(request.url()).pathname);
  });
  return requested;
}

test.describe('search', () => {
  test('slash and Ctrl/Cmd+K focus the box', async ({ page }) => {
    await page.goto('/docs/get-started');
    const box = searchBox(page);
    await expect(box).toHaveAttribute('placeholder', 'Search documentation…');
    await page.keyboard.press('/');
    await expect(box).toBeFocused();
    await box.blur();
    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
    await box.blur();
    await page.keyboard.press('Meta+k');
    await expect(box).toBeFocused();
  });

  test('typing shows results grouped by page, titles first, matches highlighted', async ({ page }) => {
    await page.goto('/docs/get-started');
    await searchBox(page).focus();
    await page.keyboard.type('observe decorator');
    const list = resultList(page);
    await expect(list).toBeVisible();
    const options = list.getByRole('option');
    await expect(options.first()).toHaveAccessibleName('The observe decorator');
    await expect(options.first().locator('mark').first()).toHaveText(/observe|decorator/i);
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(searchBox(page)).toHaveAttribute(
      'aria-activedescendant',
      (await options.first().getAttribute('id'))!,
    );
  });

  test('arrows move the active option and Enter opens its page at the heading', async ({ page }) => {
    await page.goto('/docs/get-started');
    const box = searchBox(page);
    await box.focus();
    await page.keyboard.type('setting trace attributes');
    const section = resultList(page).getByRole('option', { name: 'Setting trace attributes' }).first();
    await expect(section).toBeVisible();
    const target = await section.getAttribute('id');
    for (let step = 0; step < 20; step += 1) {
      if ((await box.getAttribute('aria-activedescendant')) === target) break;
      await page.keyboard.press('ArrowDown');
    }
    await expect(box).toHaveAttribute('aria-activedescendant', target!);
    await expect(section).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/docs/observability/sdk/python/decorators#setting-trace-attributes');
    await expect(page.getByRole('heading', { level: 1, name: 'The observe decorator' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Setting trace attributes' })).toBeInViewport();
    await expect(resultList(page)).toBeHidden();
  });

  test('Escape closes the list and a click on a result navigates', async ({ page }) => {
    await page.goto('/docs/get-started');
    const box = searchBox(page);
    await box.focus();
    await page.keyboard.type('self-hosting docker');
    await expect(resultList(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(resultList(page)).toBeHidden();
    await expect(box).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(resultList(page)).toBeVisible();
    const first = resultList(page).getByRole('option').first();
    const name = await first.getAttribute('aria-label');
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
    await expect(page).toHaveURL(/\/self-hosting(\/|$)/);
  });

  test('a result is a link: Ctrl/Cmd-click and the middle button open it in a new tab', async ({
    page,
    context,
  }) => {
    await page.goto('/docs/get-started');
    await searchBox(page).focus();
    await page.keyboard.type('observe decorator');
    const first = resultList(page).getByRole('option').first();
    await expect(first).toHaveAttribute('href', '/docs/observability/sdk/python/decorators');
    for (const click of [
      () => first.click({ modifiers: ['ControlOrMeta'] }),
      () => first.click({ button: 'middle' }),
    ]) {
      const opened = context.waitForEvent('page');
      await click();
      const tab = await opened;
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toBe('/docs/observability/sdk/python/decorators');
      await tab.close();
      // The page itself stays where it was, its list still open.
      await expect(page).toHaveURL(/\/docs\/get-started$/);
    }
  });

  test('results are grouped under their section, the best result first', async ({ page }) => {
    await page.goto('/docs/get-started');
    await searchBox(page).focus();
    await page.keyboard.type('kubernetes');
    const list = resultList(page);
    await expect(list.getByRole('option').first()).toHaveAccessibleName('Deploy on Kubernetes');
    await expect(list.getByRole('option').first()).toHaveAccessibleDescription(/^Self Hosting\./);
    // A collection's label may show twice: above its top results and above the rest of them.
    await expect(list.getByText('Self Hosting', { exact: true }).first()).toBeVisible();
    // Another section's results follow under their own label (the cloud deployment guides fill most
    // of the list, so the docs page that mentions Kubernetes comes after them).
    await expect(list.getByText('Docs', { exact: true }).first()).toBeVisible();
  });

  test('shows "No results found." when nothing matches', async ({ page }) => {
    await page.goto('/docs');
    await searchBox(page).focus();
    await page.keyboard.type('qqxxzzqqxx');
    await expect(page.getByRole('status')).toHaveText('No results found.');
    await expect(resultList(page)).toBeHidden();
  });

  test('shows "Loading…" while the index downloads', async ({ page }) => {
    const release = await holdRequests(page, (url) => isIndex(url.href));
    await page.goto('/docs');
    await searchBox(page).focus();
    await page.keyboard.type('datasets');
    await expect(page.getByRole('status')).toHaveText('Loading…');
    release();
    await expect(resultList(page).getByRole('option').first()).toHaveAccessibleName(/Datasets/);
  });

  test('shows "Failed to load search index." when the download fails, and retries on the next focus', async ({
    page,
  }) => {
    await page.route(
      (url) => isIndex(url.href),
      (route) => route.abort('failed'),
    );
    await page.goto('/docs');
    const box = searchBox(page);
    await box.focus();
    await page.keyboard.type('datasets');
    await expect(page.getByRole('status')).toHaveText('Failed to load search index.');

    await page.unrouteAll();
    await box.blur();
    await box.focus();
    await expect(resultList(page).getByRole('option').first()).toHaveAccessibleName(/Datasets/);
  });

  test('downloads the index only after the first focus, and once per locale', async ({ page }) => {
    const requested = recordSearchRequests(page);
    await page.goto('/docs');
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);

    const box = searchBox(page);
    await box.focus();
    await page.keyboard.type('prompt labels');
    await expect(resultList(page).getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL('/docs');
    // Another focus and search after a client-side navigation reuses the index.
    await box.focus();
    await page.keyboard.type('datasets');
    await expect(resultList(page).getByRole('option').first()).toBeVisible();
    await box.blur();
    await box.focus();
    await expect(resultList(page)).toBeVisible();
    expect(requested.filter((path) => isIndex(`http://x${path}`))).toEqual([
      expect.stringMatching(/^\/search\/en-US\.[0-9a-f]+\.json$/),
    ]);
    expect(requested.filter((path) => isExcerpts(`http://x${path}`))).toHaveLength(1);

    // Japanese pages load the Japanese index.
    requested.length = 0;
    await page.goto('/ja');
    await searchBox(page, 'ja').focus();
    await page.keyboard.type('トレーシング');
    await expect(resultList(page, 'ja').getByRole('option').first()).toHaveAccessibleName('Spanlight');
    expect(requested.filter((path) => isIndex(`http://x${path}`))).toEqual([
      expect.stringMatching(/^\/search\/ja\.[0-9a-f]+\.json$/),
    ]);
  });

  test('serves the index with long-lived cache headers', async ({ page, request }) => {
    await page.goto('/docs');
    const [response] = await Promise.all([
      page.waitForResponse((r) => isIndex(r.url())),
      searchBox(page).focus(),
    ]);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await request.get(response.url());
    expect(again.headers()['content-type']).toContain('application/json');
    expect((await request.get('/search/en-US.000000000000.json')).status()).toBe(404);
  });

  test('finds Japanese text and renders a long list in view only', async ({ page }) => {
    // The excerpts arrive only once the last result is chosen: rows grow by their snippet then, and
    // the chosen one must stay in view.
    const release = await holdRequests(page, (url) => isExcerpts(url.href));
    await page.goto('/ja');
    const box = searchBox(page, 'ja');
    await box.focus();
    await page.keyboard.type('プロンプト');
    const option = resultList(page, 'ja').getByRole('option', { name: 'コードの外で管理するプロンプト' });
    await expect(option).toBeVisible();
    await expect(option.locator('mark').first()).toBeVisible();

    // A one-letter query matches most pages; only the rows in view (plus overscan) exist.
    await box.fill('s');
    const options = resultList(page, 'ja').getByRole('option');
    await expect(options.first()).toBeVisible();
    const rendered = await options.count();
    expect(rendered).toBeLessThan(60);
    const total = await resultList(page, 'ja').evaluate((el) => el.getBoundingClientRect().height / 40);
    expect(total).toBeGreaterThan(rendered);
    // ArrowUp wraps to the last result, which is rendered and scrolled into view.
    await page.keyboard.press('ArrowUp');
    const last = page.locator(`[id="${await box.getAttribute('aria-activedescendant')}"]`);
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(last).toBeInViewport();
    const height = () => resultList(page, 'ja').evaluate((el) => el.getBoundingClientRect().height);
    const before = await height();
    release();
    await expect.poll(height, 'rows grown by their excerpts').toBeGreaterThan(before);
    await expect(last).toBeInViewport();
  });
});

test.describe('search on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the list fits the screen and a result opens its page', async ({ page }) => {
    await page.goto('/');
    const box = searchBox(page);
    await expect(box).toBeVisible();
    await box.click();
    await page.keyboard.type('observe decorator');
    const list = resultList(page);
    await expect(list).toBeVisible();
    const bounds = await list.boundingBox();
    expect(bounds!.x).toBeGreaterThanOrEqual(0);
    expect(bounds!.x + bounds!.width).toBeLessThanOrEqual(375);
    await list.getByRole('option', { name: 'The observe decorator' }).click();
    await expect(page).toHaveURL('/docs/observability/sdk/python/decorators');
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test(`open results have no serious accessibility violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/docs');
    await searchBox(page).focus();
    await page.keyboard.type('trace');
    await expect(resultList(page).getByRole('option').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
