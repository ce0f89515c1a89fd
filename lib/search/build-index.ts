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
    pages.push([document.url, tidy(document.title), own.length]);
    // Titles and headings are searched with their stop words (the browser finds them by vocabulary).
    for (const term of indexTerms(document.title, true)) vocabulary.add(term);
    own.forEach((section, index) => {
      const number = sectionCount++;
      const heading = tidy(section.heading);
      const text = tidy(
        index === 0 && document.description ? `${document.description} ${section.text}` : section.text,
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
