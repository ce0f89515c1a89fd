import type { Redirect } from '@/config/redirects';
import { markdownUrl } from '@/lib/markdown/paths';

/**
 * Permanent redirects (config/redirects.ts): where an old or guessed address leads, for the page, its
 * locale variants and its Markdown twin, and what makes a set of redirects wrong. Pure, so the proxy,
 * the check after the build and `npm run move` agree on every rule.
 */

export interface Locales {
  locales: readonly string[];
  defaultLocale: string;
}

/** One redirect table: the moves and the aliases together, by their old address. */
export function redirectMap(entries: readonly Redirect[]): ReadonlyMap<string, string> {
  const map = new Map<string, string>();
  // The first entry of an address wins; `redirectProblems` reports the others.
  for (const { from, to } of entries) if (!map.has(from)) map.set(from, to);
  return map;
}

/** A request path taken apart: its locale, the page path without the locale, and whether it asks for the twin. */
export function addressParts(pathname: string, { locales, defaultLocale }: Locales) {
  const twin = pathname.endsWith('.md');
  let path = twin ? pathname.slice(0, -'.md'.length) : pathname;
  if (twin && (path === '/index' || path.endsWith('/index'))) path = path.slice(0, -'/index'.length);
  const first = path.split('/')[1] ?? '';
  const locale = locales.includes(first) ? first : defaultLocale;
  const page = locales.includes(first) ? path.slice(first.length + 1) || '/' : path || '/';
  return { locale, page, twin };
}

/** `path` in `locale`: `/ja/docs/x`, or `/docs/x` for the default locale (`/ja` for the home page). */
export function localizedPath(
  path: string,
  locale: string,
  { defaultLocale }: Pick<Locales, 'defaultLocale'>,
) {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * Where a request for `pathname` is sent with a 308, or null when no redirect names it. A locale
 * variant goes to the same locale's page when `isPage` says it exists, else to the English page marked
 * `?untranslated=` (which says so); a twin goes to the target's twin. Without `isPage` (a development
 * server has no list of built pages) the locale's page is assumed.
 */
export function redirectTarget(
  pathname: string,
  redirects: ReadonlyMap<string, string>,
  rules: Locales & { isPage?: (path: string) => boolean },
): string | null {
  const { locale, page, twin } = addressParts(pathname, rules);
  const to = redirects.get(page);
  if (to === undefined) return null;
  const localized = localizedPath(to, locale, rules);
  const translated = locale === rules.defaultLocale || !rules.isPage || rules.isPage(localized);
  if (twin) return markdownUrl(translated ? localized : to);
  return translated ? localized : `${to}?untranslated=${locale}`;
}

/**
 * Where a locale's address of a page that has no translation leads, with a temporary redirect (a
 * translation may come): the English page marked `?untranslated=` (its notice says the page is shown
 * in English), or the English twin. Null when the locale has the page, when English has none either
 * (that is a 404), and without `isPage` (a development server has no list of built pages).
 */
export function untranslatedTarget(
  pathname: string,
  rules: Locales & { isPage?: (path: string) => boolean },
): string | null {
  const { isPage } = rules;
  if (!isPage) return null;
  const { locale, page, twin } = addressParts(pathname, rules);
  if (locale === rules.defaultLocale || isPage(localizedPath(page, locale, rules))) return null;
  // The English page: a built page without a locale of its own (`/ja/ja/docs/x` is no address of `/ja/docs/x`).
  if (!isPage(page) || rules.locales.includes(page.split('/')[1] ?? '')) return null;
  return twin ? markdownUrl(page) : `${page}?untranslated=${locale}`;
}

/** A page path as redirects name them: `/`, or `/`-separated names without a trailing slash or `.md`. */
const pagePath = /^\/(?:[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*(?:\/[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)*)?$/;

export interface RedirectChecks extends Locales {
  /** Whether a page is built at this address (any locale's address, `/ja/docs/x`). */
  isPage: (path: string) => boolean;
}

/**
 * What is wrong with a set of redirects, each problem naming its entry: a malformed address, an
 * address redirected twice, a redirect from a page that exists (in any locale: it would hide it), a
 * target that is not a page, and a target that redirects again (a chain, or a loop).
 */
export function redirectProblems(
  groups: Readonly<Record<string, readonly Redirect[]>>,
  { isPage, locales, defaultLocale }: RedirectChecks,
): string[] {
  const problems: string[] = [];
  const all = Object.entries(groups).flatMap(([group, entries]) =>
    entries.map((entry) => ({ group, ...entry })),
  );
  const map = redirectMap(all);
  const seen = new Set<string>();
  for (const { group, from, to } of all) {
    const name = `${group} ${JSON.stringify(from)} -> ${JSON.stringify(to)}`;
    const shape = (path: string) =>
      pagePath.test(path) && !path.endsWith('.md') && !locales.includes(path.split('/')[1] ?? '');
    if (!shape(from) || !shape(to)) {
      problems.push(
        `${name}: addresses are page paths of the default locale ('/docs/x': no locale prefix, query, trailing slash or .md)`,
      );
      continue;
    }
    if (seen.has(from)) problems.push(`${name}: ${from} is redirected more than once`);
    seen.add(from);
    if (from === to) problems.push(`${name}: redirects to itself`);
    for (const locale of locales) {
      const variant = localizedPath(from, locale, { defaultLocale });
      if (isPage(variant)) problems.push(`${name}: ${variant} is a page; the redirect would hide it`);
    }
    const next = map.get(to);
    if (next !== undefined && from !== to)
      problems.push(`${name}: ${to} redirects again (to ${next}); point this entry at the final page`);
    else if (!isPage(to)) problems.push(`${name}: ${to} is not a page`);
  }
  return problems;
}
