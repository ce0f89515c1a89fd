import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { standInPorts } from '../../stand-ins/configured-env.mjs';
import { holdRequests } from '../helpers/hold';
import { recordLayoutShifts } from '../helpers/layout-shifts';

type Mode = 'user' | 'none' | 'error' | 'hang' | 'no-credentials';
const hosts = {
  eu: `http://127.0.0.1:${standInPorts.eu}`,
  us: `http://127.0.0.1:${standInPorts.us}`,
  hipaa: `http://127.0.0.1:${standInPorts.hipaa}`,
};

// The stand-in hosts hold one mode each: these tests take turns.
test.describe.configure({ mode: 'serial' });

async function sessions(request: APIRequestContext, modes: Partial<Record<keyof typeof hosts, Mode>>) {
  for (const [id, host] of Object.entries(hosts)) {
    await request.post(`${host}/__mode`, { data: { mode: modes[id as keyof typeof hosts] ?? 'none' } });
  }
}

/** Answers the continent lookup as a CDN would have it: the real route, with the CDN's header added. */
async function fromContinent(page: Page, continent: string | null) {
  await page.route('**/api/get-continent-code', (route) =>
    route.continue({
      headers: continent
        ? { ...route.request().headers(), 'x-vercel-ip-continent': continent }
        : route.request().headers(),
    }),
  );
}

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('Sign-in button', () => {
  test('no session: Sign Up in the region of the visitor continent', async ({ page, request }) => {
    await sessions(request, {});
    for (const [continent, region] of [
      ['NA', 'us'],
      ['SA', 'us'],
      ['AF', 'eu'],
      ['AN', 'eu'],
      ['AS', 'eu'],
      ['EU', 'eu'],
      ['OC', 'eu'],
      [null, 'eu'],
    ] as const) {
      await page.unrouteAll();
      await fromContinent(page, continent);
      const decided = page.waitForResponse('**/api/get-continent-code');
      await page.goto('/docs');
      await decided;
      await expect(navbar(page).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
        'href',
        `${hosts[region]}/auth/sign-up`,
      );
    }
  });

  test('a failing continent lookup means the default region', async ({ page, request }) => {
    await sessions(request, {});
    await page.route('**/api/get-continent-code', (route) => route.abort('failed'));
    await page.goto('/docs');
    await expect(navbar(page).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      `${hosts.eu}/auth/sign-up`,
    );
    await expect(navbar(page).getByRole('link', { name: 'To App' })).toHaveCount(0);
  });

  test('one session: a To App link to that region, whatever the continent', async ({ page, request }) => {
    await sessions(request, { hipaa: 'user' });
    await fromContinent(page, 'NA');
    await page.goto('/docs');
    await expect(navbar(page).getByRole('link', { name: 'To App' })).toHaveAttribute('href', hosts.hipaa);
    await expect(navbar(page).getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
  });

  test('two or three sessions: a dropdown listing those regions', async ({ page, request }) => {
    await sessions(request, { eu: 'user', hipaa: 'user' });
    await page.goto('/docs');
    const toggle = navbar(page).getByRole('button', { name: 'To App' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const list = navbar(page).getByRole('list', { name: 'Open the app in a region' });
    await expect(list.getByRole('link')).toHaveText(['EU', 'HIPAA']);
    await expect(list.getByRole('link', { name: 'HIPAA' })).toHaveAttribute('href', hosts.hipaa);
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(toggle).toBeFocused();

    await sessions(request, { eu: 'user', us: 'user', hipaa: 'user' });
    await page.reload();
    await navbar(page).getByRole('button', { name: 'To App' }).click();
    await expect(
      navbar(page).getByRole('list', { name: 'Open the app in a region' }).getByRole('link'),
    ).toHaveText(['EU', 'US', 'HIPAA']);
  });

  test('a failing host, or one without CORS credentials, counts as signed out', async ({ page, request }) => {
    await sessions(request, { eu: 'error', us: 'no-credentials', hipaa: 'user' });
    await page.goto('/docs');
    await expect(navbar(page).getByRole('link', { name: 'To App' })).toHaveAttribute('href', hosts.hipaa);
    // Each host was asked once per page load, by the one shared check.
    for (const host of Object.values(hosts))
      expect((await (await request.get(`${host}/__hits`)).json()).hits).toBe(1);
  });

  test('a hanging host is given up after 5 s, silently', async ({ page, request }) => {
    await sessions(request, { eu: 'hang', us: 'user' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    const started = Date.now();
    await page.goto('/docs');
    await expect(navbar(page).getByRole('link', { name: 'To App' })).toHaveAttribute('href', hosts.us, {
      timeout: 9000,
    });
    expect(Date.now() - started).toBeGreaterThan(4500);
    expect(errors).toEqual([]);
  });

  test('the button does not move the layout while it decides', async ({ page, request }) => {
    await sessions(request, { us: 'user' });
    const recorded = await recordLayoutShifts(page);
    // The US host's answer is held until the button has been measured as it first shows: without
    // the hold, a quick answer could turn it into To App before the first measurement.
    const release = await holdRequests(page, `${hosts.us}/api/auth/session`);
    await page.goto('/docs');
    const signUp = navbar(page).getByRole('link', { name: 'Sign Up' });
    await expect(signUp).toBeVisible();
    const before = await signUp.boundingBox();
    release();
    const toApp = navbar(page).getByRole('link', { name: 'To App' });
    await expect(toApp).toBeVisible();
    const after = await toApp.boundingBox();
    expect(after).toEqual(before);
    expect(await recorded.shifts()).toEqual([]);
  });
});
