import {
  headingSlug,
  searchFormatVersion,
  writePostings,
  writeVocabulary,
  type SearchDocument,
  type SearchIndexFile,
  type SearchTextFile,
} from './index-format';
import { indexTerms } from './tokenize';

/** Runs of white space become one space: the text is for matching and snippets, not layout. */
const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Text as a reader sees it, without the Markdown syntax the compiler leaves in structured data:
 * `**bold**`, `*emphasis*`, `` `code` `` and `[link](url)` become their words. Underscores stay
 * (`get_client`, `__init__`): in these docs they are code far more often than emphasis.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]\n]*)\]\([^)\s]*(?:\s+"[^"]*")?\)/g, '$1')
    .replace(/(`+)([^\n]*?)\1/g, (_, _fence: string, code: string) => code.trim())
    .replace(/\*\*(?=\S)([^\n]*?\S)\*\*/g, '$1')
    .replace(/(^|[^\w*])\*(?=\S)([^*\n]*?\S)\*(?![\w*])/g, '$1$2');
}

/**
 * The keyword field as the index stores it: each term once, without those the title already holds (a
 * word counts once per page, from its best field, and the title weighs more). The browser matches the
 * field term by term, so phrases need not stay whole; this keeps the index of 1,000 pages within its
 * budget.
 */
export function keywordTerms(title: string, keywords: readonly string[]): string {
  const named = new Set(indexTerms(title, true));
  return indexTerms(keywords.join(' '), true)
    .filter((term) => !named.has(term))
    .join(' ');
}

/** Builds a locale's index and excerpt files from its pages. Deterministic: same pages, same bytes. */
export function buildSearchIndex(documents: readonly SearchDocument[]): {
  index: SearchIndexFile;
  text: SearchTextFile;
} {
  const pages: SearchIndexFile['p'] = [];
  const sections: SearchIndexFile['s'] = [];
  let sectionCount = 0;
  const texts: string[] = [];
  const postings = new Map<string, number[]>();
  const vocabulary = new Set<string>();

  for (const document of documents) {
    // The first section is always the text before the first heading, even when there is none.
    const intro = { id: '', heading: '', text: '' };
    const own = document.sections[0]?.id === '' ? document.sections : [intro, ...document.sections];
    const trail = tidy(document.trail ?? '');
    const keywords = keywordTerms(document.title, document.keywords ?? []);
    const entry: SearchIndexFile['p'][number] = [document.url, tidy(document.title), own.length];
    if (trail || keywords) entry.push(trail);
    if (keywords) entry.push(keywords);
    pages.push(entry);
    // Titles, trails, keywords and headings are searched with their stop words (the browser finds them
    // by vocabulary).
    for (const term of indexTerms(`${document.title} ${trail} ${keywords}`, true)) vocabulary.add(term);
    own.forEach((section, index) => {
      const number = sectionCount++;
      const heading = tidy(section.heading);
      const text = tidy(
        plainText(
          index === 0 && document.description ? `${document.description} ${section.text}` : section.text,
        ),
      );
      if (index > 0) sections.push(headingSlug(heading) === section.id ? heading : [section.id, heading]);
      texts.push(text);
      for (const term of indexTerms(heading, true)) vocabulary.add(term);
      for (const term of indexTerms(text)) {
        vocabulary.add(term);
        const list = postings.get(term);
        if (list) list.push(number);
        else postings.set(term, [number]);
      }
    });
  }

  const terms = [...vocabulary].sort();
  const lists = terms.map((term) => postings.get(term) ?? []);
  const encoded = writePostings(
    lists,
    pages.map(([, , count]) => count),
  );

  return {
    index: { v: searchFormatVersion, p: pages, s: sections, t: writeVocabulary(terms), d: encoded },
    text: { v: searchFormatVersion, x: texts },
  };
}
