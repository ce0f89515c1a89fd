import { indexTerms, stem } from '@/lib/search/tokenize';

/**
 * Content gaps: what readers looked for and did not find — searches with no result, questions Ask AI
 * had nothing for (or whose answer they voted down), addresses that were not found, pages voted
 * down — merged into topics and ranked, each with its evidence and the change that would route it.
 */

export type EvidenceKind = 'search' | 'question' | 'not-found' | 'feedback';

export interface GapEvidence {
  kind: EvidenceKind;
  /** What the reader typed, the address, or the page voted down. */
  text: string;
  count: number;
  /** The referring hosts of a 404; the comments of a page voted down. */
  notes?: string[];
}

/** How much one reader's miss weighs, by kind: a question or a vote down took more effort than a search. */
export const evidenceWeight: Record<EvidenceKind, number> = {
  search: 1,
  'not-found': 1,
  question: 2,
  feedback: 2,
};

export interface GapInput {
  noResultSearches: { query: string; count: number }[];
  unansweredQuestions: { question: string; count: number }[];
  notFound: { address: string; count: number; referrers: string[] }[];
  negativePages: { page: string; negative: number; comments: string[] }[];
}

export interface GapTopic {
  /** The topic's identity: its words' stems, sorted (or `page:` and the page voted down). */
  id: string;
  /** The words readers used most for it (the most frequent evidence text). */
  title: string;
  /** The topic's words as readers typed them (lower case, no stop words). */
  words: string[];
  score: number;
  evidence: GapEvidence[];
}

/** The topic words of a text: index terms without stop words. */
export const topicWords = (text: string) => indexTerms(text.toLowerCase());

const topicId = (words: readonly string[]) => [...new Set(words.map(stem))].sort().join(' ');

/**
 * Merges the evidence into topics — texts with the same words (by stem, in any order, stop words
 * aside) are one topic: "Rust SDK", "rust sdk?" and "Is there a Rust SDK?" — and ranks them by the
 * weighted count of their evidence. `addressWords` gives the words of a 404's address.
 */
export function contentGaps(input: GapInput, addressWords: (address: string) => string[]): GapTopic[] {
  const topics = new Map<string, GapTopic>();
  const add = (words: string[], evidence: GapEvidence, id = topicId(words)) => {
    if (id === '') return;
    let topic = topics.get(id);
    if (!topic) {
      topic = { id, title: evidence.text, words, score: 0, evidence: [] };
      topics.set(id, topic);
    }
    topic.score += evidence.count * evidenceWeight[evidence.kind];
    const same = topic.evidence.find((item) => item.kind === evidence.kind && item.text === evidence.text);
    if (same) {
      same.count += evidence.count;
      if (evidence.notes) same.notes = [...new Set([...(same.notes ?? []), ...evidence.notes])];
    } else topic.evidence.push({ ...evidence });
  };
  for (const { query, count } of input.noResultSearches)
    add(topicWords(query), { kind: 'search', text: query, count });
  for (const { question, count } of input.unansweredQuestions)
    add(topicWords(question), { kind: 'question', text: question, count });
  for (const { address, count, referrers } of input.notFound)
    add(addressWords(address), { kind: 'not-found', text: address, count, notes: referrers });
  for (const { page, negative, comments } of input.negativePages)
    add(
      topicWords(page.replace(/[/-]+/g, ' ')),
      { kind: 'feedback', text: page, count: negative, notes: comments },
      `page:${page}`,
    );
  for (const topic of topics.values()) {
    topic.evidence.sort((a, b) => b.count * evidenceWeight[b.kind] - a.count * evidenceWeight[a.kind]);
    // The words readers used most: a search or a question reads better than an address.
    const typed = topic.evidence.find((item) => item.kind === 'search' || item.kind === 'question');
    topic.title = (typed ?? topic.evidence[0]!).text;
  }
  return [...topics.values()].sort((a, b) => b.score - a.score || a.title.localeCompare(b.title));
}

