import { NextResponse, type NextRequest } from 'next/server';
import { siteConfig } from './config/site';
import { aliases, moves } from './config/redirects';
import { readBuiltPages } from './lib/built-pages';
import { redirectMap, redirectTarget, untranslatedTarget } from './lib/redirects/redirects';
import { sectionLlmsRewrite } from './lib/markdown/llms';
import { isNegotiablePath, prefersMarkdown } from './lib/markdown/negotiation';
import { announcedTwin, markdownLinkHeader, markdownRewrite } from './lib/markdown/paths';
import { apiError } from './server/http/api-error';

const { defaultLocale, locales } = siteConfig.i18n;
const redirects = redirectMap([...moves, ...aliases]);
/** The build's pages (null: no list, as on a development server), read when a redirect first asks. */
let builtPages: ReadonlySet<string> | null | undefined;
/** Whether the build has a page at `path`; undefined without a list (a development server). */
const builtPageCheck = () => {
  if (builtPages === undefined) builtPages = readBuiltPages()?.pages ?? null;
  const pages = builtPages;
  return pages ? (path: string) => pages.has(path) : undefined;
};

/** A redirect to `target` with `status`, keeping the request's query. */
function redirectTo(request: NextRequest, target: string, status: 307 | 308): NextResponse {
  const { search } = request.nextUrl;
  const query = search ? (target.includes('?') ? `&${search.slice(1)}` : search) : '';
  return NextResponse.redirect(new URL(`${target}${query}`, request.url), status);
}

/**
 * The 308 for a moved or guessed address (config/redirects.ts), or the 307 from a locale's address of
 * a page without that translation to the English page that says so.
 */
function addressRedirect(request: NextRequest): NextResponse | null {
  const { pathname } = request.nextUrl;
  const rules = { locales, defaultLocale, isPage: builtPageCheck() };
  const moved = redirectTarget(pathname, redirects, rules);
  if (moved) return redirectTo(request, moved, 308);
  const english = untranslatedTarget(pathname, rules);
  return english ? redirectTo(request, english, 307) : null;
}

/**
 * Routing in front of the pages:
 * - Redirects: a moved page's old address and the short forms people guess (config/redirects.ts)
 *   answer 308, for the page, its locale variants and its twin, before anything else; a locale's
 *   address of a page that has no such translation answers 307 to the English page, marked
 *   `?untranslated=` so it says so (or to the English twin).
 * - Markdown twins: `/{page}.md` goes to the Markdown route (unsafe paths — traversal, encoded
 *   slashes, null bytes — get 404 here). A page URL answers its twin instead of HTML only when
 *   `Accept` prefers Markdown (lib/markdown/negotiation.ts); files (sitemap, feeds, images, search
 *   indexes, notebooks) never negotiate. Both variants of a page URL carry `Vary: Accept`, and the
 *   HTML one announces its twin in a `Link` header (lib/markdown/paths.ts says which pages have none;
 *   the production server drops it from error answers, whose page does not exist).
 * - Section indexes: `/docs/llms.txt` and `/ja/docs/llms.txt` go to the llms route.
 * - Locales: pages of the default locale have no prefix and are served from `/{defaultLocale}/…` by a
 *   rewrite; `/ja/…`, `/ko/…` and `/zh/…` are routed as they are; an explicit default-locale prefix
 *   redirects to the unprefixed URL so every page has one address.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // The owners' dashboard has no locales, twins or redirects.
  if (pathname === '/insights' || pathname.startsWith('/insights/')) return NextResponse.next();
  const redirect = addressRedirect(request);
  if (redirect) return redirect;
  if (pathname.endsWith('.md')) {
    const target = markdownRewrite(pathname);
    if (!target) {
      return apiError('not_found', 'No Markdown version of this page: it does not exist.');
    }
    const url = request.nextUrl.clone();
    url.pathname = target;
    return NextResponse.rewrite(url);
  }
  const negotiable = isNegotiablePath(pathname);
  if (negotiable && prefersMarkdown(request.headers.get('accept'))) {
    // A page without a twin (or an unsafe path) is answered as HTML, as if Markdown were not asked for.
    const target = markdownRewrite(pathname);
    if (target) {
      const url = request.nextUrl.clone();
      url.pathname = target;
      const response = NextResponse.rewrite(url);
      response.headers.set('Vary', 'Accept');
      return response;
    }
  }
  const sectionIndex = sectionLlmsRewrite(pathname, locales, defaultLocale);
  if (sectionIndex) {
    const url = request.nextUrl.clone();
    url.pathname = sectionIndex;
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
  if (negotiable) response.headers.set('Vary', 'Accept');
  const twin = negotiable ? announcedTwin(pathname, locales) : null;
  if (twin) response.headers.set('Link', markdownLinkHeader(`${siteConfig.siteUrl}${twin}`));
  return response;
}

export const config = {
  // Not for API routes or Next.js internals.
  matcher: ['/((?!api/|_next/).*)'],
};
