import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redirect } from '@/config/redirects';
import { ledgerProblems, readLedger } from '@/lib/redirects/ledger';
import { redirectMap, redirectProblems, redirectTarget } from '@/lib/redirects/redirects';
import { movePage, type MoveReport } from './move-page';

const locales = ['en-US', 'ja', 'ko', 'zh'];
const defaultLocale = 'en-US';
const siteUrl = 'https://spanlight.example';
const from = '/docs/get-started';
const to = '/docs/start/get-started';
const readIn = (root: string, file: string) => readFileSync(join(root, file), 'utf8');
const ledgerIn = (root: string) => readLedger(readIn(root, 'config/published-addresses.txt'));

/** A temporary copy of what a move touches: content, notebooks, config. */
function copyOfTheSite(): string {
  const root = mkdtempSync(join(tmpdir(), 'spanlight-move-'));
  for (const dir of ['content', 'cookbook', 'config']) cpSync(dir, join(root, dir), { recursive: true });
  return root;
}

async function redirectsIn(root: string) {
  // A fresh module each time: the query makes the import new.
  const url = `${pathToFileURL(join(root, 'config/redirects.ts')).href}?${Date.now()}`;
  return (await import(url)) as { moves: Redirect[]; aliases: Redirect[] };
}

describe('npm run move', () => {
  let root: string;
  let report: MoveReport;
  let before: string[];

  beforeAll(async () => {
    root = copyOfTheSite();
    before = ledgerIn(root);
    report = await movePage({ root, from, to, locales, defaultLocale, siteUrl });
  }, 30_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('moves the page and its translations, and lists its new folder where the page was', () => {
    for (const suffix of ['', '.ja', '.ko', '.zh']) {
      expect(existsSync(join(root, `content/docs/get-started${suffix}.mdx`)), suffix).toBe(false);
      expect(existsSync(join(root, `content/docs/start/get-started${suffix}.mdx`)), suffix).toBe(true);
    }
    const pages = (JSON.parse(readIn(root, 'content/docs/meta.json')) as { pages: string[] }).pages;
    expect(pages).not.toContain('get-started');
    expect(pages.indexOf('start')).toBe(
      (JSON.parse(readFileSync('content/docs/meta.json', 'utf8')) as { pages: string[] }).pages.indexOf(
        'get-started',
      ),
    );
  });

  it('rewrites every internal link, keeping anchors, locales and twins', () => {
    expect(report.links.length).toBeGreaterThan(20);
    const index = readIn(root, 'content/docs/index.mdx');
    expect(index).toContain(`](${to})`);
    expect(index).not.toMatch(/\]\(\/docs\/get-started[)#]/);
    const everything = report.links.map(({ file }) => readIn(root, file)).join('\n');
    expect(everything).toContain(`](${to}#create-a-project-and-api-keys)`);
    expect(everything).not.toMatch(/(?<![\w/-])\/(?:ja\/|ko\/|zh\/)?docs\/get-started(?![\w/-])/);
    // Pages whose names start the same are left alone.
    expect(readIn(root, 'content/docs/evaluation/get-started.mdx')).toBe(
      readFileSync('content/docs/evaluation/get-started.mdx', 'utf8').replaceAll(`](${from})`, `](${to})`),
    );
  });

  it('keeps the old address working: 308 to the new page, for its locales and twins too', async () => {
    const { moves, aliases } = await redirectsIn(root);
    expect(moves).toContainEqual({ from, to });
    // The alias that led to the old address leads to the new one: no chain.
    expect(aliases).toContainEqual({ from: '/docs/quickstart', to });
    // What the next build publishes: the old page's addresses gone, the new ones there.
    const gone = new Set(
      ['', '/ja', '/ko', '/zh'].flatMap((prefix) => [`${prefix}${from}`, `${prefix}${from}.md`]),
    );
    const published = new Set([...before.filter((address) => !gone.has(address)), ...report.addressesAdded]);
    const isPage = (path: string) => published.has(path);
    expect(report.addressesAdded).toEqual(
      expect.arrayContaining([to, `${to}.md`, `/ja${to}`, `/ja${to}.md`, `/zh${to}`]),
    );
    expect(redirectProblems({ moves, aliases }, { locales, defaultLocale, isPage })).toEqual([]);
    const ledger = ledgerIn(root);
    const map = redirectMap([...moves, ...aliases]);
    expect(ledgerProblems(ledger, published, map, { locales, defaultLocale })).toEqual([]);
    const rules = { locales, defaultLocale, isPage };
    expect(redirectTarget(from, map, rules)).toBe(to);
    expect(redirectTarget(`${from}.md`, map, rules)).toBe(`${to}.md`);
    expect(redirectTarget(`/ja${from}`, map, rules)).toBe(`/ja${to}`);
    expect(redirectTarget(`/ko${from}.md`, map, rules)).toBe(`/ko${to}.md`);

    // Without the redirect, the check names the old addresses.
    const withoutMove = redirectMap(aliases);
    expect(ledgerProblems(ledger, published, withoutMove, { locales, defaultLocale })).toEqual(
      expect.arrayContaining([
        `${from} is neither built nor redirected`,
        `/ja${from}.md is neither built nor redirected`,
      ]),
    );
  });

  it('refuses what it cannot do and changes nothing', async () => {
    const untouched = readIn(root, 'config/redirects.ts');
    const refuse = (a: string, b: string) =>
      movePage({ root, from: a, to: b, locales, defaultLocale, siteUrl });
    await expect(refuse('/docs/no-such-page', '/docs/x')).rejects.toThrow(
      /no page file for \/docs\/no-such-page/,
    );
    await expect(refuse('/docs/glossary', '/docs/limits')).rejects.toThrow(
      /\/docs\/limits is a page already/,
    );
    await expect(refuse('/blog/x', '/docs/x')).rejects.toThrow(/only pages of/);
    await expect(refuse('/ja/docs/glossary', '/docs/x')).rejects.toThrow(/without a locale/);
    await expect(refuse('/docs/administration', '/docs/admin')).rejects.toThrow(/folder's own page/);
    expect(readIn(root, 'config/redirects.ts')).toBe(untouched);
  });
});
