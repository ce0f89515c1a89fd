// Search benchmark: relevance (hit@1, hit@5 over bench/search/queries.json), index size per 100 pages,
// index build time and query latency, for the site's own built index and for a generated 1,000-page
// corpus; the same for Orama as a comparison; then, in Chromium against the production build, the
// time from the first keystroke to the first results. Run `npm run build` first.
// Usage: npm run bench:search  (BENCH_PORT to pick the port, a free one otherwise; SEARCH_BENCH_BROWSER=0 skips Chromium)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { register } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import { documentsOf, siteFiles } from './built-index.mjs';
import { generateCorpus } from './corpus.mjs';
import { firstResultTimes } from './first-results.mjs';

register('../../scripts/typescript-hooks.mjs', import.meta.url);
const { SearchIndex } = await import('../../lib/search/engine.ts');
const { buildSearchIndex } = await import('../../lib/search/build-index.ts');
const { readVocabulary } = await import('../../lib/search/index-format.ts');

const queries = JSON.parse(readFileSync(new URL('./queries.json', import.meta.url), 'utf8')).queries;
const cjkPages = JSON.parse(readFileSync(new URL('./cjk-pages.json', import.meta.url), 'utf8')).pages;

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const gzip = (text) => gzipSync(text, { level: 9 }).length;
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const ms = (value) => `${value.toFixed(value < 1 ? 3 : 1)} ms`;

function open(files) {
  const index = new SearchIndex(JSON.parse(files.index));
  index.attachText(JSON.parse(files.text));
  return index;
}

/** Milliseconds to parse and build the in-browser index, median of 7. */
function buildTime(indexBody) {
  const times = [];
  for (let run = 0; run < 7; run += 1) {
    const start = performance.now();
    new SearchIndex(JSON.parse(indexBody));
    times.push(performance.now() - start);
  }
  return quantile(times, 0.5);
}

/** Every prefix of every query, as typed one key at a time; each measured once (uncached). */
function keystrokeLatency(index, texts) {
  const typed = new Set();
  for (const text of texts) for (let end = 1; end <= text.length; end += 1) typed.add(text.slice(0, end));
  const times = [];
  for (const query of typed) {
    const start = performance.now();
    index.search(query);
    times.push(performance.now() - start);
  }
  return { count: times.length, p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

/** Whether a result list answers an expectation: the page, and the section when one is named. */
function matches(result, expected) {
  const [url, hash] = expected.split('#');
  if (result.url !== url) return false;
  return !hash || result.firstSection === `${url}#${hash}`;
}

function relevance(runQuery) {
  const misses = [];
  let hit1 = 0;
  let hit5 = 0;
  for (const item of queries) {
    const results = runQuery(item);
    if (results === null) continue;
    const first = results.findIndex((result) => item.expect.some((expected) => matches(result, expected)));
    if (first === 0) hit1 += 1;
    if (first >= 0 && first < 5) hit5 += 1;
    if (first !== 0)
      misses.push(
        `${item.query} -> ${
          results
            .slice(0, 3)
            .map((r) => r.url)
            .join(', ') || '(none)'
        }`,
      );
  }
  const total = queries.filter((item) => runQuery(item) !== null).length;
  return { total, hit1: hit1 / total, hit5: hit5 / total, misses };
}

const locales = ['en-US', 'ja', 'ko', 'zh'];
const files = Object.fromEntries(locales.map((locale) => [locale, siteFiles(locale)]));
const indexes = Object.fromEntries(locales.map((locale) => [locale, open(files[locale])]));
const cjkIndex = new SearchIndex(buildSearchIndex(cjkPages).index);

const ours = relevance((item) => {
  const index = item.corpus === 'cjk' ? cjkIndex : indexes[item.locale ?? 'en-US'];
  return index
    .search(item.query)
    .pages.map((page) => ({ url: page.url, firstSection: page.sections[0]?.url }));
});

// The site's pages and their HTML, to compare each page's search data with its own HTML.
const site = documentsOf(files['en-US']);
/**
 * Known-item queries from the site itself: each page's title and each heading typed as a query,
 * answered when the page holding it comes first (hit@1) or in the first five (hit@5). A check on
 * changes to tokenizing, stop words and ranking beyond the hand-written queries.
 */
function ownWords() {
  const rate = (items) => {
    let hit1 = 0;
    let hit5 = 0;
    for (const { query, url } of items) {
      const at = indexes['en-US'].search(query).pages.findIndex((result) => result.url === url);
      if (at === 0) hit1 += 1;
      if (at >= 0 && at < 5) hit5 += 1;
    }
    return `${items.length}: hit@1 ${(hit1 / items.length).toFixed(3)}, hit@5 ${(hit5 / items.length).toFixed(3)}`;
  };
  const titles = site.map((page) => ({ query: page.title, url: page.url }));
  const headings = site.flatMap((page) =>
    page.sections
      .filter((section) => section.heading)
      .map((section) => ({ query: section.heading, url: page.url })),
  );
  return `titles ${rate(titles)}; headings ${rate(headings)}`;
}

function htmlBytes() {
  let raw = 0;
  let zipped = 0;
  let count = 0;
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.html')) {
        const body = readFileSync(path);
        raw += body.length;
        zipped += gzip(body);
        count += 1;
      }
    }
  };
  walk('.next/server/app/en-US');
  return { raw: raw / count, gzip: zipped / count, count };
}

