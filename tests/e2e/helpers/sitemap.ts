import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { locales } from '@/lib/i18n';
import { withoutLocale } from '@/lib/i18n/paths';

/**
 * Every path the sitemap lists (`/docs`, `/ja/pricing`, ...), read from the running server so a new
 * page is covered the day it is published. Fewer than `atLeast` fails: a sweep over an empty or
 * truncated sitemap would pass for nothing.
 */
export async function sitemapPaths(request: APIRequestContext, atLeast = 150): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status(), '/sitemap.xml').toBe(200);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(paths.length, `pages in /sitemap.xml`).toBeGreaterThan(atLeast);
  return paths;
}

interface RouteFolder {
  name: string;
  children: RouteFolder[];
}

const appRoot = join(process.cwd(), 'app', '[lang]');

function routeFolders(dir: string): RouteFolder[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => ({ name: entry.name, children: routeFolders(join(dir, entry.name)) }));
}

/** Which folder of a level takes a segment, in Next.js's order: static, `[slug]`, then catch-all. */
function folderFor(folders: RouteFolder[], segment: string): RouteFolder | undefined {
  return (
    folders.find((f) => f.name === segment) ??
    folders.find((f) => /^\[[^.]+\]$/.test(f.name)) ??
    folders.find((f) => f.name.startsWith('[...') || f.name.startsWith('[[...'))
  );
}

let tree: RouteFolder[] | undefined;

/**
 * The route (folder under `app/[lang]`) that renders a path, e.g. `/ja/blog/x` -> `/blog/[slug]`,
 * `/pricing` -> `/[...slug]`, `/` -> `/` (the home page): pages of one route share a template.
 */
export function routeOf(path: string): string {
  tree ??= routeFolders(appRoot);
  const segments = withoutLocale(path, locales).split('/').filter(Boolean);
  const route: string[] = [];
  let folders = tree;
  for (const segment of segments) {
    const folder = folderFor(folders, segment);
    if (!folder) throw new Error(`${path}: no folder under app/[lang]/${route.join('/')} takes "${segment}"`);
    route.push(folder.name);
    // A catch-all takes the rest of the path.
    if (folder.name.includes('...')) return `/${route.join('/')}`;
    folders = folder.children;
  }
  // `[[...slug]]` also renders its parent's own path (`/docs` -> `/docs/[[...slug]]`).
  const optional = folders.find((f) => f.name.startsWith('[[...'));
  return `/${[...route, ...(optional ? [optional.name] : [])].join('/')}`;
}
