import { expect, test } from '@playwright/test';
import { getMessages, locales } from '@/lib/i18n';

const site = 'https://spanlight.example';

test.describe('Languages', () => {
  test('the switch stores the locale for a year and reloads the same page in that language', async ({
    page,
    context,
  }) => {
    await page.goto('/docs/get-started');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('combobox', { name: 'Language' }).selectOption('ja');
    await expect(page).toHaveURL(/\/ja\/docs\/get-started$/);
    await expect(page.getByRole('heading', { level: 1, name: 'はじめに' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')!;
    expect(cookie.value).toBe('ja');
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);

    // And back to English, the unprefixed path.
    await page.getByRole('contentinfo').getByRole('combobox', { name: '言語' }).selectOption('en-US');
    await expect(page).toHaveURL(/\/docs\/get-started$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('a page without a translation leads to that language home page with a notice', async ({ page }) => {
    await page.goto('/docs/observability/overview');
    await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption('ko');
    await expect(page).toHaveURL(/\/ko\?untranslated=%2Fdocs%2Fobservability%2Foverview$/);
    await expect(page.getByRole('status').filter({ hasText: '/docs/observability/overview' })).toHaveText(
      getMessages('ko').languageUntranslated.replace('{path}', '/docs/observability/overview'),
    );
  });

  test('translated pages carry lang and hreflang alternates with x-default; English-only pages none', async ({
    page,
  }) => {
    await page.goto('/zh/pricing');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
      );
    expect(alternates).toEqual({
      'en-US': `${site}/pricing`,
      ja: `${site}/ja/pricing`,
      ko: `${site}/ko/pricing`,
      zh: `${site}/zh/pricing`,
      'x-default': `${site}/pricing`,
    });
    await page.goto('/docs/observability/overview');
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  });

  for (const locale of locales.filter((l) => l !== 'en-US')) {
    test(`the interface of a ${locale} page is in ${locale}`, async ({ page }) => {
      const t = getMessages(locale);
      await page.goto(`/${locale}/docs/get-started`);
      const nav = page.getByRole('navigation', { name: t.mainNavigation });
      await expect(nav.getByRole('link', { name: t.pricing, exact: true })).toHaveAttribute(
        'href',
        `/${locale}/pricing`,
      );
      await expect(page.getByRole('combobox', { name: t.searchLabel })).toHaveAttribute(
        'placeholder',
        t.searchPlaceholder,
      );
      await expect(page.getByRole('heading', { name: t.feedbackQuestion, exact: true })).toBeVisible();
      await expect(page.getByRole('navigation', { name: t.onThisPage })).toBeVisible();
      await expect(page.getByRole('button', { name: t.copyMarkdown })).toBeVisible();
      await expect(page.getByRole('button', { name: t.contactSupport })).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('heading', { name: t.footerResources })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Pricing' })).toHaveAttribute(
        'href',
        `/${locale}/pricing`,
      );
      await page.goto(`/${locale}/no-such-page`);
      await expect(page.getByRole('heading', { level: 1, name: t.notFoundTitle })).toBeVisible();
      await expect(page.getByRole('link', { name: t.notFoundReport })).toBeVisible();
    });
  }

  test('links to another language are not prefetched over and over', async ({ page }) => {
    const counts = new Map<string, number>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) counts.set(url.pathname, (counts.get(url.pathname) ?? 0) + 1);
    });
    await page.goto('/ja/docs/get-started');
    await page.waitForTimeout(3000);
    expect([...counts].filter(([, count]) => count > 4)).toEqual([]);
  });

  test('search in Japanese finds a Japanese page', async ({ page }) => {
    await page.goto('/ja');
    const t = getMessages('ja');
    const box = page.getByRole('combobox', { name: t.searchLabel });
    await box.click();
    await box.fill('はじめに');
    const list = page.getByRole('listbox', { name: t.searchResults });
    await expect(list.getByRole('option').first()).toHaveAccessibleName(/はじめに/);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/ja\/docs\/get-started/);
  });
});
