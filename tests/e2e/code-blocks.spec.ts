import { denyClipboard } from './helpers/clipboard';
import { watchStateDuration } from './helpers/timing';
import { expect, test, type Page } from '@playwright/test';

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

test.describe('long lines', () => {
  /** Every code block's buttons and code, as boxes, with whether the code scrolls sideways. */
  const layout = (page: Page) =>
    page.locator('[data-code-block]').evaluateAll((blocks) =>
      blocks
        .filter((block) => (block as HTMLElement).offsetParent !== null)
        .map((block) => {
          const pre = block.querySelector('pre')!;
          const box = (element: Element) => element.getBoundingClientRect().toJSON() as DOMRect;
          return {
            titled: block.querySelector('figcaption') !== null,
            pre: box(pre),
            scrolls: pre.scrollWidth > pre.clientWidth,
            buttons: [...block.querySelectorAll('button')].map(box),
          };
        }),
    );
  const overlaps = (a: DOMRect, b: DOMRect) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

  for (const width of [390, 1440]) {
    test(`never run under the block's buttons, titled or not, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(page_);
      const blocks = await layout(page);
      expect(blocks.some((block) => block.titled)).toBe(true);
      expect(blocks.some((block) => !block.titled)).toBe(true);
      for (const block of blocks) {
        expect(block.buttons.length).toBeGreaterThan(0);
        for (const button of block.buttons) expect(overlaps(button, block.pre)).toBe(false);
      }
    });
  }

  test('wrap when the reader asks, on every block, and the choice is remembered', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(page_);
    expect((await layout(page)).some((block) => block.scrolls)).toBe(true);

    const toggles = page.getByRole('button', { name: 'Wrap lines' });
    await expect(toggles.first()).toHaveAttribute('aria-pressed', 'false');
    await toggles.first().click();
    await expect(toggles.last()).toHaveAttribute('aria-pressed', 'true');
    expect((await layout(page)).filter((block) => block.scrolls)).toEqual([]);

    // Remembered: the next page load wraps before any script of the page has run.
    await page.route(/\/_next\/static\/chunks\/.*\.js(\?.*)?$/, (route) => route.abort());
    await page.reload();
    expect((await layout(page)).filter((block) => block.scrolls)).toEqual([]);
    await page.unroute(/\/_next\/static\/chunks\/.*\.js(\?.*)?$/);
    await page.reload();
    await expect(toggles.first()).toHaveAttribute('aria-pressed', 'true');

    await toggles.last().click();
    await expect(toggles.first()).toHaveAttribute('aria-pressed', 'false');
    expect((await layout(page)).some((block) => block.scrolls)).toBe(true);
  });
});
