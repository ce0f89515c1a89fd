import { expect, test } from '@playwright/test';

test('the blog index lists posts newest first', async ({ page }) => {
  await page.goto('/blog');
  const dates = await page
    .getByRole('main')
    .locator('li time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
  expect(dates.length).toBeGreaterThanOrEqual(3);
  expect(dates).toEqual([...dates].sort().reverse());
});

test('the changelog index lists entries newest first and links the banner entry', async ({ page }) => {
  await page.goto('/changelog');
  const dates = await page
    .getByRole('main')
    .locator('li time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
  expect(dates).toEqual([...dates].sort().reverse());
  await expect(
    page.getByRole('main').getByRole('link', { name: 'TypeScript SDK v4 is generally available' }),
  ).toHaveAttribute('href', '/changelog/2026-10-14-typescript-sdk-v4-ga');
});

test('a customer story ends with the call to action', async ({ page }) => {
  await page.goto('/customers/lumenfield-tutoring');
  const cta = page.getByRole('region', { name: 'Ship your LLM application with confidence' });
  await expect(cta.getByRole('link', { name: 'Start for free' })).toHaveAttribute(
    'href',
    'https://cloud.spanlight.example',
  );
  await expect(cta.getByRole('link', { name: 'View documentation' })).toHaveAttribute('href', '/docs');
  await expect(cta.getByRole('link', { name: 'Talk to an expert' })).toHaveAttribute('href', '/talk-to-us');
  await expect(cta).toContainText('No credit card required · Free tier available · Self-hosting option');
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: 'Start for free' })).toHaveCount(0);
});

test('the pricing page shows plan availability from data, with a legend', async ({ page }) => {
  await page.goto('/pricing');
  const table = page.getByRole('table', { name: 'Feature availability by plan' });
  await expect(table.getByRole('row').first().getByRole('columnheader')).toHaveText([
    'Feature',
    'Hobby',
    'Core',
    'Pro',
    'Enterprise',
    'Self-hosted',
  ]);
  const sso = table.getByRole('row', { name: /SAML single sign-on/ });
  await expect(sso.getByRole('cell')).toHaveText([
    /Not available/,
    /Teams add-on/,
    /Included/,
    /Included/,
    /Enterprise Edition/,
  ]);
  const legend = page.getByRole('definition');
  await expect(legend).toHaveCount(6);
  for (const label of [
    'Included',
    'Public beta',
    'Private beta',
    'Teams add-on',
    'Enterprise Edition',
    'Not available',
  ]) {
    await expect(page.getByRole('term').filter({ hasText: label })).toHaveCount(1);
  }
});

for (const [feed, entry, tags] of [
  ['blog', '/blog/2026-07-09-evaluating-rag-answers-with-llm-as-a-judge', ['Evaluation']],
  ['changelog', '/changelog/2026-10-14-typescript-sdk-v4-ga', []],
] as const) {
  test(`the ${feed} RSS and Atom feeds are valid XML with the expected entries`, async ({
    page,
    request,
  }) => {
    await page.goto(`/${feed}`);
    await expect(page.locator('link[type="application/rss+xml"]')).toHaveAttribute(
      'href',
      `https://spanlight.example/${feed}/rss.xml`,
    );
    for (const format of ['rss', 'atom'] as const) {
      const response = await request.get(`/${feed}/${format}.xml`);
      expect(response.headers()['content-type']).toContain(`application/${format}+xml`);
      const xml = await response.text();
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        if (doc.querySelector('parsererror')) return null;
        const items = [...doc.querySelectorAll('item, entry')];
        return items.map((item) => ({
          link: item.querySelector('link')?.getAttribute('href') ?? item.querySelector('link')?.textContent,
          // RSS: <category>Label</category>; Atom: <category term="tag" label="Label"/>.
          categories: [...item.querySelectorAll('category')].map(
            (category) => category.getAttribute('label') ?? category.textContent,
          ),
        }));
      }, xml);
      expect(parsed, `${format} parses`).not.toBeNull();
      const item = parsed!.find(({ link }) => link === `https://spanlight.example${entry}`);
      expect(item).toBeDefined();
      expect(item!.categories).toEqual(tags);
    }
  });
}

test('changelog illustrations turn dark with the page, on the entry and on the index', async ({ page }) => {
  const filter = (locator: ReturnType<typeof page.locator>) =>
    locator.evaluate((image) => getComputedStyle(image).filter);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/changelog/2026-11-05-cost-dashboards');
    const entry = page.getByRole('main').getByRole('img', { name: /The Cost tab/ });
    await page.goto('/changelog');
    const index = page.locator('img.changelog-illustration').first();
    for (const [image, path] of [
      [index, '/changelog'],
      [entry, '/changelog/2026-11-05-cost-dashboards'],
    ] as const) {
      await page.goto(path);
      if (scheme === 'dark') expect(await filter(image)).toContain('invert');
      else expect(await filter(image)).toBe('none');
    }
  }
});

test('long code names break at their dots inside a table cell instead of running out of it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/integrations/model-providers');
  const table = page
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: 'Instrumentor' }) });
  const name = 'opentelemetry.instrumentation.google_generativeai.GoogleGenerativeAiInstrumentor';
  const cell = table.getByRole('cell', { name: new RegExp(name.replace(/\./g, '\\.')) });
  await expect(cell).toHaveCount(1);
  // The whole name is there to read and copy, and the table fits its column.
  expect(await cell.locator('code').textContent()).toMatch(/^opentelemetry\.instrumentation\.google/);
  expect(
    await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth),
  ).toBeLessThanOrEqual(0);
  const [code, box] = await Promise.all([cell.locator('code').boundingBox(), cell.boundingBox()]);
  expect(code!.x + code!.width).toBeLessThanOrEqual(box!.x + box!.width + 1);
});