/** A change to the site's repository that would route a gap, shown as a patch to copy. */
export type GapFix =
  /** A 404: an alias in config/redirects.ts from the address to the page it meant. */
  | { kind: 'alias'; from: string; to: string; title: string; patch: string }
  /**
   * The readers' words added to the `keywords` of the page that covers them: a patch when its MDX
   * file is at hand, else the words to add (a notebook's keywords are in cookbook/_routes.json).
   */
  | { kind: 'keywords'; page: string; title: string; file?: string; add: string[]; patch?: string }
  /** A word readers use for one the site uses: a synonym group in config/search-synonyms.ts. */
  | { kind: 'synonym'; group: string[]; patch: string }
  /** A page voted down: its comments say what to mend. */
  | { kind: 'revise'; page: string }
  /** Nothing on the site covers it: a page to write. */
  | { kind: 'write' };

/**
 * Other spellings of a word that mean the same: British and American endings (`-ise`/`-ize`,
 * `-isation`/`-ization`, `-yse`/`-yze`, `-our`/`-or`), and without its hyphens.
 */
export function spellingVariants(word: string): string[] {
  const swaps: [RegExp, string][] = [
    [/isation(s?)$/, 'ization$1'],
    [/ization(s?)$/, 'isation$1'],
    [/is(e|ed|es|ing)$/, 'iz$1'],
    [/iz(e|ed|es|ing)$/, 'is$1'],
    [/ys(e|ed|es|ing)$/, 'yz$1'],
    [/yz(e|ed|es|ing)$/, 'ys$1'],
    [/our(s?)$/, 'or$1'],
    [/-/g, ''],
  ];
  return [...new Set(swaps.map(([pattern, replacement]) => word.replace(pattern, replacement)))].filter(
    (variant) => variant !== word,
  );
}

/** A TypeScript string literal in the config files' style (single quotes). */
const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The alias to add to `aliases` in config/redirects.ts, as a patch. */
export function aliasPatch(from: string, to: string): string {
  return [
    '--- a/config/redirects.ts',
    '+++ b/config/redirects.ts',
    '@@ export const aliases: readonly Redirect[] = [',
    ' export const aliases: readonly Redirect[] = [',
    `+  { from: ${quoted(from)}, to: ${quoted(to)} },`,
  ].join('\n');
}

/** A synonym group to add to config/search-synonyms.ts, as a patch. */
export function synonymPatch(group: readonly string[]): string {
  return [
    '--- a/config/search-synonyms.ts',
    '+++ b/config/search-synonyms.ts',
    '@@ export const searchSynonyms: readonly (readonly string[])[] = [',
    ' export const searchSynonyms: readonly (readonly string[])[] = [',
    `+  [${group.map(quoted).join(', ')}],`,
  ].join('\n');
}

/** A keyword as YAML flow sequences hold it: plain when it can be, quoted otherwise. */
const yamlItem = (text: string) =>
  /^[\p{L}\p{N}][\p{L}\p{N} .'-]*$/u.test(text) ? text : JSON.stringify(text);

/**
 * The patch adding `add` to the `keywords` of a page's front matter, from the file's text: the one
 * line `keywords: [...]` extended, or a new line before the front matter's end when it has none.
 * Undefined when the front matter is not found or its keywords are written over several lines.
 */
export function keywordsPatch(file: string, text: string, add: readonly string[]): string | undefined {
  const lines = text.split('\n');
  if (lines[0] !== '---') return undefined;
  const end = lines.indexOf('---', 1);
  if (end < 0) return undefined;
  const at = lines.findIndex((line, index) => index > 0 && index < end && /^keywords:/.test(line));
  const items = add.map(yamlItem).join(', ');
  const header = [`--- a/${file}`, `+++ b/${file}`];
  if (at < 0) {
    return [
      ...header,
      `@@ -${end},2 +${end},3 @@`,
      ` ${lines[end - 1]}`,
      `+keywords: [${items}]`,
      ` ---`,
    ].join('\n');
  }
  const match = /^keywords:\s*\[(.*)\]\s*$/.exec(lines[at]!);
  if (!match) return undefined;
  const inner = match[1]!.trim();
  const next = `keywords: [${inner ? `${inner}, ` : ''}${items}]`;
  return [...header, `@@ -${at + 1},1 +${at + 1},1 @@`, `-${lines[at]}`, `+${next}`].join('\n');
}
