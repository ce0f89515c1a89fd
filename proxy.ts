import { NextResponse, type NextRequest } from 'next/server';
import { siteConfig } from './config/site';
import { markdownRewrite } from './lib/markdown/paths';

const { defaultLocale, locales } = siteConfig.i18n;

/**
 * Routing in front of the pages:
 * - Markdown twins: `/{page}.md`, or any page requested with `Accept: text/markdown`, go to the
 *   Markdown route; unsafe paths (traversal, encoded slashes, null bytes) get 404 here.
 * - Locales: pages of the default locale have no prefix and are served from `/{defaultLocale}/…` by a
 *   rewrite; `/ja/…`, `/ko/…` and `/zh/…` are routed as they are; an explicit default-locale prefix
 *   redirects to the unprefixed URL so every page has one address.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const wantsMarkdown =
    pathname.endsWith('.md') || (request.headers.get('accept') ?? '').includes('text/markdown');
  if (wantsMarkdown) {
    const target = markdownRewrite(pathname);
    if (!target) {
      return NextResponse.json(
        { error: 'No Markdown version of this page: it does not exist.' },
        { status: 404 },
      );
    }
    const url = request.nextUrl.clone();
    url.pathname = target;
    return NextResponse.rewrite(url);
  }
  // Other files (anything with an extension) are served as they are.
  if (/\.[^/]+$/.test(pathname)) return NextResponse.next();

  const first = pathname.split('/')[1] ?? '';
  if (first === defaultLocale) {
    const target = pathname.slice(defaultLocale.length + 1) || '/';
    return NextResponse.redirect(new URL(`${target}${search}`, request.url), 308);
  }
  const url = request.nextUrl.clone();
  if (!(locales as string[]).includes(first))
    url.pathname = `/${defaultLocale}${pathname === '/' ? '' : pathname}`;
  const response = url.pathname === pathname ? NextResponse.next() : NextResponse.rewrite(url);
  // The same URL answers HTML or Markdown by the Accept header: shared caches must keep both apart.
  response.headers.set('Vary', 'Accept');
  return response;
}

export const config = {
  // Not for API routes or Next.js internals.
  matcher: ['/((?!api/|_next/).*)'],
};
