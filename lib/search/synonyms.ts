import { indexTerms } from './tokenize';

/**
 * The keywords a page is searched under: its own (`keywords` front matter) and, for each synonym
 * group one of whose terms the page's title, section or keywords hold, the group's other terms.
 * Headings are left out: they mention much that the page is not about. Terms are matched as whole
 * words (a phrase needs all its words, in any order).
 */
export function expandKeywords(
  page: { title: string; trail?: string; keywords?: readonly string[] },
  groups: readonly (readonly string[])[],
): string[] {
  const own = page.keywords ?? [];
  const words = new Set(indexTerms([page.title, page.trail ?? '', ...own].join(' '), true));
  const holds = (term: string) => {
    const terms = indexTerms(term, true);
    return terms.length > 0 && terms.every((word) => words.has(word));
  };
  const keywords = new Set(own);
  for (const group of groups) {
    if (!group.some(holds)) continue;
    for (const term of group) if (!holds(term)) keywords.add(term);
  }
  return [...keywords];
}
