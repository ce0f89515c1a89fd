import { expect, test } from '@playwright/test';
import { siteConfig } from '@/config/site';

test.describe('With no third-party configuration', () => {
  test('pages load nothing but the site itself (and the sign-in session checks)', async ({
    page,
    baseURL,
  }) => {
    const origins = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http')) origins.add(url.origin);
    });
    for (const path of ['/', '/docs', '/integrations/frameworks/langchain', '/pricing', '/blog']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Changelog' }).click();
    await page.getByRole('button', { name: 'Contact Support' }).click();
    await page.waitForLoadState('networkidle');
    const allowed = new Set([
      new URL(baseURL!).origin,
      ...siteConfig.regions.map((region) => new URL(region.url).origin),
    ]);
    expect([...origins].filter((origin) => !allowed.has(origin))).toEqual([]);
    const policy = (await page.request.get('/docs')).headers()['content-security-policy']!;
    expect(policy).toContain("script-src 'self' 'unsafe-inline';");
  });

  test('Contact Support opens the site support panel; Escape closes it', async ({ page }) => {
    await page.goto('/docs');
    const launcher = page.getByRole('button', { name: 'Contact Support' });
    await launcher.click();
    const panel = page.getByRole('dialog', { name: 'Contact Support' });
    await expect(panel.getByRole('link', { name: 'Support options and SLAs' })).toHaveAttribute(
      'href',
      '/support',
    );
    await expect(panel.getByRole('link', { name: 'Ask the community on Discord' })).toHaveAttribute(
      'href',
      siteConfig.community.discord,
    );
    await expect(panel.getByRole('link', { name: 'Report a bug on GitHub' })).toHaveAttribute(
      'href',
      `${siteConfig.repository.url}/issues`,
    );
    await expect(panel.getByRole('link', { name: 'Support options and SLAs' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test('?supportChat=1 opens the support panel at once', async ({ page }) => {
    await page.goto('/pricing?supportChat=1');
    await expect(page.getByRole('dialog', { name: 'Contact Support' })).toBeVisible();
  });
});

test.describe('GET /api/get-continent-code', () => {
  test('answers the continent from CDN headers, or null, never cached and never an error', async ({
    request,
  }) => {
    const ask = async (headers: Record<string, string>) => {
      const response = await request.get('/api/get-continent-code', { headers });
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('private, no-store');
      return (await response.json()).continentCode;
    };
    expect(await ask({ 'x-vercel-ip-continent': 'EU' })).toBe('EU');
    expect(await ask({ 'cf-ipcountry': 'AR' })).toBe('SA');
    expect(await ask({ 'cloudfront-viewer-country': 'KE' })).toBe('AF');
    expect(await ask({ 'cf-ipcountry': 'XX' })).toBeNull();
    expect(await ask({ 'x-vercel-ip-continent': '<script>' })).toBeNull();
    expect(await ask({})).toBeNull();
  });
});
