import { denyClipboard } from './helpers/clipboard';
import { watchStateDuration } from './helpers/timing';
import { expect, test } from '@playwright/test';

const page_ = '/docs/contributing/code-blocks';

test.describe('code blocks', () => {
  test('are highlighted on the server, with a title and highlighted lines', async ({ page }) => {
    await page.route(/\/_next\/static\/chunks\/.*\.js(\?.*)?$/, (route) => route.abort());
    await page.goto(page_);
    const block = page.locator('[data-code-block]').filter({ hasText: 'score.py' }).first();
    await expect(block.locator('figcaption')).toHaveText('score.py');
    // Colours come with the HTML: no script has run.
    const tokenColour = await block
      .locator('pre span[style*="--shiki-light"]')
      .first()
      .evaluate((el) => getComputedStyle(el).color);
    expect(tokenColour).not.toBe(await block.locator('pre').evaluate((el) => getComputedStyle(el).color));
    await expect(block.locator('.line.highlighted')).toHaveCount(2);
    await expect(block.locator('.line.highlighted').first()).toContainText(
      'trace_id = client.get_current_trace_id()',
    );
  });

  test('the copy button copies the code and confirms for 2 s', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(page_);
    const block = page.locator('[data-code-block]').filter({ hasText: 'instrumentation.ts' });
    const button = block.getByRole('button', { name: 'Copy code' });
    const confirmation = await watchStateDuration(
      button,
      { attribute: 'data-copied' },
      { attribute: 'data-copied' },
    );
    await button.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "import { Spanlight } from '@spanlight/sdk';\n\nexport const spanlight = new Spanlight();",
    );
    await expect(button).toHaveAttribute('data-copied', 'true');
    await expect(block.getByRole('status')).toHaveText('Copied');
    const shown = await confirmation();
    expect(shown).toBeGreaterThanOrEqual(1950);
    expect(shown).toBeLessThan(2600);
    await expect(button).not.toHaveAttribute('data-copied');
  });

  test('a refused clipboard logs "Access to clipboard rejected!"', async ({ page, context, baseURL }) => {
    // Deny the permission in the browser itself (Chrome DevTools Protocol), as a visitor's setting would.
    await denyClipboard(page, context, baseURL!);
    await page.goto(page_);
    expect(
      await page.evaluate(
        async () => (await navigator.permissions.query({ name: 'clipboard-write' as PermissionName })).state,
      ),
    ).toBe('denied');
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    const button = page.locator('[data-code-block]').first().getByRole('button', { name: 'Copy code' });
    await button.click();
    await expect.poll(() => messages).toContain('Access to clipboard rejected!');
    await expect(button).not.toHaveAttribute('data-copied');
  });

  test('any other failure logs "Failed to copy!"', async ({ page }) => {
    await page.goto(page_);
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    });
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.locator('[data-code-block]').first().getByRole('button', { name: 'Copy code' }).click();
    await expect.poll(() => messages).toContain('Failed to copy!');
  });

  test('noCopy leaves the button out', async ({ page }) => {
    await page.goto(page_);
    const output = page.locator('[data-code-block]').filter({ hasText: 'Trace 7f3c' }).first();
    await expect(output.getByRole('button', { name: 'Copy code' })).toHaveCount(0);
  });
});
