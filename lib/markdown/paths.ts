/**
 * Markdown twin URLs: `/docs/get-started.md` for `/docs/get-started`, `/index.md` for `/`, and
 * `/ja/index.md` (or `/ja.md`) for `/ja`. Pure, so routing and tests agree on every rule.
 */

/** A safe path segment: letters, digits, dots inside names, dashes and underscores. */
const segment = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;

/**
 * The page path of a twin request's segments (already split on `/` and decoded), or null for anything
 * that is not a plain page path: `..`, an encoded slash or backslash, a null byte, empty segments.
 */
export function pagePathFromSegments(segments: readonly string[]): string | null {
  if (segments.some((part) => !segment.test(part))) return null;
  const parts = [...segments];
  if (parts.at(-1) === 'index') parts.pop();
  return `/${parts.join('/')}`;
}

/** The `.md` twin URL of a page path. */
export function markdownUrl(pagePath: string): string {
  return pagePath === '/' ? '/index.md' : `${pagePath}.md`;
}

/**
 * Where the proxy sends a request for Markdown: `/docs/x.md` (or `/docs/x` with `Accept: text/markdown`)
 * -> `/api/markdown/docs/x`; null when the raw path is unsafe (then the answer is 404).
 */
export function markdownRewrite(rawPath: string): string | null {
  if (/%(2f|5c|00)/i.test(rawPath) || rawPath.includes('\\') || rawPath.includes('\0')) return null;
  const path = rawPath.endsWith('.md') ? rawPath.slice(0, -3) : rawPath;
  const parts = path.split('/').filter((part, index) => index > 0 || part !== '');
  if (parts.length === 0 || (parts.length === 1 && parts[0] === '')) return '/api/markdown/index';
  if (parts.some((part) => part === '' || part === '.' || part === '..' || !segment.test(part))) return null;
  return `/api/markdown/${parts.join('/')}`;
}

/**
 * Pages of the app that are not rendered from content and have no Markdown twin, as paths without a
 * locale prefix: the assistant's page.
 */
export const pagesWithoutTwin: readonly string[] = ['/docs/ask-ai'];

/**
 * Folders whose pages are drawn from data, not content, and have no twin: the demo project's views
 * (/demo itself has one, from its introduction).
 */
export const foldersWithoutTwin: readonly string[] = ['/demo/'];

/**
 * The twin a page announces in its `<head>` and `Link` header: `/docs/x.md` for `/docs/x`,
 * `/index.md` for `/`; null for a path no twin can exist for (an unsafe path, a file, or one of
 * `pagesWithoutTwin` or below `foldersWithoutTwin` in any locale). Whether the page exists is the router's business.
 */
export function announcedTwin(pagePath: string, locales: readonly string[]): string | null {
  if (/\.md$/.test(pagePath) || markdownRewrite(pagePath) === null) return null;
  const [, first = '', ...rest] = pagePath.split('/');
  const bare = locales.includes(first) ? `/${rest.join('/')}` : pagePath;
  if (pagesWithoutTwin.includes(bare) || foldersWithoutTwin.some((folder) => bare.startsWith(folder)))
    return null;
  return markdownUrl(pagePath);
}

/** The `Link` header value announcing a page's twin at `twinUrl`. */
export function markdownLinkHeader(twinUrl: string): string {
  return `<${twinUrl}>; rel="alternate"; type="text/markdown"`;
}

/**
 * The page path an address names, as people and agents write one: a site path (`/docs/x`, `docs/x`,
 * `/docs/x/`), a twin URL (`/docs/x.md`, `/index.md`) or a full URL of the site (`siteUrl`'s host,
 * http or https), with any query or fragment ignored. Null for another host, a scheme other than
 * http(s), broken percent-encoding or an unsafe segment. The result is only a key to look up among
 * the known pages; it never names a file.
 */
export function pagePathOfAddress(address: string, siteUrl: string): string | null {
  const text = address.trim();
  let path: string;
  if (/^[a-z][a-z\d+.-]*:/i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return null;
    }
    if (!/^https?:$/.test(url.protocol) || url.host !== new URL(siteUrl).host) return null;
    path = url.pathname;
  } else {
    path = text.split(/[?#]/)[0]!;
  }
  const parts: string[] = [];
  for (const part of path.split('/').filter(Boolean)) {
    try {
      parts.push(decodeURIComponent(part));
    } catch {
      return null;
    }
  }
  const last = parts.at(-1);
  if (last?.endsWith('.md')) parts[parts.length - 1] = last.slice(0, -3);
  return pagePathFromSegments(parts);
}
