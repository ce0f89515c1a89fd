import 'server-only';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  aliasPatch,
  keywordsPatch,
  spellingVariants,
  synonymPatch,
  type GapFix,
  type GapTopic,
} from '@/lib/insights/gaps';
import { stem } from '@/lib/search/tokenize';

/** What working out a gap's fix needs: the site's search and its pages' files (server/insights/dashboard.ts). */
export interface FixDeps {
  /** The pages suggested for an address that was not found (the 404 page's own suggestions). */
  suggest: (address: string) => Promise<{ url: string; title: string }[]>;
  /** The locale's search results for a text, best first, and the index terms it matched. */
  search: (
    locale: string,
    text: string,
  ) => Promise<{ pages: { url: string; title: string }[]; terms: readonly string[] }>;
  /** The source file of a page (relative to the repository) when it is an MDX page with front matter. */
  pageFile: (url: string) => string | undefined;
  /** A repository file's text, or undefined when it is not there (a deployment without content/). */
  readFile?: (file: string) => string | undefined;
  locales: readonly string[];
}

/** An address without its locale prefix, `.md` ending, query or fragment: as aliases are written. */
function aliasAddress(address: string, locales: readonly string[]): string {
  const path = address.split(/[?#]/)[0]!.replace(/\.md$/, '');
  const [, first = '', ...rest] = path.split('/');
  return locales.includes(first) ? `/${rest.join('/')}` : path;
}

/** Reads a file of the repository, at most 512 KiB, or undefined. */
export function repositoryFile(file: string): string | undefined {
  try {
    // Read from the checkout at run time, not traced into the build (it may be any file of the repository).
    const path = join(/* turbopackIgnore: true */ process.cwd(), file);
    if (statSync(path).size > 512 * 1024) return undefined;
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** The first of `items` that `test` holds for, in their order (the rest are not tested). */
async function firstOf<T>(items: readonly T[], test: (item: T) => Promise<boolean>): Promise<T | undefined> {
  for (const item of items) if (await test(item)) return item;
  return undefined;
}

/**
 * The change that would route a gap (README "Insights"): a 404 gets an alias to the page suggested
 * for it; a page voted down is to be revised; readers' words go into the `keywords` of the page the
 * site finds for the words of theirs it has; one word the site has in another spelling only
 * (`anonymise`, `anonymize`) becomes a synonym group; words the site has none of are a page to write.
 */
export async function fixFor(topic: GapTopic, locale: string, deps: FixDeps): Promise<GapFix> {
  if (topic.id.startsWith('page:')) return { kind: 'revise', page: topic.id.slice('page:'.length) };
  const missing = topic.evidence.find((item) => item.kind === 'not-found');
  if (missing) {
    const [page] = await deps.suggest(missing.text);
    const from = aliasAddress(missing.text, deps.locales);
    if (page && from !== '/') {
      const to = aliasAddress(page.url, deps.locales);
      if (to !== from) return { kind: 'alias', from, to, title: page.title, patch: aliasPatch(from, to) };
    }
  }
  // A word the site has (itself or another form of it), not one the search only matched as a typo
  // of another word ("rust" for "trust").
  const has = async (word: string) =>
    (await deps.search(locale, word)).terms.some((term) => term === word || stem(term) === stem(word));
  const known: string[] = [];
  for (const word of topic.words) if (await has(word)) known.push(word);
  if (known.length === 0) {
    const [word] = topic.words;
    const variant = topic.words.length === 1 ? await firstOf(spellingVariants(word!), has) : undefined;
    if (variant) return { kind: 'synonym', group: [variant, word!], patch: synonymPatch([variant, word!]) };
    return { kind: 'write' };
  }
  const [page] = (await deps.search(locale, known.join(' '))).pages;
  if (!page) return { kind: 'write' };
  const url = page.url.split('#')[0]!;
  const add = [topic.title.toLowerCase()];
  const file = deps.pageFile(url);
  const text = file ? (deps.readFile ?? repositoryFile)(file) : undefined;
  const patch = file && text ? keywordsPatch(file, text, add) : undefined;
  return {
    kind: 'keywords',
    page: url,
    title: page.title,
    add,
    ...(file ? { file } : {}),
    ...(patch ? { patch } : {}),
  };
}
