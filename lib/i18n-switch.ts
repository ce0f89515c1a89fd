/** Cookie that keeps the visitor's language (one year). */
export const localeCookie = 'NEXT_LOCALE';

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

/** The `Set-Cookie`-style string that stores the locale for `maxAgeSeconds`. */
export function localeCookieString(locale: string, maxAgeSeconds: number): string {
  return `${localeCookie}=${encodeURIComponent(locale)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}
