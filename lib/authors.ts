import { authors as registry, type Author } from '@/config/authors';

/** Avatar edge length in CSS pixels. */
export const AUTHOR_AVATAR_SIZE = 40;

/** With more authors than this, only first names are shown. */
export const FULL_NAMES_UP_TO = 2;

/** Where a person's name links: X when their handle is known, otherwise GitHub. */
export function socialProfileUrl(person: { twitter?: string; github: string }): string {
  return person.twitter ? `https://x.com/${person.twitter}` : `https://github.com/${person.github}`;
}

/** An author as a post shows them. */
export interface PostAuthor {
  key: string;
  /** Full name, or the first name when the post lists more than two authors. */
  displayName: string;
  /** Always the full name, e.g. for a tooltip. */
  name: string;
  title: string;
  image: string;
  profileUrl: string;
}

export interface ResolvedAuthors {
  authors: PostAuthor[];
  /** Front matter entries that matched nobody; the caller reports them. */
  unknown: string[];
}

const sameFirstName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/**
 * The registry entry for a front matter entry: by key, otherwise by first name (ignoring case and
 * accents, so `lucia` finds Lucía). A first name shared by two people matches neither.
 */
export function findAuthor(entry: string, people: readonly Author[] = registry): Author | undefined {
  const byKey = people.find((person) => person.key === entry);
  if (byKey) return byKey;
  const byFirstName = people.filter((person) => sameFirstName(person.firstName, entry.trim()));
  return byFirstName.length === 1 ? byFirstName[0] : undefined;
}

/**
 * A post's `authors` front matter resolved against the registry, in order: unknown entries are
 * skipped (and returned in `unknown`), duplicates shown once. Names are shortened to first names when
 * more than two authors remain to be shown.
 */
export function resolveAuthors(
  entries: readonly string[],
  people: readonly Author[] = registry,
): ResolvedAuthors {
  const found: Author[] = [];
  const unknown: string[] = [];
  for (const entry of entries) {
    const author = findAuthor(entry, people);
    if (!author) unknown.push(entry);
    else if (!found.includes(author)) found.push(author);
  }
  const firstNamesOnly = found.length > FULL_NAMES_UP_TO;
  return {
    authors: found.map((author) => ({
      key: author.key,
      displayName: firstNamesOnly ? author.firstName : author.name,
      name: author.name,
      title: author.title,
      image: author.image,
      profileUrl: socialProfileUrl(author),
    })),
    unknown,
  };
}

/** The build warning for a post with unknown author entries, or null when every entry is known. */
export function unknownAuthorsWarning(file: string, unknown: readonly string[]): string | null {
  if (unknown.length === 0) return null;
  const list = unknown.map((entry) => `"${entry}"`).join(', ');
  return `[authors] ${file}: unknown author ${unknown.length === 1 ? 'key' : 'keys'} ${list} skipped; add ${unknown.length === 1 ? 'it' : 'them'} to config/authors.ts or fix the front matter.`;
}
