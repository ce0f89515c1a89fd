import { readFileSync } from 'node:fs';
import { getMessages } from '@/lib/i18n';
import { readLedger } from '@/lib/redirects/ledger';
import { denyClipboard } from './helpers/clipboard';
import { holdRequests } from './helpers/hold';
import { watchStateDuration } from './helpers/timing';
import { expect, test, type Page } from '@playwright/test';

const page_ = '/docs/get-started';
/** The published addresses (config/published-addresses.txt): addresses.spec.ts requests every one. */
const published = new Set(readLedger(readFileSync('config/published-addresses.txt', 'utf8')));
const copyButton = (page: Page) =>
  page.getByRole('button', { name: /Copy as Markdown|Copying\.\.\.|Copied!|Error|Denied|Not Found/ });

test.describe('Markdown twins over HTTP', () => {
  test('a page answers as Markdown at {path}.md, with its headers', async ({ request }) => {
    const response = await request.get(`${page_}.md`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers()['x-robots-tag']).toBe('noindex');
    expect(response.headers()['cache-control']).toContain('max-age=');
    const markdown = await response.text();
    expect(markdown.startsWith('# Get Started\n')).toBe(true);
    expect(markdown).not.toContain('<Tab');
    expect(markdown).toMatch(/\]\(https:\/\/spanlight\.example\//);
  });

  test('the twin of a translated page links to translated pages, as the page does', async ({ request }) => {
    const markdown = await (await request.get('/ja/docs/get-started.md')).text();
    // /self-hosting has a Japanese page; the troubleshooting FAQ has none.
    expect(markdown).toContain('](https://spanlight.example/ja/self-hosting)');
    expect(markdown).not.toContain('](https://spanlight.example/self-hosting)');
    expect(markdown).toContain('](https://spanlight.example/faq/traces-not-showing)');
  });

  test('the root page is /index.md and Accept: text/markdown gives the same answer', async ({ request }) => {
    const twin = await (await request.get('/index.md')).text();
    expect(twin.startsWith('# Spanlight\n')).toBe(true);
    const negotiated = await request.get('/', { headers: { Accept: 'text/markdown' } });
    expect(negotiated.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(await negotiated.text()).toBe(twin);
    expect((await request.get('/')).headers()['vary']).toContain('Accept');
    const docs = await request.get(page_, { headers: { Accept: 'text/markdown' } });
    expect(await docs.text()).toBe(await (await request.get(`${page_}.md`)).text());
  });

  test('unknown pages and unsafe paths answer 404 and never reach a file', async ({ request }) => {
    for (const path of [
      '/no-such-page.md',
      '/docs/no-such-page.md',
      '/docs/..%2F..%2Fpackage.json.md',
      '/docs/%2e%2e/%2e%2e/package.json.md',
      '/docs/%00.md',
      '/docs%5c..%5cpackage.json.md',
      '/api/markdown/..%2Fpackage.json',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).not.toContain('"dependencies"');
    }
  });

  test('index pages of dated collections have twins too', async ({ request }) => {
    const markdown = await (await request.get('/changelog.md')).text();
    expect(markdown).toContain('# Changelog');
    expect(markdown).toContain('(https://spanlight.example/changelog/2026-10-14-typescript-sdk-v4-ga.md)');
  });

  test('every sitemap page has a twin, and llms.txt lists every one of them', async ({ request }) => {
    // The assistant page has no twin; Writing the Docs (for contributors) is left out of llms.txt.
    const noTwin = /^(\/(ja|ko|zh))?\/docs\/ask-ai$/;
    const forContributors = /^\/docs\/contributing(\/|$)/;
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const urls = [...sitemap.matchAll(/<loc>https:\/\/spanlight\.example([^<]*)<\/loc>/g)].map(
      (m) => m[1] || '/',
    );
    expect(urls.length).toBeGreaterThan(150);
    const llms = await (await request.get('/llms.txt')).text();
    const japanese = await (await request.get('/ja/llms.txt')).text();
    const localeLists = new Map<string, string>();
    const localeList = async (locale: string) => {
      if (!localeLists.has(locale))
        localeLists.set(locale, await (await request.get(`/${locale}/llms.txt`)).text());
      return localeLists.get(locale)!;
    };
    for (const url of urls) {
      if (noTwin.test(url)) continue;
      const twin = url === '/' ? '/index.md' : `${url}.md`;
      // Published, so addresses.spec.ts has requested it and seen it answer 200.
      expect(published.has(twin), twin).toBe(true);
      if (['/changelog', '/blog', '/customers'].includes(url) || forContributors.test(url)) continue;
      const listing = /^\/(ja|ko|zh)(\/|$)/.test(url)
        ? japanese + (await localeList(url.split('/')[1]!))
        : llms;
      expect(listing, url).toContain(`(https://spanlight.example${twin})`);
    }
  });

  test('llms-full.txt holds the Markdown of the pages', async ({ request }) => {
    const full = await (await request.get('/llms-full.txt')).text();
    expect(full).toContain('# Get Started');
    expect(full).toContain('# Tracing Overview');
    // noindex pages (the docs style guide) are left out.
    expect(full).not.toContain('# Docs Style Guide\n');
  });
});

test.describe('Copy as Markdown', () => {
  test('copies exactly the page Markdown, then returns to idle after 2 s', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(page_);
    const button = copyButton(page);
    await expect(button).toHaveText('Copy as Markdown');
    const copied = await watchStateDuration(button, { text: 'Copied!' }, { text: 'Copy as Markdown' });
    await button.click();
    await expect(button).toHaveText('Copied!');
    await expect(button).toBeDisabled();
    const expected = await (await request.get(`${page_}.md`)).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    const shown = await copied();
    expect(shown).toBeGreaterThanOrEqual(1950);
    expect(shown).toBeLessThan(2600);
    await expect(button).toHaveText('Copy as Markdown');
    await expect(button).toBeEnabled();
  });

  test('shows Copying... and is disabled while loading', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const release = await holdRequests(page, `**${page_}.md`);
    await page.goto(page_);
    const button = copyButton(page);
    await button.click();
    await expect(button).toHaveText('Copying...');
    await expect(button).toBeDisabled();
    release();
    await expect(button).toHaveText('Copied!');
  });

  const faults: [string, (page: Page) => Promise<unknown>, string][] = [
    [
      '404',
      (page) => page.route(`**${page_}.md`, (route) => route.fulfill({ status: 404, body: 'nope' })),
      'Source Files Not Found',
    ],
    [
      '500',
      (page) => page.route(`**${page_}.md`, (route) => route.fulfill({ status: 500, body: 'boom' })),
      'Fetch Error',
    ],
    [
      'a network abort',
      (page) => page.route(`**${page_}.md`, (route) => route.abort('failed')),
      'Copy Error',
    ],
  ];
  for (const [fault, inject, message] of faults) {
    test(`shows "${message}" for ${fault} for 3 s, then returns to idle`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await inject(page);
      await page.goto(page_);
      const button = copyButton(page);
      const error = await watchStateDuration(button, { text: message }, { text: 'Copy as Markdown' });
      await button.click();
      await expect(button).toHaveText(message);
      await expect(button).toBeDisabled();
      const shown = await error();
      expect(shown).toBeGreaterThanOrEqual(2950);
      expect(shown).toBeLessThan(3600);
      await expect(button).toBeEnabled();
    });
  }

  test('shows "Clipboard Permission Denied" when the clipboard is refused', async ({
    page,
    context,
    baseURL,
  }) => {
    await denyClipboard(page, context, baseURL!);
    await page.goto(page_);
    const button = copyButton(page);
    await button.click();
    await expect(button).toHaveText('Clipboard Permission Denied');
    await expect(button).toHaveText('Copy as Markdown', { timeout: 4000 });
  });

  test('the menu offers ChatGPT, Claude, the MCP server and the Markdown view', async ({ page }) => {
    await page.goto(page_);
    const menuButton = page.getByRole('button', { name: 'More ways to use this page' });
    await menuButton.click();
    const menu = page.getByRole('menu', { name: 'More ways to use this page' });
    await expect(menu.getByRole('menuitem')).toHaveText([
      /Open in ChatGPT/,
      /Open in Claude/,
      'Connect to your agent (MCP)',
      'View as Markdown',
    ]);
    await expect(menu.getByRole('menuitem', { name: /Open in ChatGPT/ })).toBeFocused();
    const chatgpt = new URL(
      (await menu.getByRole('menuitem', { name: /Open in ChatGPT/ }).getAttribute('href'))!,
    );
    expect(chatgpt.origin).toBe('https://chatgpt.com');
    expect(chatgpt.searchParams.get('q')).toContain(`https://spanlight.example${page_}.md`);
    const claude = new URL(
      (await menu.getByRole('menuitem', { name: /Open in Claude/ }).getAttribute('href'))!,
    );
    expect(claude.origin).toBe('https://claude.ai');
    expect(claude.searchParams.get('q')).toContain(`https://spanlight.example${page_}.md`);
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: /Open in Claude/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await page.getByRole('menuitem', { name: 'View as Markdown' }).click();
    await expect(page).toHaveURL(`${page_}.md`);
    expect(await page.locator('body').textContent()).toContain('# Get Started');
  });

  test('the menu leads to the page on connecting an agent over MCP, in every language', async ({ page }) => {
    await page.goto('/ja/docs/get-started');
    await page.getByRole('button', { name: 'このページのその他の活用方法' }).click();
    // The page has no Japanese translation yet: the item leads to the English one.
    await expect(page.getByRole('menuitem', { name: getMessages('ja').connectAgentMcp })).toHaveAttribute(
      'href',
      '/docs/mcp-server',
    );
    await page.goto(page_);
    await page.getByRole('button', { name: 'More ways to use this page' }).click();
    const item = page.getByRole('menuitem', { name: 'Connect to your agent (MCP)' });
    await expect(item).not.toHaveAttribute('target', '_blank');
    await item.click();
    await expect(page).toHaveURL('/docs/mcp-server');
    await expect(page.getByRole('heading', { level: 1, name: 'MCP Server' })).toBeVisible();
    await expect(page.getByText('https://spanlight.example/api/mcp').first()).toBeVisible();
  });

  for (const path of [
    '/docs/observability/overview',
    '/self-hosting/kubernetes',
    '/guides',
    '/faq',
    '/integrations/frameworks',
  ]) {
    test(`is on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(copyButton(page)).toBeVisible();
    });
  }

  for (const path of ['/blog', '/pricing', '/security', '/changelog/2026-10-14-typescript-sdk-v4-ga', '/']) {
    test(`is absent from ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Copy as Markdown' })).toHaveCount(0);
    });
  }
});
