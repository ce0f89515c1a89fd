import type { RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** How much running text (characters) an excerpt quotes before it stops at a sentence end. */
export const proseLength = 400;
/**
 * How long an excerpt may grow (characters) to keep a table, a list or a code block whole after the
 * text that introduces it. A longer table keeps its header and whole rows; longer code, whole lines.
 */
export const structuredLength = 1600;
/** The fewest rows a table keeps when it is shortened (beside its header). */
const minTableRows = 3;

const parser = unified().use(remarkParse).use(remarkGfm);

/** Each sentence of a paragraph ends where the locale's rules end it (so 。 ends one too). */
function sentences(text: string, locale: string): string[] {
  return [...new Intl.Segmenter(locale, { granularity: 'sentence' }).segment(text)].map(
    ({ segment }) => segment,
  );
}

/**
 * Whether a prefix of a paragraph's Markdown can stand alone: every code span, link text and link
 * target it opens is closed. A sentence end inside `code.like()` or `[a link. with dots](…)` is not one.
 */
export function isClosedMarkdown(text: string): boolean {
  if ((text.match(/`/g)?.length ?? 0) % 2 === 1) return false;
  const outsideCode = text.replace(/`[^`]*`/g, '');
  // A link target opened by `](` and not yet closed by `)`.
  if (/\]\([^)]*$/.test(outsideCode)) return false;
  let brackets = 0;
  for (const character of outsideCode) {
    if (character === '[') brackets += 1;
    else if (character === ']') brackets = Math.max(0, brackets - 1);
  }
  return brackets === 0;
}

/**
 * The longest run of whole sentences of `text` within `room` characters that stands alone; when
 * `mustTake` and not even the first fits, the first sentence (extended until it stands alone), whole.
 * Empty when nothing fits and nothing must be taken.
 */
export function wholeSentences(text: string, locale: string, room: number, mustTake: boolean): string {
  let kept = '';
  let candidate = '';
  for (const segment of sentences(text, locale)) {
    candidate += segment;
    if (!isClosedMarkdown(candidate)) continue;
    if (candidate.trimEnd().length > room) {
      if (!kept && mustTake) kept = candidate;
      break;
    }
    kept = candidate;
  }
  if (!kept && mustTake) kept = text;
  return kept.trimEnd();
}

const slice = (markdown: string, node: RootContent) =>
  markdown.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);

/** A table's Markdown shortened to its header and the whole rows that fit in `room` (at least a few). */
function shortenedTable(source: string, room: number): string {
  const lines = source.split('\n');
  const [header = '', divider = '', ...rows] = lines;
  const kept = [header, divider];
  let length = header.length + divider.length + 2;
  for (const [i, row] of rows.entries()) {
    if (i >= minTableRows && length + row.length + 1 > room) break;
    kept.push(row);
    length += row.length + 1;
  }
  return kept.join('\n');
}

/** A code block's Markdown shortened to the whole lines that fit in `room`, its fence closed. */
function shortenedCode(source: string, room: number): string {
  const lines = source.split('\n');
  const open = lines[0] ?? '```';
  const close = lines.at(-1)?.trim().startsWith(open.trim().replace(/[^`~]/g, '')) ? lines.at(-1)! : '```';
  const kept = [open];
  let length = open.length + close.length + 2;
  for (const line of lines.slice(1, -1)) {
    if (kept.length > 1 && length + line.length + 1 > room) break;
    kept.push(line);
    length += line.length + 1;
  }
  return [...kept, close].join('\n');
}

/**
 * An excerpt of a section's Markdown, whole blocks in their own structure: paragraphs up to
 * `maxProse` characters, cut only at sentence ends (never inside a code span or a link); a table,
 * list or code block after them kept whole while the excerpt stays within `maxTotal` (a longer one:
 * a table's header with whole rows, code's whole lines, a list's whole items). The first block is
 * always quoted, however long its first sentence. Headings, HTML and other blocks are skipped.
 */
export function excerptMarkdown(
  markdown: string,
  locale: string,
  { maxProse = proseLength, maxTotal = structuredLength } = {},
): string {
  const blocks = parser.parse(markdown).children;
  const kept: string[] = [];
  let used = 0;
  const room = () => maxTotal - used - 2 * kept.length;
  for (const block of blocks) {
    const source = slice(markdown, block).trim();
    if (!source) continue;
    const first = kept.length === 0;
    if (block.type === 'paragraph') {
      const text = source.replace(/\s*\n\s*/g, ' ');
      if (used + text.length <= maxProse) {
        kept.push(text);
        used += text.length;
        continue;
      }
      const part = wholeSentences(text, locale, Math.max(0, maxProse - used), first);
      if (part) kept.push(part);
      break;
    }
    if (block.type === 'table' || block.type === 'code' || block.type === 'list') {
      if (source.length <= room()) {
        kept.push(source);
        used += source.length;
        continue;
      }
      if (block.type === 'table') kept.push(shortenedTable(source, Math.max(room(), 0)));
      else if (block.type === 'code') kept.push(shortenedCode(source, Math.max(room(), 0)));
      else {
        const items = block.children.map((item) => slice(markdown, item));
        const taken: string[] = [];
        for (const item of items) {
          if (taken.length > 0 && taken.join('\n').length + item.length + 1 > room()) break;
          taken.push(item);
        }
        kept.push(taken.join('\n'));
      }
      break;
    }
    if (block.type === 'blockquote' && first) {
      kept.push(
        wholeSentences(source.replace(/^>\s?/gm, '').replace(/\s*\n\s*/g, ' '), locale, maxProse, true),
      );
      break;
    }
  }
  return kept.join('\n\n');
}

/**
 * Plain text shortened to whole sentences of at most `max` characters (by the locale's sentence rules,
 * so Japanese and Chinese cut at 。 too); a first sentence longer than that is kept whole. A code span
 * the cut would open without closing is never left open.
 */
export function quote(text: string, locale: string, max = proseLength): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  return wholeSentences(clean, locale, max, true);
}
