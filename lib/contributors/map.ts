/**
 * The contributors map: a docs page path -> the GitHub handles of the people who wrote
 * it, most commits first. Built from `git log` by scripts/contributors.mjs and read by the site.
 *
 * Pure functions with no imports, so the build script can load this file on plain Node.
 */

/** Page path (`/docs/observability/overview`, no trailing slash, no `/index`) -> GitHub handles. */
export type ContributorsMap = Record<string, string[]>;

/** Where the map lives, relative to the project root. */
export const contributorsFiles = {
  /** Written by scripts/contributors.mjs before each build; git-ignored. */
  generated: '.generated/contributors.json',
  /** Committed: used alone when git history is missing or shallow, and as the base of the generated map. */
  committed: 'content/contributors.json',
} as const;

/** A person as git records them. */
export interface GitIdentity {
  name: string;
  email: string;
}

export interface GitCommit {
  author: GitIdentity;
  /** People named in `Co-authored-by:` trailers (squash merges carry everyone who worked on a change). */
  coAuthors: GitIdentity[];
  files: string[];
}

const RECORD = '\x1e';
const FIELD = '\x1f';
const TRAILER = '\x1d';

/**
 * The `--format` to run `git log --name-only` with for `parseGitLog`: a record separator, then the
 * author's name and e-mail (after `.mailmap`) and the co-authors, separated by control characters
 * that cannot occur in names or paths.
 */
export const GIT_LOG_FORMAT = '%x1e%aN%x1f%aE%x1f%(trailers:key=Co-authored-by,valueonly,separator=%x1d)';

function identityFrom(text: string): GitIdentity | null {
  const match = /^(.*?)\s*<([^>]*)>\s*$/.exec(text.trim());
  if (!match) return null;
  return { name: match[1]!.trim(), email: match[2]!.trim() };
}

/** Reads `git log --name-only --format=GIT_LOG_FORMAT` output, newest commit first. */
export function parseGitLog(output: string): GitCommit[] {
  const commits: GitCommit[] = [];
  for (const record of output.split(RECORD)) {
    if (record.trim() === '') continue;
    const [header = '', ...rest] = record.split('\n');
    const [name = '', email = '', trailers = ''] = header.split(FIELD);
    commits.push({
      author: { name: name.trim(), email: email.trim() },
      coAuthors: trailers
        .split(TRAILER)
        .map(identityFrom)
        .filter((identity): identity is GitIdentity => identity !== null),
      files: rest.map((line) => line.trim()).filter((line) => line !== ''),
    });
  }
  return commits;
}

/**
 * A page's canonical path: no trailing slash and no `/index` (`/docs/index` and `/docs/` -> `/docs`).
 * Query strings and fragments are dropped.
 */
