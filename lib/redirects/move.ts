import type { Redirect } from '@/config/redirects';

/**
 * The text changes of `npm run move` (scripts/move.ts), pure: links rewritten, redirects updated,
 * `meta.json` page lists edited. The script does the file system.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every link to the page at `from` in a text (MDX, a notebook's JSON, `meta.json`, a TypeScript
 * config) pointed at `to`: site paths and full URLs of the site, with a locale prefix, a `.md` twin,
 * an anchor or a query kept. Pages below `from` (`/docs/x/y` for `/docs/x`) and look-alikes
 * (`/docs/x-y`) are left alone.
 */
export function rewriteLinks(
  text: string,
  from: string,
  to: string,
  { locales, siteUrl }: { locales: readonly string[]; siteUrl: string },
): { text: string; count: number } {
  const prefixes = locales.map(escape).join('|');
  const pattern = new RegExp(
    `(^|[^\\w/.-]|${escape(siteUrl)})(/(?:${prefixes}))?${escape(from)}(\\.md)?(?![\\w/-]|\\.\\w)`,
    'g',
  );
  let count = 0;
  const rewritten = text.replace(pattern, (_match, before: string, locale?: string, twin?: string) => {
    count += 1;
    return `${before}${locale ?? ''}${to}${twin ?? ''}`;
  });
  return { text: rewritten, count };
}

/**
 * The redirects after moving the page at `from` to `to`: a move from `from` added, every entry that
 * led to `from` now leading to `to` (no chains), and an entry from `to` dropped (the page is back at
 * an old address: the redirect would hide it).
 */
export function redirectsAfterMove(
  groups: { moves: readonly Redirect[]; aliases: readonly Redirect[] },
  from: string,
  to: string,
): { moves: Redirect[]; aliases: Redirect[] } {
  const repoint = (entries: readonly Redirect[]) =>
    entries
      .filter((entry) => entry.from !== to)
      .map((entry) => (entry.to === from ? { ...entry, to } : entry));
  return {
    moves: [...repoint(groups.moves).filter((entry) => entry.from !== from), { from, to }],
    aliases: repoint(groups.aliases),
  };
}

/** The `moves` list as config/redirects.ts holds it between its markers, one entry a line. */
export function movesSource(moves: readonly Redirect[]): string {
  // Page paths hold no quotes or backslashes (redirectProblems refuses them): single quotes, as Prettier writes.
  return moves.map(({ from, to }) => `  { from: '${from}', to: '${to}' },\n`).join('');
}

/** config/redirects.ts with its `moves` list replaced; throws when the markers are missing. */
export function withMovesSource(file: string, moves: readonly Redirect[]): string {
  const start = file.indexOf('// moves:start\n');
  const end = file.indexOf('  // moves:end');
  if (start < 0 || end < start)
    throw new Error('config/redirects.ts: the `// moves:start` and `// moves:end` markers are missing');
  return `${file.slice(0, start + '// moves:start\n'.length)}${movesSource(moves)}${file.slice(end)}`;
}

/**
 * A folder's `meta.json` after a page left it (`remove`) or came into it (`add`): the page's name
 * replaced in place when both happen in one folder, dropped from the list, or added at its end. A
 * folder whose list has a `...` rest entry picks a new page up by itself.
 */
export function metaAfterMove(
  meta: { pages?: unknown[] } & Record<string, unknown>,
  change: { remove?: string; add?: string },
): typeof meta {
  if (!Array.isArray(meta.pages)) return meta;
  const pages = [...meta.pages];
  const at = change.remove === undefined ? -1 : pages.indexOf(change.remove);
  if (at >= 0 && change.add !== undefined) pages[at] = change.add;
  else {
    if (at >= 0) pages.splice(at, 1);
    const rest = pages.some((page) => typeof page === 'string' && /^(\.\.\.|z\.\.\.a)$/.test(page));
    if (change.add !== undefined && !rest && !pages.includes(change.add)) pages.push(change.add);
  }
  return { ...meta, pages };
}
