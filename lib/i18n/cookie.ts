/** Cookie that keeps the visitor's language (one year). */
export const localeCookie = 'NEXT_LOCALE';

/** The `Set-Cookie`-style string that stores the locale for `maxAgeSeconds`. */
export function localeCookieString(locale: string, maxAgeSeconds: number): string {
  return `${localeCookie}=${encodeURIComponent(locale)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}
