// Builds the site a second time, into .next-configured, with the app hosts and every third-party
// vendor pointing at the local stand-ins (tests/stand-ins): the end-to-end tests of the sign-in
// button and the integrations run against it, the rest against the default build.
import { spawnSync } from 'node:child_process';
import { configuredEnv } from '../tests/stand-ins/configured-env.mjs';

const result = spawnSync('npx', ['next', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, ...configuredEnv },
});
process.exit(result.status ?? 1);
