// The ledger of published addresses (config/published-addresses.txt) against a build:
//   npm run check:addresses        (make test) fails, naming each address, when an address of the
//                                  ledger is neither built nor redirected to a built page, when a
//                                  redirect is wrong (lib/redirects), when a built address is missing
//                                  from the ledger, or when a folder or integration lacks its short form;
//   npm run addresses -- --write   adds the build's new addresses to the ledger (never removes one).
// Reads `<build>/prerender-manifest.json` (NEXT_DIST_DIR, default .next): run after `npm run build`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { aliases, moves } from '@/config/redirects';
import { siteConfig } from '@/config/site';
import {
  foldersWithoutPage,
  formatLedger,
  integrationsWithoutShortForm,
  ledgerProblems,
  publishedAddresses,
  readLedger,
  unrecordedAddresses,
} from '@/lib/redirects/ledger';
import { redirectMap, redirectProblems } from '@/lib/redirects/redirects';

export const ledgerFile = 'config/published-addresses.txt';
/** Sections whose folder addresses readers reach by trimming a page's address. */
const browsedSections = ['docs', 'self-hosting', 'integrations', 'guides', 'security', 'faq'];

const dist = process.env.NEXT_DIST_DIR || '.next';
const manifestFile = join(dist, 'prerender-manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No production build in ${dist}/ (${manifestFile} is missing): run \`npm run build\` first.`);
  process.exit(2);
}
const { routes } = JSON.parse(readFileSync(manifestFile, 'utf8')) as { routes: Record<string, unknown> };
const { locales, defaultLocale } = siteConfig.i18n;
const rules = { locales, defaultLocale };
const published = new Set(publishedAddresses(Object.keys(routes), rules));
const ledger = existsSync(ledgerFile) ? readLedger(readFileSync(ledgerFile, 'utf8')) : [];

if (process.argv.includes('--write')) {
  const added = unrecordedAddresses(ledger, published);
  writeFileSync(ledgerFile, formatLedger([...ledger, ...added]));
  console.log(`${ledgerFile}: ${added.length} new addresses added (${ledger.length + added.length} in all).`);
  process.exit(0);
}

const redirects = redirectMap([...moves, ...aliases]);
const problems = [
  ...redirectProblems({ moves, aliases }, { ...rules, isPage: (path) => published.has(path) }).map(
    (problem) => `config/redirects.ts: ${problem}`,
  ),
  ...ledgerProblems(ledger, published, redirects, rules).map(
    (problem) => `${ledgerFile}: ${problem}; add a redirect to config/redirects.ts (or \`npm run move\`)`,
  ),
  ...foldersWithoutPage(published, redirects, browsedSections, rules).map(
    (folder) => `${folder} holds pages but is not one: add an alias in config/redirects.ts to its first page`,
  ),
  ...integrationsWithoutShortForm(published, redirects).map(
    (page) =>
      `${page} has no short form: add { from: '/integrations/${page.split('/')[3]}', to: '${page}' } to the aliases in config/redirects.ts`,
  ),
];
const unrecorded = unrecordedAddresses(ledger, published);
if (unrecorded.length > 0)
  problems.push(
    `${ledgerFile} lacks ${unrecorded.length} built addresses (${unrecorded.slice(0, 5).join(', ')}${unrecorded.length > 5 ? ', …' : ''}): run \`npm run addresses -- --write\` and commit the file`,
  );

if (problems.length > 0) {
  console.error(`Address check failed (${problems.length} problems):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(
  `Address check passed: ${ledger.length} published addresses all built or redirected; ${moves.length} moves and ${aliases.length} aliases lead to built pages.`,
);
