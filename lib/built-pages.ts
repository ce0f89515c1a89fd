import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { distDir } from '@/config/dist-dir';

/**
 * What the build prerendered (`built-pages.json`, written by scripts/built-pages.mjs after
 * `next build`): every page address the site serves, and the social images those pages name. Read by
 * the feedback API (server/built-pages.ts) and by the proxy, which sends a redirected locale variant to
 * its translation only where one was built.
 */
export interface BuiltPages {
  pages: ReadonlySet<string>;
  /** The query strings of the `/api/og` images the pages name. */
  socialImages: readonly string[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Reads the build's list; undefined without one (the development server) or when it is unreadable. */
export function readBuiltPages(
  file = resolve(/* turbopackIgnore: true */ process.cwd(), distDir(), 'built-pages.json'),
): BuiltPages | undefined {
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as { pages?: unknown; socialImages?: unknown };
    const pages = strings(data.pages);
    if (pages.length === 0) return undefined;
    return { pages: new Set(pages), socialImages: strings(data.socialImages) };
  } catch {
    return undefined;
  }
}
