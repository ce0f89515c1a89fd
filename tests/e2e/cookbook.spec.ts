import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const registry = JSON.parse(readFileSync('cookbook/_routes.json', 'utf8')) as {
  notebook: string;
  docsPath: string | null;
  isGuide: boolean;
}[];
const site = 'https://spanlight.example';

test.describe('Cookbook notebooks', () => {
  test('a notebook renders at its guide path and at its docsPath, both canonical to the docsPath', async ({
    page,
  }) => {
    for (const path of ['/guides/cookbook/integration_langchain', '/integrations/frameworks/langchain']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'LangChain' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Trace a retrieval chain' })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${site}/integrations/frameworks/langchain`,
      );
      // The hidden helper cell (tagged remove-cell) is not on the page.
      await expect(page.getByText('SNIPPETS = {')).toHaveCount(0);
    }
    // A notebook without a docsPath is canonical to its own guide page.
    await page.goto('/guides/cookbook/datasets_experiments');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${site}/guides/cookbook/datasets_experiments`,
    );
  });

  test('the notebook banner links to the code host and to Colab', async ({ page }) => {
    await page.goto('/integrations/frameworks/langchain');
    const banner = page.getByRole('complementary', { name: 'This is a Jupyter notebook' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Open on GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/spanlight/spanlight-docs/blob/main/cookbook/integration_langchain.ipynb',
    );
    await expect(banner.getByRole('link', { name: 'Open in Colab' })).toHaveAttribute(
      'href',
      'https://colab.research.google.com/github/spanlight/spanlight-docs/blob/main/cookbook/integration_langchain.ipynb',
    );
    // Edit this page opens the notebook, not a content file.
    await expect(page.getByRole('link', { name: /Edit this page/ })).toHaveAttribute(
      'href',
      'https://github.com/spanlight/spanlight-docs/edit/main/cookbook/integration_langchain.ipynb',
    );
  });

  test('the downloaded .ipynb is identical to the source file', async ({ request }) => {
    for (const { notebook } of registry.slice(0, 3)) {
      const response = await request.get(`/cookbook/${notebook}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/x-ipynb+json');
      expect((await response.body()).equals(readFileSync(`cookbook/${notebook}`))).toBe(true);
    }
    expect((await request.get('/cookbook/no-such-notebook.ipynb')).status()).toBe(404);
  });

  test('outputs render: text, errors with colours, sanitized HTML tables, PNG and SVG images', async ({
    page,
  }) => {
    await page.goto('/docs/observability/sdk/python/low-level-sdk');
    const error = page.locator('.nb-output-text[data-kind="error"]').first();
    await expect(error).toContainText('ValueError');
    await expect(error.locator('[class^="ansi-fg-"]').first()).toBeVisible();

    await page.goto('/guides/cookbook/evaluation_user_feedback');
    const chart = page.getByRole('img', { name: 'Image output of the cell above' }).first();
    await chart.scrollIntoViewIfNeeded();
    await expect
      .poll(() => chart.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(600);
    await expect(page.getByRole('group', { name: 'Output' }).getByRole('table').first()).toBeVisible();

    await page.goto('/integrations/model-providers/google-gemini');
    const svg = page.locator('img[src^="data:image/svg+xml"]').first();
    await svg.scrollIntoViewIfNeeded();
    await expect
      .poll(() => svg.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  test('figures from a recorded run are marked as an example output, on the page and in its Markdown twin', async ({
    page,
    request,
  }) => {
    await page.goto('/integrations/model-providers/openai');
    const example = page
      .getByRole('group', { name: 'Example output' })
      .filter({ hasText: 'first token after' });
    await expect(example).toContainText(
      'From a recorded run: answers, token counts and timings differ on every run.',
    );
    // A cell whose output is not measured keeps the plain name.
    await expect(page.getByRole('group', { name: 'Output', exact: true }).first()).toBeVisible();
    const twin = await (await request.get('/integrations/model-providers/openai.md')).text();
    expect(twin).toContain(
      '_Example output, from a recorded run: answers, token counts and timings differ on every run._',
    );
  });

  test('headings of markdown cells feed the table of contents', async ({ page }) => {
    await page.goto('/docs/observability/sdk/python/low-level-sdk');
    const toc = page.getByRole('navigation', { name: 'On This Page' });
    await toc.getByRole('link', { name: 'When a step fails' }).click();
    await expect(page).toHaveURL(/#when-a-step-fails$/);
    await expect(page.getByRole('heading', { name: 'When a step fails' })).toBeInViewport();
  });

  test('the cookbook index lists the guide notebooks and the sidebar has them', async ({ page }) => {
    await page.goto('/guides/cookbook');
    await expect(page.getByRole('heading', { level: 1, name: 'Cookbook' })).toBeVisible();
    const main = page.getByRole('main');
    for (const title of [
      'LLM-as-a-judge evaluation',
      'Run experiments on a dataset',
      'Migrate data between Spanlight projects',
    ]) {
      await expect(main.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    }
    // Integration notebooks are not listed as guides (isGuide false).
    await expect(main.getByRole('link', { name: /^LangChain/ })).toHaveCount(0);
    await main.getByRole('link', { name: /Run experiments on a dataset/ }).click();
    await expect(page).toHaveURL(/\/guides\/cookbook\/datasets_experiments$/);
    await expect(
      page
        .getByRole('navigation', { name: 'Docs navigation' })
        .getByRole('link', { name: 'Run experiments on a dataset' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('notebook pages have Markdown twins, social images with the Cookbook section, and sitemap entries', async ({
    page,
    request,
  }) => {
    const twin = await (await request.get('/integrations/frameworks/langchain.md')).text();
    expect(twin.startsWith('# LangChain\n')).toBe(true);
    expect(twin).toContain('```python\nfrom langchain_core.output_parsers import StrOutputParser');
    expect(twin).toMatch(/```text\n/);

    await page.goto('/guides/cookbook/datasets_experiments');
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(new URL(image!).searchParams.get('section')).toBe('Cookbook');
    expect(
      (await request.get(new URL(image!).pathname + new URL(image!).search)).headers()['content-type'],
    ).toBe('image/png');

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${site}/integrations/frameworks/langchain</loc>`);
    expect(sitemap).toContain(`<loc>${site}/guides/cookbook/datasets_experiments</loc>`);
    // The guide page of a notebook with a docsPath is listed once, at its canonical URL.
    expect(sitemap).not.toContain(`<loc>${site}/guides/cookbook/integration_langchain</loc>`);
  });
});
