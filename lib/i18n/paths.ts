/**
 * Locale path helpers with no configuration in them (the locales are arguments), so client code can
 * use them without bundling the site's settings.
 */

/** The path of the same page in another locale: the default locale has no prefix. */
export function pathInLocale(
  path: string,
  locales: readonly string[],
  defaultLocale: string,
  target: string,
): string {
  const segments = path.split('/');
  const bare = locales.includes(segments[1] ?? '') ? `/${segments.slice(2).join('/')}` : path;
  const clean = bare === '/' ? '' : bare.replace(/\/+$/, '');
  if (target === defaultLocale) return clean || '/';
  return `/${target}${clean}`;
}

/** Strips a locale prefix (`/ja/docs` -> `/docs`) so rules apply to every language alike. */
export function withoutLocale(path: string, locales: readonly string[]): string {
  const [, first, ...rest] = path.split('/');
  if (first && locales.includes(first)) return `/${rest.join('/')}`;
  return path;
}
