/** Theme preference: stored in localStorage under `theme`. */
export const themeStorageKey = 'theme';
export const themeChoices = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

export function parseThemeChoice(value: string | null | undefined): ThemeChoice {
  return themeChoices.includes(value as ThemeChoice) ? (value as ThemeChoice) : 'system';
}

export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): 'light' | 'dark' {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

/** The key under which a dismissed banner is remembered; contains the banner's key. */
export function bannerStorageKey(bannerKey: string): string {
  return `spanlight-banner-${bannerKey}`;
}

/** Where the reader's choice to wrap long lines in code blocks is kept ('on' when chosen). */
export const codeWrapStorageKey = 'spanlight-code-wrap';

/**
 * Runs inline in `<head>` before the first paint, so neither the wrong theme, a dismissed banner nor
 * unwrapped code (when the reader chose wrapping) ever shows. Kept self-contained: it is serialised with `toString()`.
 */
export function applyStoredPreferences(themeKey: string, bannerKey: string, wrapKey: string): void {
  const root = document.documentElement;
  try {
    const stored = localStorage.getItem(themeKey);
    const dark =
      stored === 'dark' || (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
    if (localStorage.getItem(bannerKey) === 'dismissed') root.dataset.bannerDismissed = '';
    if (localStorage.getItem(wrapKey) === 'on') root.dataset.codeWrap = '';
  } catch {
    // Storage can be blocked (privacy modes); the defaults then apply.
  }
}

export function preferencesScript(bannerKey: string): string {
  const args = [themeStorageKey, bannerStorageKey(bannerKey), codeWrapStorageKey].map((a) =>
    JSON.stringify(a),
  );
  return `(${applyStoredPreferences.toString()})(${args.join(',')})`;
}
