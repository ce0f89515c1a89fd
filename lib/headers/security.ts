/**
 * Headers every response of the site carries, besides its Content-Security-Policy (lib/headers/csp.ts): set
 * by next.config.ts on what Next.js answers and by the site's server on what it answers itself.
 */
export const securityHeaders: readonly (readonly [name: string, value: string])[] = [
  // Two years, subdomains included: the site is only ever served over HTTPS in production (browsers
  // ignore the header on plain-HTTP localhost).
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  // Nothing on the site uses these; fullscreen is the video player's, the clipboard the copy buttons'.
  [
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), display-capture=(), fullscreen=(self), clipboard-write=(self)',
  ],
  // No page of the site is meant to be framed, not even by the site (CSP frame-ancestors says the same).
  ['X-Frame-Options', 'DENY'],
];

/** The policy of answers that are data, not pages (API JSON): they load nothing and are never framed. */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";
