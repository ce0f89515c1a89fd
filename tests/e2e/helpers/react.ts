import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Knowing when React has finished with a part of the page, without waiting on the clock.
 *
 * A test that checks that something does *not* happen ("the stream is not loaded", "no chat opens")
 * passes for nothing if it looks before the code that would do it has run. The code in question runs
 * in effects, after the element is hydrated. React production builds report every flush of effects to
 * the DevTools hook (`onPostCommitFiberRoot`); this probe stands in for the DevTools extension and, at
 * each flush, marks every element React has attached to. An element so marked has been hydrated and
 * the effects of the commit that hydrated it have run (React flushes pending effects before it starts
 * another render, so no element of a later commit can be attached yet).
 *
 * Call `watchReact(page)` before `page.goto`, then `await effectsRan(locator)`.
 */
export async function watchReact(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const settled = new WeakSet<Element>();
    const attached = (element: Element) =>
      Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    Object.assign(window, {
      __reactProbe: { settled },
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject: () => 1,
        onCommitFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {
          for (const element of document.querySelectorAll('*')) if (attached(element)) settled.add(element);
        },
      },
    });
  });
}

/** Waits until `element` is hydrated and the effects of the commit that hydrated it have run. */
export async function effectsRan(element: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        element.evaluate((el) =>
          (window as unknown as { __reactProbe?: { settled: WeakSet<Element> } }).__reactProbe!.settled.has(
            el,
          ),
        ),
      { message: 'React hydrated the element and ran its effects (call watchReact before goto)' },
    )
    .toBe(true);
}