export function normalizePagePath(path: string): string {
  let result = path.split(/[?#]/)[0]!.replace(/\/+$/, '');
  if (result === '/index' || result === '') return '/';
  if (result.endsWith('/index')) result = result.slice(0, -'/index'.length);
  return result.startsWith('/') ? result : `/${result}`;
}

/**
 * URL path of a content file: `content/docs/a/b.mdx` -> `/docs/a/b`, `content/pages/about.mdx` ->
 * `/about`, a translation `content/docs/a.ja.mdx` -> `/ja/docs/a`. Anything that is not a page
 * (assets, `meta.json`, files outside a content section) -> null.
 *
 * @param locales the locales whose pages carry a path prefix (all but the default locale)
 */
export function pagePathOfFile(file: string, locales: readonly string[]): string | null {
  const match = /^content\/([^/]+)\/(.+)\.mdx?$/.exec(file);
  if (!match) return null;
  const [, section, rest] = match as unknown as [string, string, string];
  let name = rest;
  let prefix = '';
  const dot = name.lastIndexOf('.');
  if (dot > name.lastIndexOf('/')) {
    const suffix = name.slice(dot + 1);
    if (!locales.includes(suffix)) return null;
    prefix = `/${suffix}`;
    name = name.slice(0, dot);
  }
  const base = section === 'pages' ? '' : `/${section}`;
  return normalizePagePath(`${prefix}${base}/${name}`);
}

/**
 * The GitHub handle of a git identity: the alias table by e-mail, then a GitHub noreply address
 * (`12345+handle@users.noreply.github.com`), then the alias table by name; null when unknown. Bots
 * (`name[bot]`) are never contributors.
 *
 * @param aliases e-mail or name -> handle; keys are matched case-insensitively
 */
export function handleOf(identity: GitIdentity, aliases: Readonly<Record<string, string>>): string | null {
  const lowerCased = new Map(Object.entries(aliases).map(([key, handle]) => [key.toLowerCase(), handle]));
  const noreply = /^(?:\d+\+)?([^@+]+)@users\.noreply\.github\.com$/i.exec(identity.email)?.[1];
  const handle =
    lowerCased.get(identity.email.toLowerCase()) ??
    noreply ??
    lowerCased.get(identity.name.trim().toLowerCase()) ??
    null;
  return handle && !handle.endsWith('[bot]') ? handle : null;
}

export interface ContributorsFromGit {
  contributors: ContributorsMap;
  /** Names of the authors the alias table does not know (their commits were left out), sorted. */
  unattributed: string[];
}

/**
 * The contributors map from `git log` output. A page's contributors are ordered by the number of
 * commits that touched it, ties broken by the most recent commit; authors without a handle are left out.
 */
export function contributorsFromGitLog(
  output: string,
  options: {
    aliases: Readonly<Record<string, string>>;
    locales: readonly string[];
    /** Pages of files outside content/: a cookbook notebook -> the paths it renders at. */
    extraPages?: Readonly<Record<string, readonly string[]>>;
  },
): ContributorsFromGit {
  const stats = new Map<string, Map<string, { commits: number; firstSeen: number }>>();
  const unattributed = new Set<string>();
  let order = 0;

  for (const commit of parseGitLog(output)) {
    const handles = new Set<string>();
    for (const person of [commit.author, ...commit.coAuthors]) {
      const handle = handleOf(person, options.aliases);
      if (handle) handles.add(handle);
      else if (!/\[bot\]$/.test(person.name) && person.name !== '') unattributed.add(person.name);
    }
    const paths = new Set(
      commit.files.flatMap((file) => {
        const page = pagePathOfFile(file, options.locales);
        return page ? [page] : (options.extraPages?.[file] ?? []);
      }),
    );
    for (const path of paths) {
      const page = stats.get(path) ?? new Map<string, { commits: number; firstSeen: number }>();
      stats.set(path, page);
      for (const handle of handles) {
        const entry = page.get(handle) ?? { commits: 0, firstSeen: order++ };
        entry.commits += 1;
        page.set(handle, entry);
      }
    }
  }

  const contributors: ContributorsMap = {};
  for (const path of [...stats.keys()].sort()) {
    const page = stats.get(path)!;
    if (page.size === 0) continue;
    contributors[path] = [...page.entries()]
      .sort(([, a], [, b]) => b.commits - a.commits || a.firstSeen - b.firstSeen)
      .map(([handle]) => handle);
  }
  return { contributors, unattributed: [...unattributed].sort() };
}

/**
 * `base` followed by what `extra` adds: each page keeps the order of `base` and gains the handles of
 * `extra` it does not have yet. Keys are normalized, so `/docs/a/index` and `/docs/a` are one page.
 */
export function mergeContributors(base: ContributorsMap, extra: ContributorsMap): ContributorsMap {
  const merged = new Map<string, string[]>();
  for (const map of [base, extra]) {
    for (const [path, handles] of Object.entries(map)) {
      const key = normalizePagePath(path);
      const list = merged.get(key) ?? [];
      for (const handle of handles) if (!list.includes(handle)) list.push(handle);
      merged.set(key, list);
    }
  }
  return Object.fromEntries([...merged.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * A contributors map from parsed JSON of unknown shape: entries that are not a path with a list of
 * handles are dropped instead of failing, since the map only decorates pages.
 */
export function parseContributorsMap(json: unknown): ContributorsMap {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return {};
  const map: ContributorsMap = {};
  for (const [path, handles] of Object.entries(json as Record<string, unknown>)) {
    if (!path.startsWith('/') || !Array.isArray(handles)) continue;
    const valid = handles.filter((handle): handle is string => typeof handle === 'string' && handle !== '');
    if (valid.length > 0) map[path] = valid;
  }
  return map;
}
