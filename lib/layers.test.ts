import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The direction of dependencies: app → components → lib → config, and app → server → lib → config.
 * Routes (app/) load data through server/ and hand it to components as props; components never reach
 * into server/ (no file system, no stores), and nothing below a layer imports from above it. Tests
 * are left out: they may use any layer to check another.
 */
const allowed: Record<string, readonly string[]> = {
  components: ['components', 'lib', 'config'],
  server: ['server', 'lib', 'config'],
  lib: ['lib', 'config'],
  config: ['config'],
};

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

/** The layer (top folder) a specifier of `file` points at, or null for a package. */
function layerOf(file: string, specifier: string): string | null {
  const path = specifier.startsWith('@/')
    ? specifier.slice(2)
    : specifier.startsWith('.')
      ? relative(process.cwd(), normalize(join(dirname(file), specifier)))
      : null;
  return path?.split('/')[0] ?? null;
}

describe('layers', () => {
  it('import only from their own layer and those below it', () => {
    const wrong: string[] = [];
    for (const [layer, may] of Object.entries(allowed)) {
      for (const file of sources(layer)) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
          const target = layerOf(file, match[1]!);
          if (target && target in allowed && !may.includes(target)) wrong.push(`${file} -> ${match[1]}`);
          if (target === 'app') wrong.push(`${file} -> ${match[1]}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
