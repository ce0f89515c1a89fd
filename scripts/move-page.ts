// `npm run move -- <from> <to>` (scripts/move.ts) moves one page of the docs sections: its file and
// its translations, its place in meta.json, a redirect from the old address (config/redirects.ts),
// the new addresses in the ledger (config/published-addresses.txt), and every internal link to it in
// content (MDX, meta.json), notebooks and config. The old address keeps answering: 308 to the new one.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Redirect } from '@/config/redirects';
import { announcedTwin } from '@/lib/markdown/paths';
import { formatLedger, readLedger } from '@/lib/redirects/ledger';
import { metaAfterMove, redirectsAfterMove, rewriteLinks, withMovesSource } from '@/lib/redirects/move';
import { localizedPath } from '@/lib/redirects/redirects';

/** The sections whose pages are MDX files under content/<section>/ (the docs routes). */
export const movableSections = ['docs', 'self-hosting', 'integrations', 'guides', 'faq', 'security'];

export interface MoveOptions {
  /** The repository's root (a temporary copy in tests). */
  root: string;
  from: string;
  to: string;
  locales: readonly string[];
  defaultLocale: string;
  siteUrl: string;
}

export interface MoveReport {
  files: [from: string, to: string][];
  links: { file: string; count: number }[];
  redirect: Redirect;
  addressesAdded: string[];
}

const pagePath = /^\/[a-z0-9-]+(?:\/[a-z0-9_-]+)+$/;

function fail(message: string): never {
  throw new Error(`npm run move: ${message}`);
}

/** The page's file under content/, relative to the root, or null. */
function pageFile(root: string, address: string): string | null {
  for (const candidate of [`content${address}.mdx`, `content${address}.md`, `content${address}/index.mdx`])
    if (existsSync(join(root, candidate))) return candidate;
  return null;
}

function* filesUnder(dir: string, keep: (name: string) => boolean): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path, keep);
    else if (keep(entry.name)) yield path;
  }
}

/** Moves the page at `from` to `to`; throws, changing nothing, when the move cannot be made. */
export async function movePage(options: MoveOptions): Promise<MoveReport> {
  const { root, from, to, locales, defaultLocale } = options;
  for (const [name, address] of [
    ['<from>', from],
    ['<to>', to],
  ] as const) {
    if (!pagePath.test(address) || locales.includes(address.split('/')[1]!))
      fail(
        `${name} must be a page address without a locale, like /docs/folder/page (got ${JSON.stringify(address)}); translations move with their page`,
      );
    if (!movableSections.includes(address.split('/')[1]!))
      fail(
        `${name} ${address}: only pages of ${movableSections.map((section) => `/${section}`).join(', ')} can be moved`,
      );
  }
  if (from === to) fail('<from> and <to> are the same address');
  const source = pageFile(root, from);
  if (!source) fail(`no page file for ${from} (looked for content${from}.mdx and content${from}/index.mdx)`);
  if (source.endsWith('/index.mdx'))
    fail(`${from} is a folder's own page (${source}): move the pages one by one`);
  if (pageFile(root, to)) fail(`${to} is a page already (${pageFile(root, to)})`);

  // The page and its translations: page.mdx, page.ja.mdx, ...
  const extension = source.endsWith('.md') ? '.md' : '.mdx';
  const base = source.slice(0, -extension.length);
  const target = `content${to}`;
  const files: [string, string][] = [[source, `${target}${extension}`]];
  const translated = locales.filter(
    (locale) => locale !== defaultLocale && existsSync(join(root, `${base}.${locale}${extension}`)),
  );
  for (const locale of translated)
    files.push([`${base}.${locale}${extension}`, `${target}.${locale}${extension}`]);

  // meta.json (and its translations) of the folder left and of the folder joined.
  const name = (address: string) => address.split('/').at(-1)!;
  // A new folder is listed in its parent's meta.json instead (in the old page's place when it is
  // the folder the page left), and picks the page up without a meta.json of its own.
  const metaChanges = new Map<string, { remove?: string; add?: string }>();
  metaChanges.set(dirname(source), { remove: name(from) });
  const joined = dirname(`${target}${extension}`);
  let listed = joined;
  let entry = name(to);
  while (!existsSync(join(root, listed)) && listed.split('/').length > 2) {
    entry = listed.split('/').at(-1)!;
    listed = dirname(listed);
  }
  metaChanges.set(listed, { ...metaChanges.get(listed), add: entry });

  // Redirects, read from the file itself (the copy's, in tests).
  const redirectsFile = join(root, 'config/redirects.ts');
  const { moves, aliases } = (await import(pathToFileURL(redirectsFile).href)) as {
    moves: readonly Redirect[];
    aliases: readonly Redirect[];
  };
  const after = redirectsAfterMove({ moves, aliases }, from, to);

  // Everything checked: now change the files.
  for (const [old, moved] of files) {
    mkdirSync(dirname(join(root, moved)), { recursive: true });
    renameSync(join(root, old), join(root, moved));
  }
  for (const [folder, change] of metaChanges) {
    for (const metaName of ['meta.json', ...locales.map((locale) => `meta.${locale}.json`)]) {
      const file = join(root, folder, metaName);
      if (!existsSync(file)) continue;
      const meta = JSON.parse(readFileSync(file, 'utf8')) as { pages?: unknown[] };
      writeFileSync(file, `${JSON.stringify(metaAfterMove(meta, change), null, 2)}\n`);
    }
  }

  let redirectsSource = withMovesSource(readFileSync(redirectsFile, 'utf8'), after.moves);
  // An alias from the new address would hide the page: it goes.
  redirectsSource = redirectsSource.replace(
    new RegExp(
      `\\n\\s*\\{\\s*from: '${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}',\\s*to: '[^']*',?\\s*\\},`,
      'g',
    ),
    '',
  );
  // Aliases that led to the old address lead to the new one (the moves block already does).
  const [head, tail] = redirectsSource.split('  // moves:end');
  redirectsSource = `${head}  // moves:end${rewriteLinks(tail!, from, to, options).text}`;
  writeFileSync(redirectsFile, redirectsSource);

  const links: MoveReport['links'] = [];
  const linked = [
    ...filesUnder(join(root, 'content'), (file) => /\.(mdx|md|json)$/.test(file)),
    ...filesUnder(join(root, 'cookbook'), (file) => /\.(ipynb|json)$/.test(file)),
    ...filesUnder(join(root, 'config'), (file) => /\.ts$/.test(file) && file !== 'redirects.ts'),
  ];
  for (const file of linked) {
    if (!statSync(file).isFile()) continue;
    const { text, count } = rewriteLinks(readFileSync(file, 'utf8'), from, to, options);
    if (count === 0) continue;
    writeFileSync(file, text);
    links.push({ file: relative(root, file), count });
  }

  const ledgerFile = join(root, 'config/published-addresses.txt');
  const ledger = existsSync(ledgerFile) ? readLedger(readFileSync(ledgerFile, 'utf8')) : [];
  const pages = [to, ...translated.map((locale) => localizedPath(to, locale, { defaultLocale }))];
  const addresses = pages.flatMap((page) => [page, announcedTwin(page, locales) ?? []].flat());
  const addressesAdded = addresses.filter((address) => !ledger.includes(address));
  writeFileSync(ledgerFile, formatLedger([...ledger, ...addressesAdded]));

  return { files, links, redirect: { from, to }, addressesAdded };
}
