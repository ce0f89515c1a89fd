// Pure part of the link checker: given the site's pages (URL -> HTML) and a test for static files,
// list every broken internal link, missing #anchor and missing image. Used by check-links.mjs.

const decode = (value) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

function attribute(tag, name) {
  const match = tag.match(new RegExp(`\\s${name}="([^"]*)"`));
  return match ? decode(match[1]) : undefined;
}

/** Ids of a page's elements: the targets of `#anchor` links. */
export function anchorsOf(html) {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1])));
}

/**
 * @param {Map<string, string>} pages URL path -> HTML
 * @param {{ fileExists: (path: string) => boolean, isRoute: (path: string) => boolean }} site
 * @returns {{ problems: string[], links: number }}
 */
export function findLinkProblems(pages, site) {
  const problems = new Set();
  const anchors = new Map();
  const anchorsFor = (url) => {
    if (!anchors.has(url)) anchors.set(url, anchorsOf(pages.get(url)));
    return anchors.get(url);
  };
  const imageMissing = (src) => {
    const url = new URL(src, 'http://site');
    if (url.origin !== 'http://site') return null;
    const target = url.pathname === '/_next/image' ? (url.searchParams.get('url') ?? '') : url.pathname;
    return site.fileExists(decodeURIComponent(target)) ? null : target;
  };

  let links = 0;
  for (const [page, html] of pages) {
    // Only the page's markup, not the serialized React payload in its scripts.
    const markup = html.replace(/<script[\s\S]*?<\/script>/g, '');
    for (const [tag] of markup.matchAll(/<a\s[^>]*>/g)) {
      const href = attribute(tag, 'href');
      if (!href || /^(https?:|mailto:|tel:)/.test(href)) continue;
      links += 1;
      const url = new URL(href, `http://site${page}`);
      const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
      const hash = decodeURIComponent(url.hash.slice(1));
      if (pages.has(path)) {
        if (hash && !anchorsFor(path).has(hash)) problems.add(`${page}: missing anchor ${path}#${hash}`);
      } else if (!site.fileExists(decodeURIComponent(path)) && !site.isRoute(path)) {
        problems.add(`${page}: broken link ${href}`);
      }
    }
    for (const [tag] of markup.matchAll(/<img\s[^>]*>/g)) {
      const srcset = (attribute(tag, 'srcset') ?? '').split(',').map((entry) => entry.trim().split(/\s+/)[0]);
      for (const src of [attribute(tag, 'src'), ...srcset].filter(Boolean)) {
        const missing = imageMissing(src);
        if (missing) problems.add(`${page}: missing image ${missing}`);
      }
    }
  }
  return { problems: [...problems].sort(), links };
}

/**
 * Every page needs a title, a description and a canonical URL (HOUSE_STYLE's whole-site checks).
 * @param {Map<string, string>} pages URL path -> HTML
 * @returns {string[]}
 */
export function findMetadataProblems(pages) {
  const problems = [];
  for (const [page, html] of pages) {
    const head = html.split('</head>')[0];
    if (!/<title>[^<]+<\/title>/.test(head)) problems.push(`${page}: no <title>`);
    if (!/<meta name="description" content="[^"]+"/.test(head)) problems.push(`${page}: no meta description`);
    if (!/<link rel="canonical" href="[^"]+"/.test(head)) problems.push(`${page}: no canonical URL`);
  }
  return problems.sort();
}
