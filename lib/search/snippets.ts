import { isCjk, tokenize } from './tokenize';

/**
 * What a result shows of a text: the matched words marked, and a cut around the first of them. Needs
 * no index (the result list and the MCP server's search tool use it with the terms a search matched).
 */

/** Character ranges of `text` to highlight: the words (or CJK pairs) among the matched terms. */
export function highlightRanges(text: string, terms: ReadonlySet<string>): [number, number][] {
  const ranges: [number, number][] = [];
  if (terms.size === 0) return ranges;
  for (const token of tokenize(text)) {
    if (!terms.has(token.term)) continue;
    const last = ranges.at(-1);
    if (last && token.start <= last[1]) last[1] = Math.max(last[1], token.end);
    else ranges.push([token.start, token.end]);
  }
  return ranges;
}

export interface Snippet {
  text: string;
  ranges: [number, number][];
}

/** About `length` characters of `text` around its first highlighted word, with ellipses where cut. */
export function snippetOf(text: string, terms: ReadonlySet<string>, length = 160): Snippet {
  const ranges = highlightRanges(text, terms);
  if (text.length <= length) return { text, ranges };
  const first = ranges[0]?.[0] ?? 0;
  let start = Math.max(0, first - Math.floor(length / 4));
  // Start at a word boundary (CJK text has none: cut anywhere).
  if (start > 0 && !isCjk(text.slice(start, start + 1))) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < first) start = space + 1;
  }
  const end = Math.min(text.length, start + length);
  const prefix = start > 0 ? '…' : '';
  const suffix = end < text.length ? '…' : '';
  const shift = prefix.length - start;
  return {
    text: `${prefix}${text.slice(start, end)}${suffix}`,
    ranges: ranges
      .filter(([from, to]) => from >= start && to <= end)
      .map(([from, to]) => [from + shift, to + shift] as [number, number]),
  };
}
