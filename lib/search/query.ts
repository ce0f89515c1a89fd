import { questionWords, stopWords, tokenize } from './tokenize';

/**
 * Reading what a reader typed into the search box: its words, the one still being typed, and whether
 * it is a question or asks for news. Shared by the engine and whatever else reads queries.
 */

/**
 * Queries of up to this many words (fillers aside) are lists of keywords; longer ones are questions
 * in someone's own words, which the engine ranks by the share they answer rather than by coverage.
 */
export const hardCoverageWords = 3;

export interface QueryWord {
  text: string;
  cjk: boolean;
  /** The word being typed: matched as a prefix too, even when it is a stop word. */
  last: boolean;
}

/** The words of a query: whole words (not identifier parts), stop words dropped unless being typed. */
export function queryWords(query: string): QueryWord[] {
  const tokens = tokenize(query).filter((token) => !token.part);
  const endsInWord = /[\p{L}\p{N}_]$/u.test(query);
  const words = tokens.map((token, index) => ({
    text: token.term,
    cjk: token.cjk,
    last: index === tokens.length - 1 && endsInWord,
  }));
  const filler = (word: QueryWord) => stopWords.has(word.text) || questionWords.has(word.text);
  // The last word may be a longer word still being typed ("me" on the way to "memory"), unless the
  // query is already a question: then it is the question's last word ("…costing me").
  const question = words.filter((word) => !filler(word)).length > hardCoverageWords;
  const kept = words.filter((word) => word.cjk || (word.last && !question) || !filler(word));
  return kept.length > 0 ? kept : words;
}

/** True for a query about news: a year, a version, or words like changelog, release notes, what's new. */
export function asksForNews(query: string): boolean {
  return /\b(?:changelog|release notes?|released|announce\w*|blog|news|what'?s new|new in|launch\w*|20\d\d|v\d+(?:\.\d+)*)\b/i.test(
    query,
  );
}
