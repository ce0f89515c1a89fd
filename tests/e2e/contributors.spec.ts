import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

const docsPage = '/docs/observability/overview';

/**
 * The handles the build listed for a page: the map `npm run build` generated from git history, or
 * the committed one that a bare `next build` uses. The committed entries come first either way.
 */
function handlesOf(path: string): string[] {
  const file = existsSync('.generated/contributors.json')
    ? '.generated/contributors.json'
    : 'content/contributors.json';
  return (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>)[path] ?? [];
}

const contributors = (page: Page) => page.getByRole('region', { name: 'Contributors' });

test.describe('contributors list', () => {
  test('shows 3 and "... and N more", expands to all, and collapses after navigating away and back', async ({
    page,
  }) => {
    const total = handlesOf(docsPage).length;
    expect(total).toBeGreaterThan(3);
    await page.goto(docsPage);
    const list = contributors(page);
    await expect(list.getByRole('heading', { name: 'Contributors' })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('link')).toHaveText([
      /^Hannah Becker/,
      /^Tobias Lindqvist/,
      /^Kenji Watanabe/,
    ]);

    const more = list.getByRole('button', { name: `... and ${total - 3} more` });
    await more.click();
    await expect(list.getByRole('listitem')).toHaveCount(total);
    await expect(more).toHaveCount(0);
    await expect(list.getByRole('link').nth(3)).toBeFocused();

    // Client-side navigation: the marker would not survive a full page load.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const pager = page.getByRole('navigation', { name: 'Previous and next page' });
    await pager.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL('/docs/observability/sdk/python');
    await page
      .getByRole('navigation', { name: 'Previous and next page' })
      .getByRole('link', { name: /Previous/ })
      .click();
    await expect(page).toHaveURL(docsPage);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('button', { name: `... and ${total - 3} more` })).toBeVisible();
  });

  test('links to X when a handle is known, otherwise to GitHub, and marks team members', async ({ page }) => {
    await page.goto(docsPage);
    const list = contributors(page);
    await list.getByRole('button', { name: /^\.\.\. and \d+ more$/ }).click();

    const expected = [
      { name: 'Hannah Becker', title: 'Team Member', href: 'https://github.com/hbecker-docs' },
      { name: 'Tobias Lindqvist', title: 'Team Member', href: 'https://x.com/tobilindqvist' },
      { name: 'Nadia Kovač', title: 'Contributor', href: 'https://x.com/nadiakovac_ml' },
      { name: 'Samir Haddad', title: 'Contributor', href: 'https://github.com/samir-haddad-dev' },
    ];
    for (const person of expected) {
      const link = list.getByRole('link', { name: new RegExp(`^${person.name}`) });
      await expect(link).toHaveAttribute('href', person.href);
      await expect(link).toContainText(person.title);
    }
  });

  test('avatars are local images that load', async ({ page }) => {
    const remote: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && !request.url().startsWith('http://localhost')) {
        if (!request.url().startsWith('data:')) remote.push(request.url());
      }
    });
    await page.goto(docsPage);
    const list = contributors(page);
    await list.getByRole('button', { name: /more$/ }).click();
    const images = list.locator('img');
    await expect(images).toHaveCount(handlesOf(docsPage).length);
    for (const image of await images.all()) {
      expect(await image.getAttribute('src')).toMatch(/^(\/authors\/.+\.svg|data:image\/svg\+xml,)/);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    expect(remote).toEqual([]);
  });

  test('full-layout pages show contributors at the end of the page; raw pages show none', async ({
    page,
  }) => {
    await page.goto('/docs/api');
    await expect(page.getByRole('main').getByRole('region', { name: 'Contributors' })).toBeVisible();
    await expect(contributors(page).getByRole('listitem')).toHaveCount(
      Math.min(3, handlesOf('/docs/api').length),
    );

    await page.goto('/docs/cheat-sheet');
    await expect(contributors(page)).toHaveCount(0);
  });
});
