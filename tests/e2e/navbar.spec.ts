import { expect, test } from '@playwright/test';
import { getMessages } from '@/lib/i18n';
import { resizeTo } from './helpers/viewport';

test.describe('navbar', () => {
  test('is 64 px high and links the logo home', async ({ page }) => {
    await page.goto('/docs/get-started');
    const header = page.getByRole('banner');
    expect((await header.boundingBox())?.height).toBe(64);
    await page.getByRole('link', { name: 'Spanlight', exact: true }).click();
    await expect(page).toHaveURL('/');
  });

  test('slash and Ctrl/Cmd+K focus the search box', async ({ page }) => {
    await page.goto('/docs');
    const search = page.getByRole('combobox', { name: 'Search documentation' });
    await expect(search).toHaveAttribute('placeholder', 'Search documentation…');
    await expect(search).not.toBeFocused();

    await page.keyboard.press('/');
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('');

    await search.blur();
    await page.keyboard.press('Control+k');
    await expect(search).toBeFocused();

    await search.blur();
    await page.keyboard.press('Meta+k');
    await expect(search).toBeFocused();
  });

  test('the shortcuts work before the page is interactive', async ({ page }) => {
    // No JavaScript file loads: the page never hydrates, as on a slow connection's first seconds.
    await page.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
    await page.goto('/docs');
    const search = page.getByRole('combobox', { name: 'Search documentation' });
    await page.keyboard.press('/');
    await expect(search).toBeFocused();
    await page.keyboard.type('abc');
    await search.blur();
    await page.keyboard.press('Control+k');
    await expect(search).toBeFocused();
    // Ctrl/Cmd+K selects what is there, so typing replaces it.
    await page.keyboard.type('x');
    await expect(search).toHaveValue('x');
  });

  test('a slash typed into a text field stays text', async ({ page }) => {
    await page.goto('/docs');
    const search = page.getByRole('combobox', { name: 'Search documentation' });
    await search.focus();
    await page.keyboard.type('a/b');
    await expect(search).toHaveValue('a/b');
  });

  test('shows the star count compact and links the repository and community', async ({ page }) => {
    await page.goto('/');
    const stars = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'GitHub repository, 18.7K stars' });
    await expect(stars).toHaveText('18.7K');
    await expect(stars).toHaveAttribute('href', 'https://github.com/spanlight/spanlight');
    await expect(page.getByRole('link', { name: 'Discord community' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
  });

  test('signs up in the EU region for now', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      'https://cloud.spanlight.example/auth/sign-up',
    );
  });
});

test.describe('navbar fits', () => {
  for (const [path, locale] of [
    ['/docs', 'en-US'],
    ['/ja/docs', 'ja'],
    ['/ko/docs', 'ko'],
  ] as const) {
    const { mainNavigation: navName, searchLabel: searchName, language: languageName } = getMessages(locale);
    // One page, its window resized from phone to desktop: the bar follows the width it is given.
    test(`without overflowing from 320 to 1536 px (${path})`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(path);
      for (const width of [320, 375, 768, 1024, 1280, 1536]) {
        await resizeTo(page, width);
        const nav = page.getByRole('navigation', { name: navName });
        const overflow = await nav.evaluate((el) => el.scrollWidth - el.clientWidth);
        expect(overflow, `at ${width} px`).toBeLessThanOrEqual(0);
        await expect(page.getByRole('combobox', { name: searchName })).toBeVisible();
        // From the mobile breakpoint on, the bar carries the language switch itself.
        if (width >= 768) {
          await expect(nav.getByRole('combobox', { name: languageName })).toBeVisible();
          // ... and the search box has room for its whole placeholder.
          const clipped = await page
            .getByRole('combobox', { name: searchName })
            .evaluate((input: HTMLInputElement) => {
              const style = getComputedStyle(input);
              const context = document.createElement('canvas').getContext('2d')!;
              context.font = style.font;
              const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
              return context.measureText(input.placeholder).width - room;
            });
          expect(clipped, `at ${width} px`).toBeLessThanOrEqual(0);
        }
        // No control is squeezed under another: every visible control has its own stretch of the bar.
        const overlaps = await nav.evaluate((el) => {
          const boxes = [...el.querySelectorAll('a, button, select, input')]
            .map((control) => ({ control, box: control.getBoundingClientRect() }))
            .filter(({ box }) => box.width > 0 && box.height > 0)
            // Links wrapped off the bar's line are out of sight (More lists them).
            .filter(({ control }) => getComputedStyle(control).visibility !== 'hidden')
            .filter(({ control }) => !control.parentElement?.closest('a, button'));
          const found: string[] = [];
          for (const [i, a] of boxes.entries()) {
            for (const b of boxes.slice(i + 1)) {
              if (a.control.contains(b.control) || b.control.contains(a.control)) continue;
              const shared = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
              if (shared > 1)
                found.push(`${a.control.outerHTML.slice(0, 60)} / ${b.control.outerHTML.slice(0, 60)}`);
            }
          }
          return found;
        });
        expect(overlaps, `at ${width} px`).toEqual([]);
      }
    });
  }

  test('the navbar language switch works at a laptop width', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/docs/get-started');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The compact controls show only an icon: a tooltip names them for pointer users.
    await expect(nav.getByRole('combobox', { name: 'Theme' })).toHaveAttribute('title', 'Theme');
    await expect(nav.getByRole('combobox', { name: 'Language' })).toHaveAttribute('title', 'Language');
    await nav.getByRole('combobox', { name: 'Language' }).selectOption('zh');
    await expect(page).toHaveURL(/\/zh\/docs\/get-started$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  });
});

