/** Marks the search box's input, for the shortcut listener. */
export const searchInputAttribute = 'data-search-input';

/**
 * `/` (outside a text field) and Ctrl/Cmd+K focus the search box and select its text. Runs inline in
 * `<head>`, so the shortcuts work from the first paint, before the page is interactive (the box then
 * starts loading the index when it hydrates). Kept self-contained: it is serialised with `toString()`.
 */
export function listenForSearchShortcut(selector: string): void {
  window.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.isComposing) return;
    const target = event.target;
    const typing =
      target instanceof HTMLElement &&
      (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
    const commandK = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
    const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !typing;
    if (!commandK && !slash) return;
    const input = document.querySelector(selector);
    if (!(input instanceof HTMLInputElement)) return;
    event.preventDefault();
    input.focus();
    input.select();
  });
}

/** The inline script that installs `listenForSearchShortcut` for the search box's input. */
export function searchShortcutScript(): string {
  return `(${listenForSearchShortcut.toString()})(${JSON.stringify(`input[${searchInputAttribute}]`)})`;
}
