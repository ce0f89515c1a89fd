import type { Locator } from '@playwright/test';

/**
 * Starts watching an element and resolves with how long (ms, measured in the page) it stayed in a
 * state: from the first moment `enter` holds until `leave` holds. Measuring inside the page keeps the
 * result exact however slowly the test runner polls.
 */
export async function watchStateDuration(
  element: Locator,
  enter: { attribute?: string; text?: string },
  leave: { attribute?: string; text?: string },
): Promise<() => Promise<number>> {
  await element.evaluate(
    (el, { enter, leave }) => {
      const matches = (state: { attribute?: string; text?: string }) =>
        (state.attribute === undefined || el.hasAttribute(state.attribute)) &&
        (state.text === undefined || (el.textContent ?? '').trim() === state.text) &&
        (state.attribute !== undefined || state.text !== undefined);
      const leaves = (state: { attribute?: string; text?: string }) =>
        (state.attribute !== undefined && !el.hasAttribute(state.attribute)) ||
        (state.text !== undefined && (el.textContent ?? '').trim() === state.text);
      const record = { start: 0, end: 0 };
      (window as unknown as { __duration: typeof record }).__duration = record;
      new MutationObserver(() => {
        const now = performance.now();
        if (!record.start && matches(enter)) record.start = now;
        else if (record.start && !record.end && leaves(leave)) record.end = now;
      }).observe(el, { attributes: true, childList: true, subtree: true, characterData: true });
    },
    { enter, leave },
  );
  return async () => {
    await element
      .page()
      .waitForFunction(
        () => (window as unknown as { __duration: { end: number } }).__duration.end > 0,
        null,
        {
          timeout: 10_000,
        },
      );
    return element.page().evaluate(() => {
      const { start, end } = (window as unknown as { __duration: { start: number; end: number } }).__duration;
      return end - start;
    });
  };
}

/**
 * Time for an Ask AI answer that may be the server's first: the first question reads the build's search
 * files and opens the index (0.4 s on an idle machine, several seconds while other tests load both
 * cores), where later answers take a fraction of that.
 */
export const firstAnswerMs = 15_000;
