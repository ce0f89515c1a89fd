import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
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

const hashOf = (body: string) => createHash('sha256').update(body).digest('hex').slice(0, 12);

/** A locale's index and excerpt files under their public names, hashed from their content. */
export function localeSearchFiles(
  locale: string,
  bodies: { index: string; text: string },
): LocaleSearchFiles {
  return {
    index: { path: `/search/${locale}.${hashOf(bodies.index)}.json`, body: bodies.index },
    text: { path: `/search/${locale}.text.${hashOf(bodies.text)}.json`, body: bodies.text },
  };
}

/**
 * The files served under /search/ (as a build prerendered them) by locale again, read from their
 * names (`localeSearchFiles`). A name of another shape, a body that does not hash to its name, or a
 * locale without both files is an error naming the file or the locale: the server must get what the
 * pages link to, or nothing.
 */
export function searchFilesByLocale(files: Iterable<SearchFile>): Map<string, LocaleSearchFiles> {
  const found = new Map<string, Partial<LocaleSearchFiles>>();
  for (const file of files) {
    const name = /^\/search\/([^./]+)\.(text\.)?([0-9a-f]{12})\.json$/.exec(file.path);
    if (!name) throw new Error(`${file.path}: not a search file name (/search/<locale>[.text].<hash>.json)`);
    const [, locale = '', text, hash] = name;
    if (hashOf(file.body) !== hash) throw new Error(`${file.path}: its content does not hash to its name`);
    const kind = text ? 'text' : 'index';
    const entry = found.get(locale) ?? {};
    const other = entry[kind];
    if (other) throw new Error(`${file.path}: ${locale} has another ${kind} file, ${other.path}`);
    entry[kind] = file;
    found.set(locale, entry);
  }
  const complete = new Map<string, LocaleSearchFiles>();
  for (const [locale, { index, text }] of found) {
    if (!index || !text) throw new Error(`search files of ${locale}: no ${index ? 'text' : 'index'} file`);
    complete.set(locale, { index, text });
  }
  return complete;
}

/** Writes each locale's files to `dir` as `<locale>.json`, which `readBuiltSearchFiles` reads. */
export function writeBuiltSearchFiles(dir: string, files: ReadonlyMap<string, LocaleSearchFiles>): void {
  mkdirSync(dir, { recursive: true });
  for (const [locale, localeFiles] of files)
    writeFileSync(join(dir, `${locale}.json`), JSON.stringify(localeFiles));
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
