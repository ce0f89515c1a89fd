// JavaScript weight of prerendered pages: the gzipped size of every script their HTML references
// (script tags and script preloads), leaving out the `noModule` polyfill that modern browsers skip.
// Reads the production build in .next/, so run `npm run build` first. Exits 1 over budget.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KIB = 156;
const pages = [
  { label: 'home', route: '/', file: 'en-US.html', budget: false },
  {
    label: 'docs page',
    route: '/docs/observability/sdk/python/decorators',
    file: 'en-US/docs/observability/sdk/python/decorators.html',
    budget: true,
  },
  // A docs page with the most client code of its own (the assistant); its Markdown renderer loads
  // with the first question and is not counted here.
  { label: 'Ask AI page', route: '/docs/ask-ai', file: 'en-US/docs/ask-ai.html', budget: true },
  // A page generated from the OpenAPI document (tables and the request example's tabs).
  {
    label: 'API reference page',
    route: '/docs/api-reference/scores/create-score',
    file: 'en-US/docs/api-reference/scores/create-score.html',
    budget: true,
  },
  // The demo project (server-drawn, no client code of its own) and the walkthrough's player page.
  { label: 'demo project', route: '/demo', file: 'en-US/demo.html', budget: false },
  { label: 'watch the demo', route: '/watch-demo', file: 'en-US/watch-demo.html', budget: false },
];

const kib = (bytes) => (bytes / 1024).toFixed(1);

function scriptsOf(html) {
  const sources = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
    const attributes = match[1];
    if (/\bnoModule\b/i.test(attributes)) continue;
    const src = attributes.match(/\bsrc="([^"]+)"/);
    if (src) sources.add(src[1]);
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/g)) {
    const attributes = match[1];
    if (!/\brel="(preload|modulepreload)"/.test(attributes)) continue;
    if (/\brel="preload"/.test(attributes) && !/\bas="script"/.test(attributes)) continue;
    const href = attributes.match(/\bhref="([^"]+)"/);
    if (href) sources.add(href[1]);
  }
  return [...sources];
}

function fileFor(src) {
  const path = decodeURIComponent(new URL(src, 'http://x').pathname);
  if (!path.startsWith('/_next/')) throw new Error(`script outside the build: ${src}`);
  return join('.next', path.slice('/_next/'.length));
}

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build in .next/: run `npm run build` first.');
  process.exit(2);
}

let failed = false;
const rows = [];
for (const page of pages) {
  const html = readFileSync(join('.next/server/app', page.file), 'utf8');
  const scripts = scriptsOf(html);
  let raw = 0;
  let gzip = 0;
  for (const src of scripts) {
    const body = readFileSync(fileFor(src));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  const over = page.budget && gzip / 1024 > BUDGET_KIB;
  failed ||= over;
  rows.push({ ...page, count: scripts.length, raw, gzip, over });
}

console.log('| page | route | scripts | raw | gzip | budget |');
console.log('|---|---|---|---|---|---|');
for (const row of rows) {
  const budget = row.budget ? `${BUDGET_KIB} KiB ${row.over ? 'OVER' : 'ok'}` : '-';
  console.log(
    `| ${row.label} | ${row.route} | ${row.count} | ${kib(row.raw)} KiB | ${kib(row.gzip)} KiB | ${budget} |`,
  );
}
if (failed) {
  console.error(`\nA docs page references more than ${BUDGET_KIB} KiB of gzipped JavaScript.`);
  process.exit(1);
}
