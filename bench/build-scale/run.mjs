// Build at scale: time and peak memory of `npm run build` for the site as it is and for the site
// with generated pages added (MDX docs pages and cookbook notebooks), to find per-page work that
// does not scale. Runs in a cold copy of HEAD in the system's temporary folder (the working tree is
// untouched). Not under the repository: Next.js takes the outermost lockfile's folder as the
// workspace root, and a copy inside this one would load a second React from the outer node_modules.
//
//   node bench/build-scale/run.mjs                 # the real site, then with 2,000 generated pages
//   node bench/build-scale/run.mjs --pages 500     # another size
//   node bench/build-scale/run.mjs --only generated
//   node bench/build-scale/run.mjs --only generated --webpack   # the same with webpack
//
// Peak memory is the largest sum of the resident memory of the build and all its child processes
// (Next.js runs workers), sampled every 200 ms from /proc.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { generateSite } from './generate.mjs';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '2000' },
    only: { type: 'string' },
    // An experiment: `--experimental name=value` adds that key to next.config.ts's `experimental` in
    // the copy only (e.g. turbopackFileSystemCacheForBuild=false), to measure it before adopting it.
    experimental: { type: 'string', multiple: true, default: [] },
    // Another experiment: build the copy with webpack (`next build --webpack`) instead of Turbopack.
    webpack: { type: 'boolean', default: false },
  },
});
const pages = Number(values.pages);
const root = process.cwd();
const work = join(tmpdir(), 'spanlight-build-scale');

/**
 * A cold copy of HEAD: exported files, not a git worktree, whose build Next.js would warm from this
 * checkout's Turbopack cache (`turbopackSeedCacheFromWorktree`). Without history the contributors
 * step uses the committed map, as a shallow CI clone does.
 */
function checkout() {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  mkdirSync(join(root, 'bench', '.tmp'), { recursive: true });
  execFileSync('sh', ['-c', `git archive HEAD | tar -x -C '${work}'`]);
  // Hard links: the checkout shares the installed packages without copying them.
  execFileSync('cp', ['-al', join(root, 'node_modules'), join(work, 'node_modules')]);
}

/** Resident memory (bytes) of `pid` and all its descendants, from /proc, with the largest processes. */
function treeRss(pid) {
  const children = new Map();
  const rss = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent).push(Number(name));
      rss.set(Number(name), Number(fields[21]) * 4096);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const members = [];
  const stack = [pid];
  while (stack.length > 0) {
    const next = stack.pop();
    total += rss.get(next) ?? 0;
    members.push(next);
    stack.push(...(children.get(next) ?? []));
  }
  return { total, members: members.map((member) => ({ pid: member, rss: rss.get(member) ?? 0 })) };
}

/** A process's command line, shortened, to say which part of the build held the memory. */
function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim().slice(0, 90);
  } catch {
    return '?';
  }
}

function build(label) {
  return new Promise((resolve, reject) => {
    rmSync(join(work, '.next'), { recursive: true, force: true });
    const started = performance.now();
    const child = spawn('npm', ['run', 'build'], {
      cwd: work,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let peak = 0;
    let peakAt = '';
    // Output lines with the second they appeared, to place the peak in a phase of the build.
    const phases = [];
    child.stdout.on('data', (chunk) => {
      for (const line of String(chunk).split('\n'))
        if (/Compiled|Generating static pages .*\(0\/|Generating static pages .* in |Finalizing/.test(line))
          phases.push(`${((performance.now() - started) / 1000).toFixed(0)} s ${line.trim()}`);
    });
    const sampler = setInterval(() => {
      const { total, members } = treeRss(child.pid);
      if (total <= peak) return;
      peak = total;
      const top = members
        .sort((a, b) => b.rss - a.rss)
        .slice(0, 3)
        .map((m) => `${(m.rss / 2 ** 30).toFixed(2)} GiB ${commandOf(m.pid)}`);
      peakAt = `${((performance.now() - started) / 1000).toFixed(0)} s: ${top.join(' | ')}`;
    }, 200);
    child.on('exit', (code) => {
      clearInterval(sampler);
      const seconds = (performance.now() - started) / 1000;
      writeFileSync(join(root, 'bench', '.tmp', `build-scale-${label}.log`), output);
      if (code !== 0)
        return reject(
          new Error(`${label}: build failed (exit ${code}); see bench/.tmp/build-scale-${label}.log`),
        );
      const generated = Number(
        output
          .match(/Generating static pages[^\n]*\((\d+)\/(\d+)\)/g)
          ?.pop()
          ?.match(/\/(\d+)\)/)?.[1] ?? NaN,
      );
      console.log(`[build-scale] ${label}: phases\n  ${phases.join('\n  ')}\n  peak at ${peakAt}`);
      resolve({ label, seconds, peakGiB: peak / 2 ** 30, staticPages: generated });
    });
  });
}

/** Adds the `--experimental` settings to the copy's next.config.ts, and `--webpack` to its build. */
function applyExperiments() {
  if (values.webpack) {
    const file = join(work, 'package.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    if (!manifest.scripts.build.startsWith('next build '))
      throw new Error('package.json: the build script does not start with `next build`');
    manifest.scripts.build = manifest.scripts.build.replace('next build ', 'next build --webpack ');
    writeFileSync(file, JSON.stringify(manifest, null, 2));
    console.log(`[build-scale] build: ${manifest.scripts.build}`);
  }
  if (values.experimental.length === 0) return;
  const file = join(work, 'next.config.ts');
  const config = readFileSync(file, 'utf8');
  const settings = values.experimental
    .map((setting) => {
      const [name, value] = setting.split('=');
      if (!/^\w+$/.test(name ?? '') || value === undefined)
        throw new Error(`--experimental ${setting}: name=value`);
      return `${name}: ${value}`;
    })
    .join(', ');
  if (!config.includes('experimental: {')) throw new Error('next.config.ts has no experimental block');
  writeFileSync(file, config.replace('experimental: {', `experimental: { ${settings}, `));
  console.log(`[build-scale] experimental: ${settings}`);
}

const results = [];
checkout();
applyExperiments();
try {
  if (values.only !== 'generated') results.push(await build('real'));
  if (values.only !== 'real') {
    const added = generateSite(work, pages);
    console.log(`[build-scale] generated ${added.docs} docs pages and ${added.notebooks} notebooks`);
    results.push({ ...(await build(`generated-${pages}`)), added: added.docs + added.notebooks });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
for (const result of results)
  console.log(
    `${result.label}: ${result.seconds.toFixed(0)} s, peak ${result.peakGiB.toFixed(2)} GiB, ${result.staticPages} static pages` +
      (result.staticPages ? `, ${(result.seconds / result.staticPages).toFixed(3)} s per static page` : ''),
  );
if (results.length === 2) {
  const [real, generated] = results;
  const extraPages = generated.staticPages - real.staticPages;
  console.log(
    `marginal: ${((generated.seconds - real.seconds) / extraPages).toFixed(3)} s per added static page (${extraPages} added), +${(generated.peakGiB - real.peakGiB).toFixed(2)} GiB peak`,
  );
}
