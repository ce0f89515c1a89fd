// Builds the site a second time, into .next-configured, with the app hosts and every third-party
// vendor pointing at the local stand-ins (tests/stand-ins): the end-to-end tests of the sign-in
// button and the integrations run against it, the rest against the default build.
import { spawnSync } from 'node:child_process';
import { configuredEnv } from '../tests/stand-ins/configured-env.mjs';

const env = { ...process.env, ...configuredEnv };
const result = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env });
if (result.status !== 0) process.exit(result.status ?? 1);
// The list of its pages and the social images they name, and its search files for its server, in its
// own folder (NEXT_DIST_DIR).
for (const script of ['scripts/built-pages.mjs', 'scripts/search-files.mjs']) {
  const step = spawnSync('node', [script], { stdio: 'inherit', env });
  if (step.status !== 0) process.exit(step.status ?? 1);
}