function sizeRow(label, pageCount, indexBody, textBody) {
  const per100 = (bytes) => kib((bytes * 100) / pageCount);
  return `| ${label} | ${pageCount} | ${per100(indexBody.length)} | ${per100(gzip(indexBody))} | ${per100(textBody.length)} | ${per100(gzip(textBody))} | ${kib(gzip(indexBody))} |`;
}

// The generated corpus.
const corpus = generateCorpus(site, 1000);
const built = buildSearchIndex(corpus);
const corpusFiles = { index: JSON.stringify(built.index), text: JSON.stringify(built.text) };
const corpusIndex = open(corpusFiles);
const knownItems = corpus.slice(0, 100).map((page) => ({ query: page.product, url: page.url }));
const knownHits = knownItems.filter(
  (item) => corpusIndex.search(item.query).pages[0]?.url === item.url,
).length;
const englishQueries = queries.filter((item) => !item.corpus && !item.locale).map((item) => item.query);
const typedQueries = [...englishQueries, ...knownItems.map((item) => item.query)];

// Orama over the same sections, for comparison.
async function orama(pages) {
  const start = performance.now();
  const db = create({ schema: { title: 'string', heading: 'string', text: 'string' } });
  const rows = pages.flatMap((page) =>
    page.sections.map((section) => ({
      title: page.title,
      heading: section.heading,
      text: section.text,
      url: page.url,
    })),
  );
  await insertMultiple(db, rows, 500);
  const build = performance.now() - start;
  const run = (term) => {
    const { hits } = oramaSearch(db, { term, tolerance: 1, boost: { title: 8, heading: 3 }, limit: 50 });
    const seen = [];
    for (const hit of hits) if (!seen.includes(hit.document.url)) seen.push(hit.document.url);
    return seen.map((url) => ({ url }));
  };
  const times = [];
  const typed = new Set();
  for (const text of typedQueries)
    for (let end = 1; end <= text.length; end += 1) typed.add(text.slice(0, end));
  for (const query of typed) {
    const begin = performance.now();
    run(query);
    times.push(performance.now() - begin);
  }
  return { build, run, p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
}
const oramaSite = await orama(site);
const oramaRelevance = relevance((item) =>
  item.corpus || item.locale || item.kind === 'section' ? null : oramaSite.run(item.query),
);
const oursEnglish = relevance((item) =>
  item.corpus || item.locale || item.kind === 'section'
    ? null
    : indexes['en-US'].search(item.query).pages.map((page) => ({ url: page.url })),
);
const oramaCorpus = await orama(corpus);

const siteLatency = keystrokeLatency(indexes['en-US'], englishQueries);
const corpusLatency = keystrokeLatency(corpusIndex, typedQueries);
const html = htmlBytes();
const perPage = (body) => body.length / site.length;

console.log(`## Search (${new Date().toISOString().slice(0, 10)})\n`);
console.log('Command: `npm run build && npm run bench:search`\n');
console.log(`Relevance over ${ours.total} queries (bench/search/queries.json):\n`);
console.log('| engine | queries | hit@1 | hit@5 |');
console.log('|---|---|---|---|');
console.log(
  `| ours, all queries (incl. ${queries.filter((q) => q.kind === 'cjk').length} CJK) | ${ours.total} | ${ours.hit1.toFixed(3)} | ${ours.hit5.toFixed(3)} |`,
);
console.log(
  `| ours, English page queries | ${oursEnglish.total} | ${oursEnglish.hit1.toFixed(3)} | ${oursEnglish.hit5.toFixed(3)} |`,
);
console.log(
  `| Orama 3.1.18 (tolerance 1, same boosts), English page queries | ${oramaRelevance.total} | ${oramaRelevance.hit1.toFixed(3)} | ${oramaRelevance.hit5.toFixed(3)} |`,
);
if (ours.misses.length > 0)
  console.log(`\nNot first: ${ours.misses.map((miss) => `\`${miss}\``).join('; ')}`);

console.log(
  '\nSizes per 100 pages (index: what search needs; excerpts: section text for snippets, loaded beside it):\n',
);
console.log('| corpus | pages | index raw | index gzip | excerpts raw | excerpts gzip | whole index gzip |');
console.log('|---|---|---|---|---|---|---|');
for (const locale of locales)
  console.log(
    sizeRow(
      `site, ${locale}`,
      JSON.parse(files[locale].index).p.length,
      files[locale].index,
      files[locale].text,
    ),
  );
console.log(sizeRow('generated', corpus.length, corpusFiles.index, corpusFiles.text));
console.log(
  `\nPer page on the site (en-US, ${html.count} prerendered pages): search data ${kib(perPage(files['en-US'].index) + perPage(files['en-US'].text))} raw ` +
    `(${kib((gzip(files['en-US'].index) + gzip(files['en-US'].text)) / site.length)} gzip), its HTML ${kib(html.raw)} raw (${kib(html.gzip)} gzip).`,
);
console.log(
  `Vocabulary: ${readVocabulary(JSON.parse(files['en-US'].index).t).length} terms on the site, ${readVocabulary(built.index.t).length} in the generated corpus. ` +
    `Orama needs the text itself: ${kib(gzip(JSON.stringify(site)))} gzip for the site, ${kib(gzip(JSON.stringify(corpus.map(({ url, title, sections }) => ({ url, title, sections })))))} for the generated corpus.`,
);

console.log(
  '\nSpeed in Node.js (V8), per keystroke: every prefix of every query, each searched once, uncached:\n',
);
console.log('| corpus | engine | index build (parse + build) | keystrokes | query p50 | query p95 |');
console.log('|---|---|---|---|---|---|');
console.log(
  `| site (${site.length} pages) | ours | ${ms(buildTime(files['en-US'].index))} | ${siteLatency.count} | ${ms(siteLatency.p50)} | ${ms(siteLatency.p95)} |`,
);
console.log(
  `| site (${site.length} pages) | Orama | ${ms(oramaSite.build)} (insert) | - | ${ms(oramaSite.p50)} | ${ms(oramaSite.p95)} |`,
);
console.log(
  `| generated (1,000 pages) | ours | ${ms(buildTime(corpusFiles.index))} | ${corpusLatency.count} | ${ms(corpusLatency.p50)} | ${ms(corpusLatency.p95)} |`,
);
console.log(
  `| generated (1,000 pages) | Orama | ${ms(oramaCorpus.build)} (insert) | - | ${ms(oramaCorpus.p50)} | ${ms(oramaCorpus.p95)} |`,
);
console.log(
  `\nGenerated corpus, known-item queries (a page's own product name): ${knownHits}/${knownItems.length} first.`,
);
console.log(`Site, each page's title and each heading as a query for its page: ${ownWords()}.`);

if (process.env.SEARCH_BENCH_BROWSER !== '0') {
  const browser = await firstResultTimes({ corpusFiles });
  console.log(
    '\nIn Chromium against the production build (cold page load each run; `/` then one letter typed at once;',
  );
  console.log('time from that keystroke to the first option on screen, and the in-browser index build):\n');
  console.log('| index | runs | first results median | first results max | index build median |');
  console.log('|---|---|---|---|---|');
  for (const row of browser) {
    console.log(`| ${row.label} | ${row.runs} | ${ms(row.median)} | ${ms(row.max)} | ${ms(row.build)} |`);
  }
}

const targets = [
  ['hit@1 >= 0.8', ours.hit1 >= 0.8],
  ['hit@5 >= 0.95', ours.hit5 >= 0.95],
  ['query p95 <= 10 ms at 1,000 pages', corpusLatency.p95 <= 10],
  ['index <= 300 KiB gzip at 1,000 pages', gzip(corpusFiles.index) <= 300 * 1024],
];
console.log(`\nTargets: ${targets.map(([name, ok]) => `${name} ${ok ? 'ok' : 'MISSED'}`).join('; ')}`);
if (targets.some(([, ok]) => !ok)) process.exitCode = 1;
