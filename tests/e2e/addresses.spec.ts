import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { readLedger } from '@/lib/redirects/ledger';
import { getMessages } from '@/lib/i18n';

const ledger = readLedger(readFileSync('config/published-addresses.txt', 'utf8'));

/** The status and `Location` of one request, redirects not followed. */
async function answer(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { maxRedirects: 0, headers });
  return { status: response.status(), location: response.headers()['location'] ?? null, response };
}

/** Expects `path` to answer `status` with a `Location` of `target` (path and query). */
async function expectRedirect(request: APIRequestContext, path: string, status: 307 | 308, target: string) {
  const { status: actual, location } = await answer(request, path);
  expect(actual, path).toBe(status);
  const url = new URL(location!, 'http://site.invalid');
  expect(`${url.pathname}${url.search}`, path).toBe(target);
}

test.describe('published addresses', () => {
  test('every address in the ledger answers 200, or a 308 to an address that answers 200; each page names its twin', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    expect(ledger.length).toBeGreaterThan(1000);
    const published = new Set(ledger);
    const wrong: string[] = [];
    // Four at a time: the whole ledger in well under a minute, without starving the other worker.
    for (let start = 0; start < ledger.length; start += 4) {
      await Promise.all(
        ledger.slice(start, start + 4).map(async (path) => {
          const { status, location, response } = await answer(request, path);
          if (status === 200) {
            // A page announces its twin in its Link header exactly when the twin is published.
            if (/\.[^/]+$/.test(path)) return;
            const twin = path === '/' ? '/index.md' : `${path}.md`;
            const link = response.headers()['link'] ?? '';
            const expected = published.has(twin)
              ? `<https://spanlight.example${twin}>; rel="alternate"; type="text/markdown"`
              : '';
            if (expected ? link !== expected : link.includes('text/markdown'))
              wrong.push(`${path}: Link ${JSON.stringify(link)}, expected ${JSON.stringify(expected)}`);
            return;
          }
          if (status === 308 && location) {
            const next = await answer(request, new URL(location, 'http://site.invalid').pathname);
            if (next.status === 200) return;
          }
          wrong.push(`${path} -> ${status} ${location ?? ''}`);
        }),
      );
    }
    expect(wrong).toEqual([]);
  });

  test('guessed addresses lead to their page, its locale variant and its twin with a 308', async ({
    request,
  }) => {
    for (const [path, target] of [
      ['/docs/tracing', '/docs/observability/overview'],
      ['/docs/sdk/python', '/docs/observability/sdk/python'],
      ['/integrations/langchain', '/integrations/frameworks/langchain'],
      ['/self-hosting/docker', '/self-hosting/docker-compose'],
      ['/docs/tracing.md', '/docs/observability/overview.md'],
      ['/docs/evaluation?from=bookmark', '/docs/evaluation/overview?from=bookmark'],
      // Japanese readers get the Japanese page where there is one, else the English page that says so.
      ['/ja/docs/quickstart', '/ja/docs/get-started'],
      ['/ja/docs/tracing', '/docs/observability/overview?untranslated=ja'],
      ['/ja/docs/tracing.md', '/docs/observability/overview.md'],
    ] as const) {
      await expectRedirect(request, path, 308, target);
      expect((await answer(request, target)).status, target).toBe(200);
    }
  });
});

test.describe('addresses of pages in a language they are not translated into', () => {
  test('lead to the English page, which says so; the twin to the English twin; other addresses stay 404', async ({
    page,
    request,
  }) => {
    for (const [path, target] of [
      ['/ja/docs/observability/overview', '/docs/observability/overview?untranslated=ja'],
      ['/ko/docs/observability/overview?view=1', '/docs/observability/overview?untranslated=ko&view=1'],
      ['/zh/docs/observability/overview.md', '/docs/observability/overview.md'],
    ] as const) {
      await expectRedirect(request, path, 307, target);
      expect((await answer(request, target)).status, target).toBe(200);
    }
    expect((await answer(request, '/ja/docs/get-started')).status).toBe(200);
    expect((await answer(request, '/ja/docs/no-such-page')).status).toBe(404);
    expect((await answer(request, '/ja/ja/docs/get-started')).status).toBe(404);

    await page.goto('/ja/docs/observability/overview');
    await expect(page).toHaveURL(/\/docs\/observability\/overview\?untranslated=ja$/);
    await expect(page.getByRole('status').filter({ hasText: '日本語' })).toHaveText(
      getMessages('ja').languageUntranslated.replace('{language}', '日本語'),
    );
  });
});

test.describe('a 404 that helps', () => {
  test('suggests the page a misspelt address meant, first, and keeps the broken-link report', async ({
    page,
  }) => {
    const response = await page.goto('/docs/get-startd');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('link', { name: 'Submit an issue about broken link →' })).toBeVisible();
    const suggestions = page.getByRole('navigation', { name: 'Perhaps you were looking for' });
    const links = suggestions.getByRole('link');
    await expect(links.first()).toHaveAttribute('href', '/docs/get-started');
    expect(await links.count()).toBeLessThanOrEqual(3);
    await links.first().press('Enter');
    await expect(page).toHaveURL(/\/docs\/get-started$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get Started');
  });

  test('suggests the page a guessed address meant, in the language of the address', async ({ page }) => {
    await page.goto('/docs/observability/sesions');
    await expect(
      page.getByRole('navigation', { name: 'Perhaps you were looking for' }).getByRole('link').first(),
    ).toHaveAttribute('href', '/docs/observability/sessions');
    await page.goto('/ja/docs/get-startd');
    const japanese = page.getByRole('navigation', { name: 'お探しのページはこちらかもしれません' });
    await expect(japanese.getByRole('link').first()).toHaveAttribute('href', '/ja/docs/get-started');
    // English pages among them say so, as links from translated pages to untranslated ones do.
    for (const link of await japanese.getByRole('link').all()) {
      const href = (await link.getAttribute('href'))!;
      if (href.startsWith('/ja/')) continue;
      expect(href).toMatch(/\?untranslated=ja$/);
      await expect(link).toHaveAttribute('hreflang', 'en-US');
    }
  });

  test('without suggestions (the lookup fails or is slow) the block stands as it is', async ({ page }) => {
    await page.route('**/api/not-found?**', (route) => route.abort('failed'));
    expect((await page.goto('/docs/get-startd'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Submit an issue about broken link →' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Perhaps you were looking for' })).toHaveCount(0);
  });

  test('the Markdown 404 lists the same suggestions and the section’s llms.txt', async ({ request }) => {
    for (const [path, headers] of [
      ['/docs/get-startd.md', {}],
      ['/docs/get-startd', { accept: 'text/markdown' }],
    ] as const) {
      const { status, response } = await answer(request, path, headers);
      expect(status, path).toBe(404);
      expect(response.headers()['content-type'], path).toMatch(/^text\/markdown/);
      const text = await response.text();
      const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)$/gm)].map((match) => match[1]);
      expect(links[0], path).toBe('https://spanlight.example/docs/get-started.md');
      expect(text, path).toContain('https://spanlight.example/docs/llms.txt (this section)');
    }
    const guessed = await (await answer(request, '/self-hosting/kubernets.md')).response.text();
    expect(guessed).toContain('- [');
    expect(guessed.split('\n').find((line) => line.startsWith('- ['))).toContain(
      '/self-hosting/kubernetes.md',
    );
    expect(guessed).toContain('/self-hosting/llms.txt (this section)');
  });
});
