import { expect, test, type Page } from '@playwright/test';

const meta = (page: Page, selector: string) => page.locator(selector).getAttribute('content');

test.describe('titles', () => {
  const cases: [string, string][] = [
    ['/', 'Spanlight'],
    ['/docs/get-started', 'Get Started - Spanlight'],
    ['/docs/prompt-management/get-started', 'Prompt Management Quickstart - Spanlight'],
    [
      '/blog/2026-07-09-evaluating-rag-answers-with-llm-as-a-judge',
      'Evaluating RAG answers with LLM-as-a-judge - Spanlight Blog',
    ],
    ['/blog', 'Spanlight Blog'],
    ['/guides', 'Spanlight Guides'],
    ['/guides/evaluate-a-rag-pipeline', 'Evaluate a RAG pipeline - Spanlight Guides'],
    ['/pricing', 'Pricing - Spanlight'],
    ['/changelog', 'Changelog - Spanlight'],
  ];
  for (const [path, title] of cases) {
    test(`${path} is titled "${title}"`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    });
  }
});

test.describe('social metadata', () => {
  test('a docs page has a description, canonical URL and a Docs social image', async ({ page }) => {
    await page.goto('/docs/get-started');
    expect(await meta(page, 'meta[name="description"]')).toBeTruthy();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://spanlight.example/docs/get-started',
    );
    const image = new URL((await meta(page, 'meta[property="og:image"]'))!);
    expect(image.pathname).toBe('/api/og');
    expect(image.searchParams.get('title')).toBe('Get Started');
    expect(image.searchParams.get('section')).toBe('Docs');
    expect(image.searchParams.get('description')).toBe(await meta(page, 'meta[name="description"]'));
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
  });

  for (const [path, section] of [
    ['/changelog/2026-10-14-typescript-sdk-v4-ga', 'Changelog'],
    ['/faq/data-retention', 'FAQ'],
    ['/self-hosting', 'Docs'],
  ] as const) {
    test(`${path} gets the ${section} section label`, async ({ page }) => {
      await page.goto(path);
      const image = new URL((await meta(page, 'meta[property="og:image"]'))!);
      expect(image.searchParams.get('section')).toBe(section);
    });
  }

  test('marketing pages have no section label, and ogImage front matter wins', async ({ page }) => {
    await page.goto('/pricing');
    const image = new URL((await meta(page, 'meta[property="og:image"]'))!);
    expect(image.searchParams.has('section')).toBe(false);
    await page.goto('/about');
    expect(await meta(page, 'meta[property="og:image"]')).toBe(
      'https://spanlight.example/brand/spanlight-logo-light.png',
    );
  });
});

test.describe('/api/og', () => {
  function pngSize(body: Buffer) {
    expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
    return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
  }

  for (const query of [
    '?title=Get%20Started&description=First%20steps&section=Docs',
    '',
    `?title=${'long '.repeat(400)}&description=${'very '.repeat(800)}&section=Nope`,
    '?title=%F0%9F%9A%80%20%E3%83%88%E3%83%AC%E3%83%BC%E3%82%B9',
  ]) {
    test(`answers a 1200×630 PNG for ${query.slice(0, 40) || 'no parameters'}`, async ({ request }) => {
      const response = await request.get(`/api/og${query}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
    });
  }

  test('draws a translated page title in its own script, from the bundled subset font', async ({
    page,
    request,
  }) => {
    await page.goto('/ja/pricing');
    const image = new URL((await meta(page, 'meta[property="og:image"]'))!);
    expect(image.searchParams.get('lang')).toBe('ja');
    expect(image.searchParams.get('title')).toBe('料金');
    const png = async (query: string) => (await request.get(`/api/og?${query}`)).body();
    const nameOnly = await png(`title=${encodeURIComponent('Spanlight')}`);
    // Without the language the image has no CJK font: the title is dropped and the name shows.
    expect((await png(`title=${encodeURIComponent('料金')}`)).equals(nameOnly)).toBe(true);
    const japanese = await png(`title=${encodeURIComponent('料金')}&lang=ja`);
    expect(japanese.equals(nameOnly)).toBe(false);
    // A character outside the subset is left out (never fetched from a font service).
    expect((await png(`title=${encodeURIComponent('料金𠮷')}&lang=ja`)).equals(japanese)).toBe(true);
  });
});

test('localized pages carry their language', async ({ page }) => {
  for (const lang of ['ja', 'ko', 'zh']) {
    await page.goto(`/${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  }
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

test('robots.txt points to a sitemap of indexable pages', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://spanlight.example/sitemap.xml');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>https://spanlight.example/docs/get-started</loc>');
  expect(sitemap).toContain('<loc>https://spanlight.example/ja</loc>');
  expect(sitemap).toContain('<loc>https://spanlight.example/changelog/2026-10-14-typescript-sdk-v4-ga</loc>');
  expect(sitemap).not.toContain('/docs/style-guide');
});
