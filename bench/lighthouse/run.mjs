// Lighthouse, mobile preset (the default config), median of 3 runs per page, against the production
// build served by the production server (dist/server.mjs) on a spare port. Run `npm run build` first.
// Prints a Markdown table for bench/RESULTS.md. Scores are noisy on a busy 2-core machine: run it alone.
//
// Every page asks the EU, US and HIPAA app hosts (*.spanlight.example) for a session. Those names do
// not resolve here, and the failed requests would show as console errors that production does not
// have; so Chromium resolves them to a local HTTPS stand-in answering as the app does for a visitor
// without a session (200 `{}`, CORS with credentials), on a throwaway self-signed certificate.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/** The app hosts' stand-in: resolves to { port, close() }. */
async function startAppHosts() {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-app-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=*.spanlight.example',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const server = createServer(
    { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
    (request, response) => {
      const origin = request.headers.origin ?? '*';
      response.writeHead(200, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
        Vary: 'Origin',
        'Content-Type': 'application/json',
        'Cache-Control': 'no-store',
      });
      response.end('{}');
    },
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    close: () => {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const appHosts = await startAppHosts();
const chromeFlags = [
  '--headless=new',
  ...chromium.args,
  `--host-resolver-rules=MAP *.spanlight.example:443 127.0.0.1:${appHosts.port}`,
  '--ignore-certificate-errors',
];

// `LIGHTHOUSE_DETAILS=1` also prints where the main thread's time goes (the first run's main-thread
// work by kind and the scripts that took longest): what to look at when blocking time is high.
const details = process.env.LIGHTHOUSE_DETAILS === '1';

function printWhereTheTimeGoes(path, results) {
  const rows = (id) => results[0].audits[id]?.details?.items ?? [];
  const work = rows('mainthread-work-breakdown')
    .map((item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration)} ms`)
    .join(', ');
  console.error(`  ${path}: main thread: ${work}`);
  for (const item of rows('bootup-time').slice(0, 6))
    console.error(
      `    ${item.url.replace(/^https?:\/\/[^/]+/, '')}: ${Math.round(item.total)} ms (script ${Math.round(item.scripting)} ms, parse ${Math.round(item.scriptParseCompile)} ms)`,
    );
  const tasks = rows('long-tasks').map((task) => `${Math.round(task.duration)} ms`);
  console.error(`    long tasks: ${tasks.join(', ') || 'none'}`);
}

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
      if (details) printWhereTheTimeGoes(path, results);
    }
  } finally {
    await chrome.kill();
  }
} finally {
  server.stop();
  appHosts.close();
}
