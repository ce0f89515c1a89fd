import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

export type ColorScheme = 'light' | 'dark';

export interface AxeCheck {
  /** Only these rules (axe rule ids); every rule when left out. */
  rules?: string[];
  /** Check only inside the elements this CSS selector matches (at least one must match). */
  within?: string;
}

/**
 * Runs axe on the page as loaded and returns its serious and critical violations, one line each:
 * `rule-id: target, target`.
 *
 * axe-core is injected and run directly: `AxeBuilder.analyze()` evaluates its 600 kB source two or
 * three times, opens a blank page to merge per-frame results and sends every passing node back, which
 * made a check of a docs page take about 1.9 s instead of 0.6 s. The site's pages have no frames; a
 * page that has one is handed to AxeBuilder, which runs axe inside each frame.
 */
export async function seriousViolations(page: Page, check: AxeCheck = {}): Promise<string[]> {
  const options: axe.RunOptions = {
    resultTypes: ['violations'],
    ...(check.rules ? { runOnly: { type: 'rule', values: check.rules } } : {}),
  };
  let violations: axe.Result[];
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page }).options(options);
    if (check.within) builder = builder.include(check.within);
    violations = (await builder.analyze()).violations;
  } else {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
    violations = await page.evaluate(
      async ({ options, within }) => {
        const { axe: injected } = window as unknown as { axe: typeof axe };
        return (await injected.run(within ? { include: [within] } : document, options)).violations;
      },
      { options, within: check.within },
    );
  }
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Loads a path in a colour scheme, as a visitor whose system is set to that scheme sees it, and
 * returns the HTTP status.
 */
export async function openIn(page: Page, path: string, scheme: ColorScheme): Promise<number> {
  await page.emulateMedia({ colorScheme: scheme });
  const response = await page.goto(path);
  if (!response) throw new Error(`${path}: no response`);
  return response.status();
}

/**
 * Changes the system's colour scheme under an open page, waits until the page has followed it (the
 * theme script listens to the media query) and jumps its colour transitions to their end: axe reads
 * the colours an element has now, and waiting out each page's 150-300 ms transitions cost a fifth of
 * the sitemap sweep.
 */
export async function changeSystemScheme(page: Page, scheme: ColorScheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  const root = page.locator('html');
  if (scheme === 'dark')
    await expect(root, 'the page follows the system to dark').toHaveClass(/(^|\s)dark(\s|$)/);
  else await expect(root, 'the page follows the system to light').not.toHaveClass(/(^|\s)dark(\s|$)/);
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation instanceof CSSTransition) animation.finish();
  });
}
