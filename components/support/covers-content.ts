/**
 * What a floating control must never hide: text, media and controls. Layout boxes (main, article, a
 * grid's div) are not content by themselves, only through the text or elements they hold.
 */
const contentSelector = [
  'p, li, dt, dd, h1, h2, h3, h4, h5, h6, pre, code, blockquote, figcaption, caption, th, td, summary, label',
  'a, button, input, select, textarea, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])',
  'img, picture, svg, video, canvas, iframe, [role="img"]',
].join(', ');

/** Whether the element has text of its own (not only through its children). */
const hasOwnText = (element: Element) =>
  [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');

/**
 * Whether anything a reader needs lies under `box` (grown by `margin` px on every side): tested at a
 * grid of points through the elements stacked there, leaving out `self` (the control) and its own
 * panel. A paragraph counts over its whole width, not only where its last line ends: a little
 * cautious, never covering.
 */
export function coversContent(box: DOMRect, self: Element, margin = 8): boolean {
  const steps = 3;
  for (let row = 0; row <= steps; row += 1) {
    for (let column = 0; column <= steps; column += 1) {
      const x = box.left - margin + ((box.width + 2 * margin) * column) / steps;
      const y = box.top - margin + ((box.height + 2 * margin) * row) / steps;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      for (const element of document.elementsFromPoint(x, y)) {
        if (self.contains(element) || element === document.documentElement || element === document.body)
          continue;
        if (element.matches(contentSelector) || hasOwnText(element)) return true;
      }
    }
  }
  return false;
}
