import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aliases, moves } from '@/config/redirects';
import { addressParts, redirectMap, redirectProblems, redirectTarget, untranslatedTarget } from './redirects';

const locales = ['en-US', 'ja', 'ko', 'zh'];
const defaultLocale = 'en-US';
const built = new Set(['/', '/ja', '/docs/new', '/ja/docs/new', '/docs/other', '/docs/target']);
const rules = { locales, defaultLocale, isPage: (path: string) => built.has(path) };
const table = redirectMap([
  { from: '/docs/old', to: '/docs/new' },
  { from: '/docs/guess', to: '/docs/target' },
]);

describe('redirectTarget', () => {
  it('sends the old address of a page to the new one', () => {
    expect(redirectTarget('/docs/old', table, rules)).toBe('/docs/new');
    expect(redirectTarget('/docs/new', table, rules)).toBeNull();
    expect(redirectTarget('/docs/old/deeper', table, rules)).toBeNull();
  });
  it('sends a locale variant to the translation when there is one', () => {
    expect(redirectTarget('/ja/docs/old', table, rules)).toBe('/ja/docs/new');
    expect(redirectTarget('/ja/docs/old.md', table, rules)).toBe('/ja/docs/new.md');
  });
  it('sends a locale variant without a translation to the English page that says so', () => {
    expect(redirectTarget('/ko/docs/old', table, rules)).toBe('/docs/new?untranslated=ko');
    expect(redirectTarget('/ja/docs/guess', table, rules)).toBe('/docs/target?untranslated=ja');
    expect(redirectTarget('/ko/docs/old.md', table, rules)).toBe('/docs/new.md');
  });
  it('assumes the translation without a list of built pages (development server)', () => {
    expect(redirectTarget('/ko/docs/old', table, { locales, defaultLocale })).toBe('/ko/docs/new');
  });
  it('sends the twin to the twin, and an explicit default locale to the unprefixed page', () => {
    expect(redirectTarget('/docs/old.md', table, rules)).toBe('/docs/new.md');
    expect(redirectTarget('/en-US/docs/old', table, rules)).toBe('/docs/new');
  });
  it('leaves everything else alone, whatever the path', () => {
    fc.assert(
      fc.property(fc.string(), (tail) => {
        const path = `/${tail}`;
        const { page } = addressParts(path, rules);
        const target = redirectTarget(path, table, rules);
        expect(target === null).toBe(!table.has(page));
      }),
      { numRuns: 500 },
    );
  });
  it('never sends a request to an address that redirects again when the table has no problems', () => {
    const segment = fc.constantFrom('a', 'b', 'c', 'd', 'e');
    const path = fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => `/${parts.join('/')}`);
    fc.assert(
      fc.property(
        fc.array(fc.record({ from: path, to: path }), { maxLength: 8 }),
        fc.constantFrom(...locales),
        fc.boolean(),
        (entries, locale, twin) => {
          const targets = new Set(entries.map(({ to }) => to));
          const pages = new Set([...targets].flatMap((to) => [to, `/ja${to}`]));
          const isPage = (candidate: string) => pages.has(candidate);
          if (redirectProblems({ entries }, { isPage, locales, defaultLocale }).length > 0) return;
          const map = redirectMap(entries);
          for (const { from } of entries) {
            const prefix = locale === defaultLocale ? '' : `/${locale}`;
            const target = redirectTarget(`${prefix}${from}${twin ? '.md' : ''}`, map, {
              locales,
              defaultLocale,
              isPage,
            })!;
            expect(target).not.toBeNull();
            expect(redirectTarget(target.split('?')[0]!, map, { locales, defaultLocale, isPage })).toBeNull();
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('untranslatedTarget', () => {
  it('sends a locale address of a page without that translation to the English page that says so', () => {
    expect(untranslatedTarget('/ko/docs/other', rules)).toBe('/docs/other?untranslated=ko');
    expect(untranslatedTarget('/zh/docs/target', rules)).toBe('/docs/target?untranslated=zh');
    expect(untranslatedTarget('/ko/docs/other.md', rules)).toBe('/docs/other.md');
  });
  it('leaves translated pages, English pages and addresses English does not have either alone', () => {
    expect(untranslatedTarget('/ja/docs/new', rules)).toBeNull();
    expect(untranslatedTarget('/ja', rules)).toBeNull();
    expect(untranslatedTarget('/docs/other', rules)).toBeNull();
    expect(untranslatedTarget('/ja/docs/nothing', rules)).toBeNull();
    expect(untranslatedTarget('/fr/docs/other', rules)).toBeNull();
    expect(untranslatedTarget('/ja/ja/docs/new', rules)).toBeNull();
  });
  it('does nothing without a list of built pages (development server)', () => {
    expect(untranslatedTarget('/ko/docs/other', { locales, defaultLocale })).toBeNull();
  });
  it('only ever leads to a built English page or its twin, whatever the path', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', '/ja', '/ko', '/zh', '/en-US'),
        fc.oneof(
          fc.constantFrom(...built),
          fc.string().map((tail) => `/${tail}`),
        ),
        fc.boolean(),
        (prefix, path, twin) => {
          const target = untranslatedTarget(
            `${prefix}${path === '/' ? '' : path}${twin ? '.md' : ''}`,
            rules,
          );
          if (target === null) return;
          const page = target.replace(/\?untranslated=(ja|ko|zh)$/, '').replace(/\.md$/, '');
          expect(built.has(page === '/index' ? '/' : page)).toBe(true);
          expect(/^\/(ja|ko|zh)(\/|$)/.test(target)).toBe(false);
        },
      ),
    );
  });
});

describe('redirectProblems', () => {
  const check = (entries: { from: string; to: string }[]) =>
    redirectProblems({ moves: entries }, { locales, defaultLocale, isPage: (path) => built.has(path) });

  it('accepts redirects from addresses that are not pages to pages', () => {
    expect(check([{ from: '/docs/old', to: '/docs/new' }])).toEqual([]);
  });
  it('refuses a target that is not a page', () => {
    expect(check([{ from: '/docs/old', to: '/docs/gone' }])).toEqual([
      'moves "/docs/old" -> "/docs/gone": /docs/gone is not a page',
    ]);
  });
  it('refuses a redirect that would hide a page, in any locale', () => {
    expect(check([{ from: '/docs/other', to: '/docs/new' }])[0]).toMatch(/\/docs\/other is a page/);
    expect(check([{ from: '/', to: '/docs/new' }]).join('\n')).toMatch(/\/ja is a page/);
  });
  it('refuses chains and loops, naming the next hop', () => {
    expect(
      check([
        { from: '/docs/a', to: '/docs/b' },
        { from: '/docs/b', to: '/docs/new' },
      ]),
    ).toEqual([
      'moves "/docs/a" -> "/docs/b": /docs/b redirects again (to /docs/new); point this entry at the final page',
    ]);
    expect(
      check([
        { from: '/docs/a', to: '/docs/b' },
        { from: '/docs/b', to: '/docs/a' },
      ]),
    ).toHaveLength(2);
    expect(check([{ from: '/docs/a', to: '/docs/a' }])).toContain(
      'moves "/docs/a" -> "/docs/a": redirects to itself',
    );
  });
  it('refuses an address redirected twice and addresses that are not page paths', () => {
    expect(
      check([
        { from: '/docs/old', to: '/docs/new' },
        { from: '/docs/old', to: '/docs/other' },
      ]),
    ).toContain('moves "/docs/old" -> "/docs/other": /docs/old is redirected more than once');
    for (const from of ['docs/x', '/docs/x/', '/docs/x.md', '/ja/docs/x', '/docs/x?y=1', '/docs//x'])
      expect(check([{ from, to: '/docs/new' }])[0], from).toMatch(/addresses are page paths/);
  });
  it('finds nothing wrong with the shape of the site’s own redirects', () => {
    const problems = redirectProblems({ moves, aliases }, { locales, defaultLocale, isPage: () => false });
    expect(problems.filter((problem) => !/is not a page$/.test(problem))).toEqual([]);
  });
});
