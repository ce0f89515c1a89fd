// Writes the contributors map (docs page path -> GitHub handles) from git history before each build:
// `npm run build` runs it as `prebuild`; run it alone with `node scripts/contributors.mjs`.
//
// The committed map (content/contributors.json) is the base: it records contributors git cannot
// show, such as those who wrote pages before the docs moved into this repository. Git adds everyone
// who committed to a page since, through the alias table in config/contributors.ts. With no git, no
// repository or a shallow clone, the committed map is used alone. This script never fails the build:
// if anything goes wrong the site reads the committed map.
//
// `--update-committed` also writes the result back to content/contributors.json, so that builds from
// shallow clones (CI) show the same lists.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { register } from 'node:module';
import { fileURLToPath } from 'node:url';

// Also in lib/contributors/map.ts (contributorsFiles), repeated for when loading that module fails.
const GENERATED = '.generated/contributors.json';
const log = (message) => console.log(`[contributors] ${message}`);

function git(args) {
  return execFileSync('git', args, {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function main() {
  // Paths below and git's pathspec are relative to the project root, wherever the script is run from.
  process.chdir(fileURLToPath(new URL('..', import.meta.url)));
  register('./typescript-hooks.mjs', import.meta.url);
  const {
    contributorsFiles,
    contributorsFromGitLog,
    GIT_LOG_FORMAT,
    mergeContributors,
    parseContributorsMap,
  } = await import('../lib/contributors/map.ts');
  const { contributorAliases } = await import('../config/contributors.ts');
  const { siteConfig } = await import('../config/site.ts');
  const { deriveRoutes } = await import('../lib/cookbook/registry.ts');
  // Notebooks render at the paths their registry entry derives; their commits count for each.
  const extraPages = {};
  try {
    const registry = JSON.parse(readFileSync('cookbook/_routes.json', 'utf8'));
    for (const route of deriveRoutes(Array.isArray(registry) ? registry : [])) {
      (extraPages[route.ipynbPath] ??= []).push(`/${route.path}`);
    }
  } catch (error) {
    log(`cannot read cookbook/_routes.json (${error.message}); notebooks get no contributors`);
  }

  let committed = {};
  try {
    committed = parseContributorsMap(JSON.parse(readFileSync(contributorsFiles.committed, 'utf8')));
  } catch (error) {
    log(`cannot read ${contributorsFiles.committed} (${error.message}); starting from an empty map`);
  }

  let map = mergeContributors(committed, {});
  let source = contributorsFiles.committed;
  try {
    if (git(['rev-parse', '--is-shallow-repository']).trim() === 'true') {
      log(`shallow clone: using ${contributorsFiles.committed} alone`);
    } else {
      const output = git([
        'log',
        '--no-merges',
        '--name-only',
        `--format=${GIT_LOG_FORMAT}`,
        '--',
        'content',
        'cookbook',
      ]);
      const locales = siteConfig.i18n.locales.filter((locale) => locale !== siteConfig.i18n.defaultLocale);
      const fromGit = contributorsFromGitLog(output, { aliases: contributorAliases, locales, extraPages });
      map = mergeContributors(committed, fromGit.contributors);
      source = `${contributorsFiles.committed} and git history`;
      if (fromGit.unattributed.length > 0) {
        log(
          `left out commits by ${fromGit.unattributed.join(', ')}: not in the alias table (config/contributors.ts)`,
        );
      }
    }
  } catch (error) {
    const reason = error.code === 'ENOENT' ? 'git is not installed' : 'no git history';
    log(`${reason}: using ${contributorsFiles.committed} alone`);
  }

  const json = `${JSON.stringify(map, null, 2)}\n`;
  mkdirSync(dirname(contributorsFiles.generated), { recursive: true });
  writeFileSync(contributorsFiles.generated, json);
  if (process.argv.includes('--update-committed')) writeFileSync(contributorsFiles.committed, json);
  log(`${Object.keys(map).length} pages from ${source} -> ${contributorsFiles.generated}`);
}

main().catch((error) => {
  // A map left by an earlier build would be stale: remove it so that the site reads the committed one.
  rmSync(GENERATED, { force: true });
  console.warn(
    `[contributors] could not generate the map (${error.message}); the site uses the committed one`,
  );
});
