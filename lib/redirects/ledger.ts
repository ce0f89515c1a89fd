import { announcedTwin } from '@/lib/markdown/paths';
import { addressParts, redirectTarget, type Locales } from './redirects';

/**
 * The ledger of published addresses (config/published-addresses.txt): every address the site has
 * served — pages in every locale, their Markdown twins, notebook sources, feeds, llms files — so that
 * none of them silently stops working. Pure: the script (scripts/addresses.ts) reads the build and
 * the file, this module decides.
 */

/** Whether an address is a page (no file extension): the addresses `isPage` checks are these. */
export const isPageAddress = (address: string) => !/\.[^/]+$/.test(address);

/**
 * The addresses a build publishes, from its prerendered routes (`prerender-manifest.json`): the
 * default locale's pages without their prefix, section llms files at their public address, each
 * page's twin; Next.js's own pages, the search files (named by their hash, never linked from outside)
 * and API routes left out.
 */
export function publishedAddresses(routes: Iterable<string>, rules: Locales): string[] {
  const { locales, defaultLocale } = rules;
  const addresses = new Set<string>();
  for (const route of routes) {
    if (route.startsWith('/_') || route.startsWith('/search/')) continue;
    const llms = /^\/api\/llms\/([^/]+)\/([^/]+)$/.exec(route);
    if (llms) {
      const [, locale, section] = llms;
      addresses.add(`${locale === defaultLocale ? '' : `/${locale}`}/${section}/llms.txt`);
      continue;
    }
    if (route.startsWith('/api/')) continue;
    const address =
      route === `/${defaultLocale}`
        ? '/'
        : route.startsWith(`/${defaultLocale}/`)
          ? route.slice(defaultLocale.length + 1)
          : route;
    addresses.add(address);
    const twin = isPageAddress(address) ? announcedTwin(address, locales) : null;
    if (twin) addresses.add(twin);
  }
  return [...addresses].sort();
}

/**
 * Problems of the ledger against a build: an address that is neither published nor redirected to a
 * published address, named one by one.
 */
export function ledgerProblems(
  ledger: readonly string[],
  published: ReadonlySet<string>,
  redirects: ReadonlyMap<string, string>,
  rules: Locales,
): string[] {
  const pages = (path: string) => published.has(path);
  const problems: string[] = [];
  for (const address of ledger) {
    if (published.has(address)) continue;
    const target = redirectTarget(address, redirects, { ...rules, isPage: pages });
    if (target === null) {
      problems.push(`${address} is neither built nor redirected`);
      continue;
    }
    const path = target.split('?')[0]!;
    if (!published.has(path)) problems.push(`${address} redirects to ${target}, which is not built`);
  }
  return problems;
}

/** Published addresses the ledger does not list yet. */
export const unrecordedAddresses = (ledger: readonly string[], published: Iterable<string>): string[] => {
  const known = new Set(ledger);
  return [...published].filter((address) => !known.has(address));
};

/** The ledger file's addresses: one per line, `#` comments and blank lines ignored. */
export function readLedger(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

const ledgerHeader = `# Every address the site has published (pages in every locale, Markdown twins, notebook
# sources, feeds, llms files). Never remove a line: an address that stops being built needs a
# redirect in config/redirects.ts. Updated from a build by \`npm run addresses -- --write\`;
# \`npm run move\` updates it too. Checked by \`npm run check:addresses\` in make test.
`;

/** The ledger file for a set of addresses: sorted, one per line, under its header. */
export const formatLedger = (addresses: Iterable<string>): string =>
  `${ledgerHeader}${[...new Set(addresses)].sort().join('\n')}\n`;

/**
 * Folder addresses people reach by trimming a page's address (`/docs/evaluation` from
 * `/docs/evaluation/overview`) that are neither built nor redirected: each deserves an alias. Only
 * in the sections readers browse (`sections`), in the default locale.
 */
export function foldersWithoutPage(
  published: ReadonlySet<string>,
  redirects: ReadonlyMap<string, string>,
  sections: readonly string[],
  rules: Locales,
): string[] {
  const missing = new Set<string>();
  for (const address of published) {
    if (!isPageAddress(address)) continue;
    const { locale, page } = addressParts(address, rules);
    if (locale !== rules.defaultLocale) continue;
    const parts = page.split('/');
    if (!sections.includes(parts[1] ?? '')) continue;
    for (let end = 2; end < parts.length; end++) {
      const folder = parts.slice(0, end).join('/');
      if (!published.has(folder) && !redirects.has(folder)) missing.add(folder);
    }
  }
  return [...missing].sort();
}

/** Integration pages (`/integrations/<kind>/<name>`) without their short form `/integrations/<name>`. */
export function integrationsWithoutShortForm(
  published: Iterable<string>,
  redirects: ReadonlyMap<string, string>,
): string[] {
  return [...published]
    .filter((address) => /^\/integrations\/[^/.]+\/[^/.]+$/.test(address))
    .filter((address) => redirects.get(`/integrations/${address.split('/')[3]}`) !== address);
}
