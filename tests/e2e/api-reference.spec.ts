import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';

const document = parse(readFileSync('content/openapi.yml', 'utf8')) as {
  tags: { name: string }[];
  paths: Record<string, Record<string, { operationId: string }>>;
};
const operationCount = Object.values(document.paths).reduce(
  (count, item) => count + Object.keys(item).filter((key) => key !== 'parameters').length,
  0,
);
const page = '/docs/api-reference/scores/create-score';

test.describe('API reference', () => {
  test('the index lists every operation by tag, and the sidebar groups them the same way', async ({
    page: browser,
  }) => {
    await browser.goto('/docs/api-reference');
    await expect(browser.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
    const main = browser.getByRole('main');
    for (const tag of document.tags)
      await expect(main.getByRole('heading', { level: 2, name: tag.name, exact: true })).toBeVisible();
    // One link per operation in the index's tables.
    await expect(main.getByRole('table').getByRole('link')).toHaveCount(operationCount);
    await expect(main.getByRole('link', { name: '/openapi.yml' })).toHaveAttribute('href', '/openapi.yml');

    const sidebar = browser.getByRole('navigation', { name: 'Docs navigation' });
    await expect(sidebar.getByRole('link', { name: 'API reference', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await main.getByRole('link', { name: 'Add a score' }).click();
    await expect(browser).toHaveURL(page);
    await expect(sidebar.getByRole('link', { name: 'Add a score' })).toHaveAttribute('aria-current', 'page');
  });

  test('an operation page shows its endpoint, fields, examples in tabs and responses', async ({
    page: browser,
  }) => {
    await browser.goto(page);
    await expect(browser.getByRole('heading', { level: 1, name: 'Add a score' })).toBeVisible();
    const main = browser.getByRole('main');
    await expect(main.getByText('/api/public/scores', { exact: true })).toBeVisible();
    for (const heading of ['Authentication', 'Request body', 'Request example', 'Responses', 'Errors'])
      await expect(main.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    // The request body's table comes first; the responses repeat the field.
    await expect(main.getByRole('cell', { name: 'traceId', exact: true }).first()).toBeVisible();
    await expect(main.getByRole('cell', { name: '429 Too Many Requests' })).toBeVisible();

    // The request example: cURL first, the reader's choice (shared with every code tab) remembered.
    const tabs = main.getByRole('tablist');
    await expect(tabs.getByRole('tab')).toHaveText([
      'cURL',
      'Python',
      'JS/TS',
      'Node.js',
      'Go',
      'Java',
      'C#',
      'PHP',
      'Ruby',
    ]);
    await expect(
      main.getByRole('tabpanel').filter({ hasText: '--user "$SPANLIGHT_PUBLIC_KEY:$SPANLIGHT_SECRET_KEY"' }),
    ).toBeVisible();
    await tabs.getByRole('tab', { name: 'cURL' }).focus();
    await browser.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    const python = main.getByRole('tabpanel').filter({ hasText: 'requests.post(' });
    await expect(python).toBeVisible();
    // Where the SDK has a method for the operation, its call comes first, then the plain request.
    await expect(python).toContainText(
      /With the SDK[\s\S]*spanlight\.score\([\s\S]*Over HTTP[\s\S]*requests\.post\(/,
    );
    await browser.reload();
    await expect(browser.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');

    // The table of contents lists the response sections.
    const toc = browser.getByRole('navigation', { name: 'On This Page' });
    await expect(toc.getByRole('link', { name: 'Request example' })).toBeVisible();
    // Edit this page opens the OpenAPI document.
    await expect(browser.getByRole('link', { name: /Edit this page/ })).toHaveAttribute(
      'href',
      /\/edit\/main\/content\/openapi\.yml$/,
    );
  });

  test('on a phone the lede is read once and field rows stack, still a table', async ({ page: browser }) => {
    await browser.setViewportSize({ width: 390, height: 844 });
    await browser.goto('/docs/api-reference/scores/create-score');
    const main = browser.getByRole('main');
    const lede = 'Adds a score to a trace, or to one observation';
    expect(((await main.innerText()).match(new RegExp(lede, 'g')) ?? []).length).toBe(1);

    const fields = main
      .getByRole('table')
      .filter({ has: browser.getByRole('cell', { name: 'traceId' }) })
      .first();
    const row = fields.getByRole('row').filter({ has: browser.getByRole('cell', { name: 'observationId' }) });
    const [name, type, description] = await Promise.all(
      [0, 1, 2].map(async (index) => (await row.getByRole('cell').nth(index).boundingBox())!),
    );
    // Name and type share a line; the description takes the whole width under them.
    expect(Math.abs(name!.y - type!.y)).toBeLessThan(4);
    expect(description!.y).toBeGreaterThanOrEqual(name!.y + name!.height);
    const width = (await fields.boundingBox())!.width;
    expect(description!.width).toBeGreaterThan(width * 0.9);
    // Nothing scrolls sideways, neither the page nor a table's region.
    expect(
      await browser.evaluate(() => window.document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(
      await fields.evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth),
    ).toBeLessThanOrEqual(0);
  });

  test('an operation without authentication says so and sends no key', async ({ page: browser }) => {
    await browser.goto('/docs/api-reference/health/get-health');
    const main = browser.getByRole('main');
    await expect(main.getByText('None: this operation answers without a key.')).toBeVisible();
    await expect(main.getByRole('tabpanel').first()).not.toContainText('SPANLIGHT_SECRET_KEY');
  });

  test('pages have Markdown twins, the document is served as written, and search finds operations', async ({
    page: browser,
    request,
  }) => {
    const twin = await request.get(`${page}.md`);
    expect(twin.status()).toBe(200);
    const markdown = await twin.text();
    expect(markdown).toMatch(/^# Add a score\n/);
    expect(markdown).toContain('`POST /api/public/scores`');
    expect(markdown).toContain('```bash\ncurl --request POST');
    // A ready command for the site's sandbox, with its published demo keys.
    expect(markdown).toContain(
      "--url https://spanlight.example/api/sandbox/scores \\\n  --user 'pk-sl-sandbox:sk-sl-sandbox'",
    );

    const yaml = await request.get('/openapi.yml');
    expect(yaml.status()).toBe(200);
    expect(yaml.headers()['content-type']).toBe('application/yaml; charset=utf-8');
    expect(await yaml.text()).toBe(readFileSync('content/openapi.yml', 'utf8'));

    await browser.goto('/docs/api-reference');
    const box = browser.getByRole('combobox', { name: /search/i });
    await box.focus();
    await browser.keyboard.type('create a score config');
    await expect(
      browser.getByRole('listbox').getByRole('option', { name: 'Create a score config' }).first(),
    ).toBeVisible();
  });
});
