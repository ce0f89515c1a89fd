// Lighthouse, mobile preset (the default config), median of 3 runs per page, against the production
// build served by the production server (dist/server.mjs) on a spare port. Run `npm run build` first. Prints a Markdown table for
// bench/RESULTS.md. Scores are noisy on a busy 2-core machine: run it alone.
import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import chromium from '../../tests/chromium.json' with { type: 'json' };

const port = Number(process.env.BENCH_PORT ?? 3300);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const paths =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : ['/', '/docs/observability/sdk/python/decorators'];
const chromeFlags = ['--headless=new', ...chromium.args];

async function waitFor(url, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer at ${url}`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = spawn('node', ['dist/server.mjs', '-p', String(port)], {
  stdio: 'ignore',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  detached: true,
});
try {
  await waitFor(`http://localhost:${port}/`);
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
        const { lhr } = await lighthouse(`http://localhost:${port}${path}`, {
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
  process.kill(-server.pid);
}
