import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import axe from 'axe-core';

export type ColorScheme = 'light' | 'dark';

export interface AxeCheck {
  /** Only these rules (axe rule ids); every rule when left out. */
  rules?: string[];
  /** Every rule but these. */
  skip?: string[];
  /** Check only inside the elements this CSS selector matches (at least one must match). */
  within?: string;
  /** Leave out the elements this CSS selector matches, and what is inside them. */
  except?: string;
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
    ...(check.skip ? { rules: Object.fromEntries(check.skip.map((id) => [id, { enabled: false }])) } : {}),
  };
  let violations: axe.Result[];
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page }).options(options);
    if (check.within) builder = builder.include(check.within);
    if (check.except) builder = builder.exclude(check.except);
    violations = (await builder.analyze()).violations;
  } else {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
    violations = await page.evaluate(
      async ({ options, within, except }) => {
        const { axe: injected } = window as unknown as { axe: typeof axe };
        const context: axe.ElementContext = {
          include: within ? [within] : [document.documentElement],
          ...(except ? { exclude: [except] } : {}),
        };
        return (await injected.run(context, options)).violations;
      },
      { options, within: check.within, except: check.except },
    );
  }
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Has every page of `context` load axe-core before its own scripts, for a test that checks many pages
 * in one browser page: evaluating its 600 kB source after each navigation cost a third of a second a
 * page, an init script far less (Chromium caches the compiled script).
 */
export async function loadAxeOnEveryPage(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axe.source });
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
 * Switches an open page to a colour scheme as its theme script would (the `dark` class on the root),
 * and jumps its colour transitions to their end: for a sweep that checks the content's colours in
 * both schemes. That the theme script follows the system is checked once per template
 * (`changeSystemScheme`, accessibility.spec.ts), not on every page.
 */
export async function showScheme(page: Page, scheme: ColorScheme): Promise<void> {
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    // Styles recomputed now, so the colour transitions exist to be finished.
    void getComputedStyle(document.body).color;
    for (const animation of document.getAnimations())
      if (animation instanceof CSSTransition) animation.finish();
  }, scheme === 'dark');
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

/** Code blocks and notebook outputs: the elements whose text colours come from a highlighting theme. */
export const codeBlocks = 'pre';

/**
 * Elements whose colours depend on what a page holds, not only on its template: code blocks (a
 * highlighting theme), tables, callouts and notebook outputs, and what is inside them.
 */
export const contentColoured = 'pre, table, [data-callout], .nb-output';

/**
 * The contrast of every visible run of text inside the elements `selector` matches (code blocks by
 * default), from computed styles: its colour against the backgrounds under it (a highlighted line's
 * tint over the block's background, a callout's tint over the page), each flattened with axe's own
 * colour functions and held to WCAG AA: 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold).
 * Returns one line per failing pair of colours, naming an element that has it.
 *
 * axe's color-contrast rule finds each element's background by hit-testing a grid of the whole page,
 * which was half of a sitemap sweep (0.5 s a page for a few tables and callouts, more on pages full
 * of highlighted code: some 900 tokens) while the backgrounds of these elements are always their
 * ancestors'. This walks up the ancestors instead: exact for text whose backgrounds are its
 * ancestors', which is how code blocks, tables, callouts and notebook outputs are built.
 */
export async function textContrastViolations(page: Page, selector: string = codeBlocks): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate((selector) => {
    type Color = {
      red: number;
      green: number;
      blue: number;
      alpha: number;
      parseString(value: string): Color;
      toHexString(): string;
    };
    const { color } = (
      window as unknown as {
        axe: {
          commons: {
            color: {
              Color: new (r?: number, g?: number, b?: number, a?: number) => Color;
              flattenColors(top: Color, bottom: Color): Color;
              getContrast(background: Color, foreground: Color): number;
            };
          };
        };
      }
    ).axe.commons;
    // Parsing a colour (colorjs) costs more than the rest of the walk: once per distinct value.
    const parsed = new Map<string, Color>();
    const parse = (value: string) => {
      let known = parsed.get(value);
      if (!known) parsed.set(value, (known = new color.Color().parseString(value)));
      return new color.Color(known.red, known.green, known.blue, known.alpha);
    };
    // The flattened background and opacity under each element that holds text, by element: the
    // tokens of a line share their line's.
    const under = new Map<Element, { background: Color; opacity: number }>();
    const backgroundOf = (element: HTMLElement): { background: Color; opacity: number } => {
      const known = under.get(element);
      if (known) return known;
      const style = getComputedStyle(element);
      const layer = parse(style.backgroundColor);
      const own = Number(style.opacity);
      let result: { background: Color; opacity: number };
      if (layer.alpha >= 1 || !element.parentElement) {
        const base = layer.alpha >= 1 ? layer : color.flattenColors(layer, new color.Color(255, 255, 255, 1));
        result = { background: base, opacity: own };
      } else {
        const below = backgroundOf(element.parentElement);
        result = {
          background: layer.alpha > 0 ? color.flattenColors(layer, below.background) : below.background,
          opacity: own * below.opacity,
        };
      }
      under.set(element, result);
      return result;
    };
    const failing = new Map<string, string>();
    const seen = new Set<string>();
    for (const element of document.querySelectorAll<HTMLElement>(`:is(${selector}), :is(${selector}) *`)) {
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
      );
      if (!ownText || !element.checkVisibility({ visibilityProperty: true })) continue;
      // The backgrounds under the text flattened, down to the first opaque one (white under all).
      const { background, opacity } = backgroundOf(element);
      const style = getComputedStyle(element);
      const text = parse(style.color);
      text.alpha *= opacity;
      const foreground = color.flattenColors(text, background);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const pair = `${foreground.toHexString()} on ${background.toHexString()}${large ? ' (large)' : ''}`;
      if (seen.has(pair)) continue;
      seen.add(pair);
      const ratio = color.getContrast(background, foreground);
      if (ratio < (large ? 3 : 4.5)) {
        const where = element.className
          ? `${element.tagName.toLowerCase()}.${String(element.className).split(' ').join('.')}`
          : element.tagName.toLowerCase();
        failing.set(
          pair,
          `contrast ${ratio.toFixed(2)}:1, ${pair}: ${where} "${element.textContent.trim().slice(0, 40)}"`,
        );
      }
    }
    return [...failing.values()];
  }, selector);
}
