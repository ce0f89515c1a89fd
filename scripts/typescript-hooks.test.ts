import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

// Build scripts (contributors, check-samples, benchmarks) import the project's TypeScript through these
// hooks; a module they cannot resolve made the contributors step fall back to the committed map.
describe('typescript-hooks', () => {
  it(
    'lets a build script import modules that use relative paths and the @/ alias',
    { timeout: 30_000 },
    async () => {
      const script = `
      import { register } from 'node:module';
      register('./scripts/typescript-hooks.mjs', 'file://${process.cwd()}/');
      const registry = await import('./lib/cookbook/registry.ts');
      console.log(typeof registry.parseRoutes === 'function' || Object.keys(registry).length > 0);
    `;
      const { stdout } = await run('node', ['--input-type=module', '-e', script], { cwd: process.cwd() });
      expect(stdout.trim()).toBe('true');
    },
  );
});
