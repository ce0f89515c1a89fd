import { expect, test, type Page } from '@playwright/test';
import { standInPorts } from '../../stand-ins/configured-env.mjs';
import { effectsRan, watchReact } from '../helpers/react';
import { answerSessionChecksHere } from '../helpers/app-hosts';

const vendors = `http://127.0.0.1:${standInPorts.vendors}`;
type Call = { vendor: string; call: string; args: unknown[] };
const calls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __standIns?: { calls: Call[] } }).__standIns?.calls ?? []);
/** Scripts the page has added so far whose address starts with `prefix` (added is requested). */
const scriptsFrom = (page: Page, prefix: string) =>
  page.evaluate(
    (prefix) => [...document.scripts].map((script) => script.src).filter((src) => src.startsWith(prefix)),
    prefix,
  );

/** Counts the listeners added on window for the consent event: what waiting for consent looks like. */
async function countConsentListeners(page: Page) {
  await page.addInitScript(() => {
    const counts = { waiting: 0 };
    Object.assign(window, { __consentListeners: counts });
    const add = window.addEventListener;
    window.addEventListener = function (this: Window, ...args: Parameters<Window['addEventListener']>) {
      if (args[0] === 'spanlight:consent') counts.waiting += 1;
      return add.apply(this, args);
    } as Window['addEventListener'];
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __consentListeners: { waiting: number } }).__consentListeners.waiting,
    );
}

test.describe('Third-party integrations, configured', () => {
  // The app hosts' request counts belong to sign-in.spec.ts, which runs beside this file.
  test.beforeEach(({ page }) => answerSessionChecksHere(page));

  test('the consent script runs before the page is interactive; analytics and CRM wait for consent', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const consentListeners = await countConsentListeners(page);
    await page.goto('/docs');
    // Part of the server-rendered head, and run while the document is still being set up (before the
    // page hydrates), ahead of every other vendor.
    const html = await (await page.request.get('/docs')).text();
    expect(html.slice(0, html.indexOf('</head>'))).toContain(`${vendors}/consent.js`);
    const first = await calls(page);
    expect(first[0]).toMatchObject({ vendor: 'consent', call: 'loaded' });
    expect(['loading', 'interactive']).toContain(first[0]!.args[0]);
    // Analytics and the CRM have each started waiting for consent (they would have loaded at this
    // point without a consent script), and nothing of theirs has been added to the page.
    await expect.poll(consentListeners).toBe(2);
    expect([
      ...(await scriptsFrom(page, `${vendors}/posthog`)),
      ...(await scriptsFrom(page, `${vendors}/hubspot`)),
    ]).toEqual([]);
    expect(
      requested.filter((url) => url.startsWith(`${vendors}/posthog`) || url.startsWith(`${vendors}/hubspot`)),
    ).toEqual([]);

    await page.getByRole('button', { name: 'Accept cookies' }).click();
    await expect
      .poll(async () => (await calls(page)).map((c) => `${c.vendor}:${c.call}`))
      .toEqual(expect.arrayContaining(['posthog:init', 'posthog:capture', 'hubspot:loaded']));
    const init = (await calls(page)).find((c) => c.vendor === 'posthog' && c.call === 'init')!;
    expect(init.args).toEqual(['phc_stand_in', { api_host: `${vendors}/posthog`, capture_pageview: false }]);
  });

  test('every route change, client-side ones included, is a page view and a CRM path', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('stand-in-consent', 'yes'));
    await page.goto('/docs');
    await expect.poll(async () => (await calls(page)).filter((c) => c.call === 'capture').length).toBe(1);
    await page
      .getByRole('navigation', { name: 'Docs navigation' })
      .getByRole('link', { name: 'Get Started' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/docs\/get-started$/);
    await expect
      .poll(async () =>
        (await calls(page))
          .filter((c) => c.call === 'capture')
          .map((c) => (c.args[1] as { $current_url: string }).$current_url),
      )
      .toEqual([expect.stringMatching(/\/docs$/), expect.stringMatching(/\/docs\/get-started$/)]);
    await expect
      .poll(async () =>
        (await calls(page))
          .filter((c) => c.vendor === 'hubspot' && c.call === 'setPath')
          .map((c) => c.args[0]),
      )
      .toEqual(['/docs/get-started']);
  });

  test('the chat opens by itself with ?supportChat=1; otherwise only the launcher shows', async ({
    page,
  }) => {
    await watchReact(page);
    await page.goto('/docs');
    const launcher = page.getByRole('button', { name: 'Contact Support' });
    await expect(launcher).toBeVisible();
    const box = (await launcher.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(Math.round(viewport.width - (box.x + box.width))).toBe(25);
    expect(Math.round(viewport.height - (box.y + box.height))).toBe(80);
    // The launcher's mount effects have run, and then one more task (where `?supportChat=1` would
    // open the chat): no chat script was added.
    await effectsRan(launcher);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(await scriptsFrom(page, `${vendors}/chat`)).toEqual([]);
    expect((await calls(page)).filter((c) => c.vendor === 'chat')).toEqual([]);

    await page.goto('/docs?supportChat=1');
    await expect(page.getByRole('dialog', { name: 'Stand-in live chat' })).toBeVisible();
    expect((await calls(page)).filter((c) => c.vendor === 'chat').map((c) => c.call)).toEqual([
      'loaded',
      'open',
    ]);
  });

  test('the launcher opens the configured chat', async ({ page }) => {
    await page.goto('/docs');
    await page.getByRole('button', { name: 'Contact Support' }).click();
    await expect(page.getByRole('dialog', { name: 'Stand-in live chat' })).toBeVisible();
  });

  test('the Content-Security-Policy allows the configured vendors', async ({ request }) => {
    const policy = (await request.get('/docs')).headers()['content-security-policy']!;
    expect(policy).toContain(`script-src 'self' 'unsafe-inline' ${vendors}`);
    expect(policy).toMatch(
      /connect-src 'self' http:\/\/127\.0\.0\.1:4101 http:\/\/127\.0\.0\.1:4102 http:\/\/127\.0\.0\.1:4103/,
    );
  });
});