test.describe('More menu', () => {
  for (const [path, locale] of [
    ['/docs', 'en-US'],
    ['/ja/docs', 'ja'],
  ] as const) {
    const t = getMessages(locale);
    const sections = [t.docs, t.selfHosting, t.guides, t.integrations, t.faq, t.pricing, t.changelog, t.blog];
    test(`every top-level section is reachable from 1024 to 1920 px (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 1024, height: 800 });
      await page.goto(path);
      for (const width of [1024, 1280, 1440, 1536, 1920]) {
        await resizeTo(page, width);
        const nav = page.getByRole('navigation', { name: t.mainNavigation });
        const visibleIn = async (scope: typeof nav) => {
          const shown: string[] = [];
          for (const name of sections)
            if ((await scope.getByRole('link', { name, exact: true }).filter({ visible: true }).count()) > 0)
              shown.push(name);
          return shown;
        };
        // The bar has measured which links fit (until then, the menu lists them all).
        await expect(nav.locator('ul[data-measured]')).toHaveCount(1);
        const inBar = await visibleIn(nav);
        const more = nav.getByRole('button', { name: t.navMore, exact: true });
        let inMenu: string[] = [];
        if (inBar.length < sections.length) {
          await more.click();
          const menu = page.getByRole('list', { name: t.navMore, exact: true });
          await expect(menu).toBeVisible();
          inMenu = await visibleIn(menu);
          // The menu lists what the bar leaves out, and nothing twice.
          expect(
            inMenu.filter((name) => inBar.includes(name)),
            `at ${width} px`,
          ).toEqual([]);
          await page.keyboard.press('Escape');
          await expect(menu).toBeHidden();
        } else {
          // Everything fits: no menu with nothing in it.
          await expect(more).toBeHidden();
        }
        expect([...inBar, ...inMenu].sort(), `at ${width} px`).toEqual([...sections].sort());
      }
    });
  }

  test('the bar shows as many links as the labels of its language leave room for', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 800 });
    // Labels differ in width by language: Chinese fits all eight, Japanese's longer words six.
    for (const [path, least] of [
      ['/docs', 8],
      ['/zh/docs', 8],
      ['/ko/docs', 8],
      ['/ja/docs', 6],
    ] as const) {
      await page.goto(path);
      const bar = page.getByRole('navigation').first().locator('ul[data-measured]');
      await expect(bar).toHaveCount(1);
      const shown = await bar.getByRole('link').filter({ visible: true }).count();
      expect(shown, path).toBeGreaterThanOrEqual(least);
    }
  });

  test('opens from the keyboard, closes with Escape and when a link is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/docs');
    const more = page.getByRole('button', { name: 'More', exact: true });
    const menu = page.getByRole('list', { name: 'More', exact: true });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').filter({ visible: true }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();

    await more.click();
    await menu.getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(menu).toBeHidden();
  });
});

test.describe('HIRING badge', () => {
  test('is shown from 1024 px on and hidden below', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.goto('/');
    const badge = page.getByRole('link', { name: /HIRING/ });
    for (const [width, visible] of [
      [1440, true],
      [1024, true],
      [1023, false],
      [375, false],
    ] as const) {
      await resizeTo(page, width);
      if (visible) {
        await expect(badge, `at ${width} px`).toBeVisible();
        await expect(badge).toHaveAttribute('href', '/careers');
      } else {
        await expect(badge, `at ${width} px`).toBeHidden();
      }
    }
  });
});

test.describe('logo assets dialog', () => {
  test('opens on right-click with light and dark SVG and PNG downloads', async ({ page, request }) => {
    await page.goto('/docs');
    await page.getByRole('link', { name: 'Spanlight', exact: true }).click({ button: 'right' });
    const dialog = page.getByRole('dialog', { name: 'Logo assets' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL('/docs');

    const expected = {
      'SVG, light': 'image/svg+xml',
      'SVG, dark': 'image/svg+xml',
      'PNG, light': 'image/png',
      'PNG, dark': 'image/png',
    };
    for (const [name, type] of Object.entries(expected)) {
      const link = dialog.getByRole('link', { name });
      await expect(link).toHaveAttribute('download', /spanlight-logo-(light|dark)\.(svg|png)/);
      const response = await request.get((await link.getAttribute('href'))!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain(type);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: 'Spanlight', exact: true })).toBeFocused();
  });

  test('closes with its button and with a click on the backdrop', async ({ page }) => {
    await page.goto('/');
    const logo = page.getByRole('link', { name: 'Spanlight', exact: true });
    await logo.click({ button: 'right' });
    const dialog = page.getByRole('dialog', { name: 'Logo assets' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await logo.click({ button: 'right' });
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 700);
    await expect(dialog).toBeHidden();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens and closes with its button, Escape and navigation', async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();

    await open.click();
    await expect(menu).toBeVisible();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await close.click();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL('/pricing');
    await expect(menu).toBeHidden();
  });

  test('is offered below 1024 px, where the bar shows no section links', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await page.setViewportSize({ width: 1023, height: 800 });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    // Every section is in its panel.
    await page.getByRole('button', { name: 'Open menu' }).click();
    for (const name of [
      'Docs',
      'Self Hosting',
      'Guides',
      'Integrations',
      'FAQ',
      'Pricing',
      'Changelog',
      'Blog',
    ])
      await expect(page.locator('#mobile-menu').getByRole('link', { name, exact: true })).toBeVisible();
  });
});
