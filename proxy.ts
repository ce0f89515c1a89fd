import { NextResponse, type NextRequest } from 'next/server';
import { siteConfig } from './config/site';

const { defaultLocale, locales } = siteConfig.i18n;

/**
 * Locale routing: pages of the default locale have no prefix and are served from `/{defaultLocale}/…`
 * by a rewrite; `/ja/…`, `/ko/…` and `/zh/…` are routed as they are; an explicit default-locale
 * prefix redirects to the unprefixed URL so every page has one address.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const first = pathname.split('/')[1] ?? '';
  if (first === defaultLocale) {
    const target = pathname.slice(defaultLocale.length + 1) || '/';
    return NextResponse.redirect(new URL(`${target}${search}`, request.url), 308);
  }
  if ((locales as string[]).includes(first)) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = `/${defaultLocale}${pathname === '/' ? '' : pathname}`;
  return NextResponse.rewrite(url);
}

export const config = {
  // Not for API routes, Next.js internals or files (anything with an extension).
  matcher: ['/((?!api/|_next/|.*\\.[^/]+$).*)'],
};
