// How often the not-found answer suggests the page a reader meant, on misspelt and guessed addresses
// (bench/not-found/addresses.json), the tuning and held-out sets reported apart. Reads the search
// files of a build (`npm run build` first): `npm run bench:not-found`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteConfig } from '@/config/site';
import { suggestionCount, suggestionSourceOf, suggestPages } from '@/lib/not-found/suggestions';
import { sectionFolders } from '@/lib/search/collections';
import { SearchIndex } from '@/lib/search/engine';

interface Case {
  set: string;
  address: string;
  meant: string;
}
const { cases } = JSON.parse(readFileSync(join(import.meta.dirname, 'addresses.json'), 'utf8')) as {
  cases: Case[];
};
const { locales, defaultLocale } = siteConfig.i18n;
const dist = process.env.NEXT_DIST_DIR || '.next';
const indexes = new Map<string, SearchIndex>();
const indexFor = (locale: string) => {
  let index = indexes.get(locale);
  if (!index) {
    const files = JSON.parse(readFileSync(join(dist, 'search-files', `${locale}.json`), 'utf8')) as {
      index: { body: string };
    };
    index = new SearchIndex(JSON.parse(files.index.body));
    indexes.set(locale, index);
  }
  return index;
};

const rules = { locales, defaultLocale, sections: sectionFolders };
const verbose = process.argv.includes('--verbose');
let elapsed = 0;
const totals = new Map<string, { cases: number; first: number; listed: number }>();
for (const { set, address, meant } of cases) {
  const first = address.split('/')[1] ?? '';
  const index = indexFor((locales as readonly string[]).includes(first) ? first : defaultLocale);
  const started = performance.now();
  const suggestions = suggestPages(address, suggestionSourceOf(index), rules);
  elapsed += performance.now() - started;
  const urls = suggestions.map((page) => page.url);
  const total = totals.get(set) ?? { cases: 0, first: 0, listed: 0 };
  total.cases += 1;
  if (urls[0] === meant) total.first += 1;
  if (urls.includes(meant)) total.listed += 1;
  totals.set(set, total);
  if (verbose || urls[0] !== meant)
    console.log(`${urls[0] === meant ? 'ok  ' : 'MISS'} ${set} ${address} -> ${urls.join(', ')}`);
}
for (const [set, { cases: count, first, listed }] of totals)
  console.log(
    `${set}: meant page first ${first}/${count}, among the ${suggestionCount} suggestions ${listed}/${count}`,
  );
console.log(`${(elapsed / cases.length).toFixed(2)} ms per address (search index already open)`);
