import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A search file as the server serves it: its public, content-hashed path and its body. */
export interface SearchFile {
  /** Public path, content-hashed: `/search/en-US.3f9a1c2b7d.json`. */
  path: string;
  body: string;
}

/** A locale's index and excerpt files. */
export interface LocaleSearchFiles {
  index: SearchFile;
  text: SearchFile;
}

const isSearchFile = (value: unknown): value is SearchFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SearchFile).path === 'string' &&
  (value as SearchFile).path.startsWith('/search/') &&
  typeof (value as SearchFile).body === 'string';

/** Whether a parsed `<locale>.json` the build wrote has the shape `LocaleSearchFiles`. */
export function isLocaleSearchFiles(value: unknown): value is LocaleSearchFiles {
  return (
    typeof value === 'object' &&
    value !== null &&
    isSearchFile((value as LocaleSearchFiles).index) &&
    isSearchFile((value as LocaleSearchFiles).text)
  );
}

/**
 * The search files the build wrote to `dir` (`<locale>.json` each), or undefined unless every locale's
 * file is there, is JSON and has the expected shape: a server that gets undefined builds the files
 * from the pages itself rather than serve a part of them, or files of another shape.
 */
export async function readBuiltSearchFiles<L extends string>(
  dir: string,
  locales: readonly L[],
): Promise<Map<L, LocaleSearchFiles> | undefined> {
  const read = await Promise.all(
    locales.map(async (locale) => {
      try {
        const parsed: unknown = JSON.parse(await readFile(join(dir, `${locale}.json`), 'utf8'));
        return isLocaleSearchFiles(parsed) ? ([locale, parsed] as const) : undefined;
      } catch {
        return undefined;
      }
    }),
  );
  if (read.some((entry) => entry === undefined)) return undefined;
  return new Map(read as (readonly [L, LocaleSearchFiles])[]);
}
