// Lighthouse, mobile preset (the default config), median of 3 runs per page, against the production
// build served by the production server (dist/server.mjs) on a spare port. Run `npm run build` first. Prints a Markdown table for
// bench/RESULTS.md. Scores are noisy on a busy 2-core machine: run it alone.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import chromium from '../../tests/chromium.json' with { type: 'json' };
import { startProductionServer } from '../../tests/setup/production-server.mjs';

const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const paths =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : ['/', '/docs/observability/sdk/python/decorators'];
const chromeFlags = ['--headless=new', ...chromium.args];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startProductionServer({ port, probe: '/' });
try {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
    chromeFlags,
  });
  try {
    console.log('| page | performance | accessibility | best practices | SEO | CLS | TBT | LCP |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const path of paths) {
      const results = [];
      for (let i = 0; i < runs; i += 1) {
        const { lhr } = await lighthouse(`${server.origin.replace('127.0.0.1', 'localhost')}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
        });
        results.push(lhr);
      }
      const score = (id) => Math.round(median(results.map((r) => r.categories[id].score * 100)));
      const audit = (id) => median(results.map((r) => r.audits[id].numericValue));
      const failing = results[0].categories.accessibility.auditRefs
        .concat(results[0].categories['best-practices'].auditRefs, results[0].categories.seo.auditRefs)
        .filter(
          (ref) =>
            ref.weight > 0 && results[0].audits[ref.id].score !== null && results[0].audits[ref.id].score < 1,
        )
        .map((ref) => ref.id);
      console.log(
        `| ${path} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${audit('cumulative-layout-shift').toFixed(3)} | ${Math.round(audit('total-blocking-time'))} ms | ${Math.round(audit('largest-contentful-paint'))} ms |`,
      );
      if (failing.length > 0) console.error(`  ${path}: audits below 100: ${failing.join(', ')}`);
    }
  } finally {
    await chrome.kill();
  }
} finally {
  server.stop();
}
