/**
 * Content negotiation for page URLs: a page answers its Markdown twin instead of HTML only when the
 * client's `Accept` header prefers Markdown. Pure, so the proxy and its tests agree.
 */

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
}

/** The media ranges of an `Accept` header with their weights; malformed entries are skipped. */
export function parseAccept(header: string | null): MediaRange[] {
  if (!header) return [];
  const ranges: MediaRange[] = [];
  // Bounded: a header is a few entries; a client sending thousands gets the first 64 considered.
  for (const entry of header.split(',').slice(0, 64)) {
    const [range = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const match = /^([a-z0-9!#$%&'*+.^_`|~-]+)\/([a-z0-9!#$%&'*+.^_`|~-]+)$/.exec(range);
    if (!match) continue;
    let q: number | undefined = 1;
    for (const parameter of parameters) {
      if (!parameter.startsWith('q=')) continue;
      const weight = /^q=([01](?:\.\d{0,3})?)$/.exec(parameter);
      // A malformed weight makes the whole range unusable.
      q = weight ? Math.min(1, Number(weight[1])) : undefined;
    }
    if (q !== undefined) ranges.push({ type: match[1]!, subtype: match[2]!, q });
  }
  return ranges;
}

/** The weight the header gives a media type, from its most specific matching range (RFC 9110 12.5.1). */
function weightOf(ranges: MediaRange[], type: string, subtype: string): { q: number; named: boolean } {
  const exact = ranges.find((range) => range.type === type && range.subtype === subtype);
  if (exact) return { q: exact.q, named: true };
  const anySubtype = ranges.find((range) => range.type === type && range.subtype === '*');
  if (anySubtype) return { q: anySubtype.q, named: false };
  const any = ranges.find((range) => range.type === '*' && range.subtype === '*');
  return { q: any ? any.q : 0, named: false };
}

/**
 * True when `Accept` prefers `text/markdown` to `text/html`: a higher weight, or the same weight with
 * Markdown named and HTML only matched by a wildcard (Markdown plus the any-type wildcard is an agent
 * asking for Markdown; a browser names text/html). No header, or a tie otherwise, means HTML.
 */
export function prefersMarkdown(accept: string | null): boolean {
  const ranges = parseAccept(accept);
  const markdown = weightOf(ranges, 'text', 'markdown');
  const html = weightOf(ranges, 'text', 'html');
  if (markdown.q === 0) return false;
  if (markdown.q !== html.q) return markdown.q > html.q;
  return markdown.named && !html.named;
}

/**
 * True for a path whose answer depends on `Accept`: a page URL (no file extension, not an API or
 * framework path). Files (sitemap, feeds, llms.txt, images, search indexes, notebooks) never negotiate.
 */
export function isNegotiablePath(pathname: string): boolean {
  if (/\.[^/]+$/.test(pathname)) return false;
  return !/^\/(?:api|_next|search|cookbook|insights)(?:\/|$)/.test(pathname);
}
