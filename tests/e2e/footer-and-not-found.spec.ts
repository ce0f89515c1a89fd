import { getMessages } from '@/lib/i18n';
import { expect, test } from '@playwright/test';

test.describe('footer', () => {
  test('has the five link groups and the copyright lines', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText([
      'Platform',
      'Integrations',
      'Resources',
      'About',
      'Legal',
    ]);
    const year = new Date().getFullYear();
    await expect(footer.getByText(`MIT ${year} ©`, { exact: true })).toBeVisible();
    await expect(footer.getByText(`2022–${year} Spanlight Labs`, { exact: true })).toBeVisible();
  });

  test('lists every footer link, in its group', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const group = (name: string) => footer.getByRole('region', { name });
    const expectLinks = async (name: string, hrefs: string[]) => {
      const actual = await group(name)
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      for (const href of hrefs) expect(actual, `${name} links`).toContain(href);
    };
    await expectLinks('Platform', [
      '/docs/observability/overview',
      '/docs/prompt-management/get-started',
      '/docs/evaluation/scores/overview',
      '/docs/evaluation/annotation-queues',
      '/docs/datasets/overview',
      '/docs/metrics/overview',
      '/docs/playground',
    ]);
    await expectLinks('Integrations', [
      '/docs/observability/sdk/python',
      '/docs/observability/sdk/typescript',
      '/integrations/model-providers',
      '/integrations/frameworks',
      '/integrations/gateways',
      '/integrations/no-code',
      '/docs/api',
    ]);
    await expectLinks('Resources', [
      '/docs',
      '/demo',
      '/watch-demo',
      '/changelog',
      '/roadmap',
      '/pricing',
      '/enterprise',
      '/self-hosting',
      '/open-source',
      '/why',
      '/library',
      'https://status.spanlight.example',
      '/ja',
      '/ko',
      '/zh',
    ]);
    await expectLinks('About', [
      '/blog',
      '/careers',
      '/about',
      '/customers',
      '/support',
      '/talk-to-us',
      '/oss-friends',
      'https://x.com/spanlight',
    ]);
    await expectLinks('Legal', [
      '/security',
      '/imprint',
      '/terms',
      '/privacy',
      '/security/soc2',
      '/security/iso27001',
      '/security/gdpr',
      '/security/hipaa',
    ]);
  });

  test('every internal footer link answers 200', async ({ page, request }) => {
    await page.goto('/');
    const hrefs = await page
      .getByRole('contentinfo')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    const internal = hrefs.filter((href) => href.startsWith('/'));
    expect(internal.length).toBeGreaterThan(40);
    for (const href of internal) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });
});

test.describe('not found', () => {
  test('answers 404 with a prefilled broken-link issue link', async ({ page }) => {
    const response = await page.goto('/docs/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    const report = page.getByRole('link', { name: 'Submit an issue about broken link →' });
    await expect(report).toBeVisible();
    const href = new URL((await report.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe('https://github.com/spanlight/spanlight-docs/issues/new');
    await expect
      .poll(async () => new URL((await report.getAttribute('href'))!).searchParams.get('title'))
      .toContain('/docs/this-page-does-not-exist');
  });

  test('unknown top-level and localized paths answer 404 too', async ({ request }) => {
    for (const path of ['/no-such-page', '/ja/no-such-page', '/blog/no-such-post', '/changelog/nope']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test('is whole HTML from the server: it reads without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/docs/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await context.close();
  });

  for (const locale of ['en-US', 'ja'] as const) {
    const path = locale === 'en-US' ? '/no-such-page' : `/${locale}/no-such-page`;
    test(`${path} keeps the dark theme from the first paint, with no colour transition`, async ({ page }) => {
      const t = getMessages(locale);
      await page.emulateMedia({ colorScheme: 'dark' });
      // Records every change of <html>'s class and every colour transition that starts while loading.
      await page.addInitScript(() => {
        const events: string[] = [];
        (window as unknown as { __events: string[] }).__events = events;
        new MutationObserver((records) => {
          for (const record of records)
            if (record.target === document.documentElement)
              events.push(`class=${document.documentElement.getAttribute('class') ?? ''}`);
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['class'] });
        document.addEventListener(
          'transitionrun',
          (event: TransitionEvent) => {
            const property = event.propertyName;
            if (property.includes('color')) events.push(`transition ${property}`);
          },
          true,
        );
      });
      await page.goto(path);
      await page.waitForLoadState('load');
      // The block shows the address's language once hydrated: the events below include hydration's.
      await expect(page.getByRole('heading', { level: 1, name: t.notFoundTitle })).toBeVisible();
      await expect(page.getByRole('link', { name: t.notFoundReport })).toBeVisible();
      const events = await page.evaluate(() => (window as unknown as { __events: string[] }).__events);
      // One change: the theme script adds `dark` to the class the typeface set (app/_components/fonts.ts).
      expect(events).toHaveLength(1);
      expect(events[0]!.replace('class=', '').split(' ')).toContain('dark');
    });
  }
});
