import type { Nodes } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import type { Answer, Source } from '@/lib/assistant/wire';
import { numberedSources, type Passage } from './answer';

const parser = unified().use(remarkParse).use(remarkGfm);

/** The Markdown tree of an answer, with source positions. */
export const parseAnswer = (markdown: string) => parser.parse(markdown);

interface Edit {
  start: number;
  end: number;
  text: string;
}

const offsets = (node: Nodes) => [node.position?.start.offset, node.position?.end.offset] as const;

/** A bare URL or e-mail address as GFM would link it (at least as much of it). */
const bareAddress = /(?:https?:\/\/|www\.)[^\s<]*|[^\s<>()[\]]*@[^\s<>()[\]]*\.[^\s<]*/gi;

function isIndexedLiteral(literal: string, isIndexed: (url: string) => boolean): boolean {
  const url = literal.startsWith('www.') ? `https://${literal}` : literal;
  return isIndexed(url.replace(/[.,:;!?'")*_~]+$/, ''));
}

/**
 * One pass over an answer: drops links to addresses `isIndexed` does not know, bare addresses outside
 * the index and images (their alt text stays).
 */
function pass(markdown: string, isIndexed: (url: string) => boolean): string {
  const tree = parseAnswer(markdown);
  const edits: Edit[] = [];
  const droppedDefinitions = new Set<string>();

  const childrenText = (node: Extract<Nodes, { children: unknown }>) => {
    const first = node.children[0];
    const last = node.children.at(-1);
    const [start] = first ? offsets(first) : [undefined];
    const [, end] = last ? offsets(last) : [undefined, undefined];
    return start === undefined || end === undefined ? '' : markdown.slice(start, end);
  };

  const visitDefinitions = (node: Nodes) => {
    if (node.type === 'definition' && !isIndexed(node.url)) {
      droppedDefinitions.add(node.identifier);
      const [start, end] = offsets(node);
      if (start !== undefined && end !== undefined) edits.push({ start, end, text: '' });
    }
    if ('children' in node) node.children.forEach((child) => visitDefinitions(child));
  };
  visitDefinitions(tree);

  const visit = (node: Nodes) => {
    const [start, end] = offsets(node);
    if (start === undefined || end === undefined) return;
    if (node.type === 'link' && !isIndexed(node.url)) {
      const source = markdown.slice(start, end);
      const text = childrenText(node);
      // A bare URL or e-mail address (an autolink) is the link's own text: nothing is left of it.
      const bare = source === text || (source.startsWith('<') && source.endsWith('>'));
      return void edits.push({ start, end, text: bare ? '' : text });
    }
    if (node.type === 'linkReference' && droppedDefinitions.has(node.identifier)) {
      return void edits.push({ start, end, text: childrenText(node) });
    }
    if (node.type === 'image' || node.type === 'imageReference') {
      return void edits.push({ start, end, text: node.alt ?? '' });
    }
    if ('children' in node) node.children.forEach((child) => visit(child));
  };
  visit(tree);

  // Bare URLs and e-mail addresses (GFM autolink literals) come out of the parser without positions,
  // so they are found in the text itself: outside code, links, definitions and images, each one an
  // address outside the index is removed, from its start to the next space or `<` (at least what
  // GFM would link, so nothing of it can link again).
  const taken: [number, number][] = [];
  const collect = (node: Nodes) => {
    const [start, end] = offsets(node);
    const kept = ['code', 'inlineCode', 'link', 'linkReference', 'definition', 'image', 'imageReference'];
    if (start !== undefined && end !== undefined && kept.includes(node.type)) taken.push([start, end]);
    else if ('children' in node) node.children.forEach((child) => collect(child));
  };
  collect(tree);
  for (const match of markdown.matchAll(bareAddress)) {
    const start = match.index;
    if (taken.some(([from, to]) => start >= from && start < to)) continue;
    // Up to the code span or link that follows it, if one does.
    const end = Math.min(
      start + match[0].length,
      ...taken.filter(([from]) => from > start).map(([from]) => from),
    );
    if (!isIndexedLiteral(markdown.slice(start, end), isIndexed)) edits.push({ start, end, text: '' });
  }

  return applyEdits(markdown, edits);
}

/** Applied from the end; an edit inside one already applied is skipped. */
function applyEdits(markdown: string, edits: Edit[]): string {
  edits.sort((a, b) => b.start - a.start || b.end - a.end);
  let text = markdown;
  let applied = Infinity;
  for (const edit of edits) {
    if (edit.end > applied) continue;
    text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
    applied = edit.start;
  }
  return text;
}

/** Plain CommonMark: every text node keeps its source position (GFM's autolink literals split text
 * into nodes without one), and a `[n]` is text here wherever a reader's parser shows it as text. */
const markerParser = unified().use(remarkParse);

/** Every `[n]` a reader sees in the text of `markdown` names one of `count` sources. */
function markersListed(markdown: string, count: number): boolean {
  const visit = (node: Nodes): boolean => {
    if (node.type === 'text')
      return [...node.value.matchAll(/\[(\d{1,3})\]/g)].every(
        (match) => Number(match[1]) <= count && Number(match[1]) >= 1,
      );
    return 'children' in node ? node.children.every((child) => visit(child)) : true;
  };
  return visit(parseAnswer(markdown));
}

const writer = unified().use(remarkGfm).use(remarkStringify);

/**
 * The markers renumbered in the tree a reader's parser builds, then the tree written out as Markdown
 * (which escapes whatever would read differently): the layout may change, what it says does not.
 */
function renumberInTree(markdown: string, passages: readonly Passage[]): { text: string; order: number[] } {
  const tree = parseAnswer(markdown);
  const texts: Extract<Nodes, { type: 'text' }>[] = [];
  const collect = (node: Nodes) => {
    if (node.type === 'text') texts.push(node);
    else if ('children' in node) node.children.forEach((child) => collect(child));
  };
  collect(tree);
  const order: number[] = [];
  for (const text of texts)
    for (const match of text.value.matchAll(/\[(\d{1,3})\]/g)) {
      const n = Number(match[1]);
      if (n >= 1 && n <= passages.length && !order.includes(n)) order.push(n);
    }
  for (const text of texts) {
    let value = '';
    let pending = '';
    for (const [index, piece] of text.value.split(/(\[\d{1,3}\])/).entries()) {
      if (index % 2 === 0) pending += piece;
      else if (order.includes(Number(piece.slice(1, -1)))) {
        // Markers the removals joined ("[2[7]]" -> "[2]") lose their closing bracket.
        value += `${breakMarkers(pending)}[${order.indexOf(Number(piece.slice(1, -1))) + 1}]`;
        pending = '';
      } else if (pending.endsWith(' ')) pending = pending.slice(0, -1);
    }
    text.value = value + breakMarkers(pending);
  }
  return { text: writer.stringify(tree), order };
}

/** Drops the closing bracket of every "[n]" in `text`, again until none is left ("[2]]" too). */
function breakMarkers(text: string): string {
  let broken = text;
  while (/\[\d{1,3}\]/.test(broken)) broken = broken.replace(/(\[\d{1,3})\]/g, '$1');
  return broken;
}

/** A text node's value cut at its markers: text, then `{ n, raw }` for each `[n]`. */
type Part = string | { n: number; raw: string };

/**
 * Renumbers the `[n]` markers of an answer whose links are already checked: a marker without a
 * passage is removed, the others are numbered from 1 in the order they are first cited. Returns the
 * new text and the cited passage numbers in that order.
 *
 * Markers are read from what a reader sees (each text node's value), so none hides behind an escape
 * or a character reference (`[2\\]` or `&#91;2]` reads as "[2]"). A text node whose source is its
 * value is edited in place; one that is not, or where removing a marker would join its neighbours
 * into a new one ("[2[7]]" would read "[2]"), is written again from its value: markers renumbered,
 * any marker the joins form broken up, every other punctuation character escaped.
 */
function renumberMarkers(markdown: string, passages: readonly Passage[]): { text: string; order: number[] } {
  const nodes: { start: number; end: number; literal: boolean; parts: Part[] }[] = [];
  const skipped = new Set(['code', 'inlineCode', 'html', 'image', 'imageReference', 'definition']);
  const visit = (node: Nodes) => {
    if (skipped.has(node.type)) return;
    const [start, end] = offsets(node);
    if (node.type === 'text' && start !== undefined && end !== undefined) {
      const pieces = node.value.split(/(\[\d{1,3}\])/);
      if (pieces.length === 1) return;
      const parts = pieces.map((piece, index): Part =>
        index % 2 ? { n: Number(piece.slice(1, -1)), raw: piece } : piece,
      );
      return void nodes.push({ start, end, literal: markdown.slice(start, end) === node.value, parts });
    }
    if ('children' in node) node.children.forEach((child) => visit(child));
  };
  visit(markerParser.parse(markdown));

  // Cited passages, in the order of their first citation, numbered from 1.
  const order: number[] = [];
  for (const { parts } of nodes)
    for (const part of parts)
      if (typeof part !== 'string' && part.n >= 1 && part.n <= passages.length && !order.includes(part.n))
        order.push(part.n);
  const numberOf = (n: number) => order.indexOf(n) + 1;

  const edits: Edit[] = [];
  for (const { start, end, literal, parts } of nodes) {
    // What the reader would see, as text and kept markers; a removed marker takes the space before it.
    const shown: Part[] = [];
    for (const part of parts) {
      const last = shown.at(-1);
      if (typeof part !== 'string' && numberOf(part.n) > 0)
        shown.push({ n: numberOf(part.n), raw: part.raw });
      else if (typeof part !== 'string') {
        if (typeof last === 'string' && last.endsWith(' ')) shown[shown.length - 1] = last.slice(0, -1);
      } else if (typeof last === 'string') shown[shown.length - 1] = last + part;
      else shown.push(part);
    }
    const joined = shown.some((part) => typeof part === 'string' && /\[\d{1,3}\]/.test(part));
    if (literal && !joined) {
      let at = start;
      for (const part of parts) {
        if (typeof part === 'string') {
          at += part.length;
          continue;
        }
        const n = numberOf(part.n);
        const from = n === 0 && markdown[at - 1] === ' ' ? at - 1 : at;
        edits.push({ start: from, end: at + part.raw.length, text: n === 0 ? '' : `[${n}]` });
        at += part.raw.length;
      }
      continue;
    }
    const text = shown
      .map((part) =>
        typeof part === 'string'
          ? // A "[7]" formed by a join loses its closing bracket; then every punctuation mark is escaped.
            breakMarkers(part).replace(/[!-/:-@[-`{-~]/g, '\\$&')
          : `[${part.n}]`,
      )
      .join('');
    edits.push({ start, end, text });
  }
  return { text: applyEdits(markdown, edits), order };
}

/**
 * Checks a model's answer against the passages it was given, on the server, before a reader sees the
 * final text:
 * - a link to an address `isIndexed` does not know (a page and heading of the search index) loses
 *   its link: `[text](url)` keeps its text, a bare URL is removed, a reference definition is dropped;
 * - images are replaced by their alternative text (the model must not make the reader's browser
 *   fetch anything);
 * - `[n]` markers name passages: one outside 1..passages is removed, the others are renumbered in
 *   the order they first appear, and the sources list exactly the cited passages (all of them when
 *   the answer cites none).
 * Code (spans and blocks) is left as it is. Removing text can join what is left into new syntax
 * (`![9][x](/a)` becomes an image), so links and images are checked again until nothing changes.
 */
export function checkCitations(
  markdown: string,
  passages: readonly Passage[],
  isIndexed: (url: string) => boolean,
): Pick<Answer, 'answer' | 'sources'> {
  // Links first, until nothing changes; then the markers of what is left; then links once more, in
  // case renumbering joined text into a new one.
  const checkLinks = (text: string) => {
    let answer = text;
    for (let round = 0; ; round += 1) {
      const next = pass(answer, isIndexed);
      if (next === answer) return answer;
      // Text that keeps turning into new links is not worth more rounds: its brackets become text.
      if (round >= 4) return next.replace(/[[\]!<]/g, (c) => `\\${c}`);
      answer = next;
    }
  };
  const linked = checkLinks(markdown);
  let numbered = renumberMarkers(linked, passages);
  let answer = checkLinks(numbered.text);
  if (!markersListed(answer, numbered.order.length || passages.length)) {
    // An edit joined its neighbours into new syntax (a removed marker between two backticks made a
    // code span of the text around it): renumbered in the reader's own tree and written out again.
    numbered = renumberInTree(linked, passages);
    answer = checkLinks(numbered.text);
  }
  if (hasUnindexedLink(answer, isIndexed)) {
    // A bare address the text scan could not cut out (odd punctuation around it): every address-like
    // sequence is defused, so no parser links it. Rare, and only ever changes how such text looks.
    answer = answer
      .replace(/@/g, '\uFF20')
      .replace(/:\/\//g, ':\u2215\u2215')
      .replace(/www\./gi, 'www\u2024');
  }
  const cited = numbered.order.map((n) => passages[n - 1]!);
  const sources: Source[] =
    cited.length > 0
      ? cited.map(({ title, heading, url }, i) => ({ n: i + 1, title, heading, url }))
      : numberedSources(passages);
  return { answer: answer.replace(/\n{3,}/g, '\n\n').trim(), sources };
}

/** Whether a reader's parser would find a link to an address outside the index (or an image) in `markdown`. */
function hasUnindexedLink(markdown: string, isIndexed: (url: string) => boolean): boolean {
  const visit = (node: Nodes): boolean =>
    (node.type === 'link' && !isIndexed(node.url)) ||
    node.type === 'image' ||
    ('children' in node && node.children.some((child) => visit(child)));
  return visit(parseAnswer(markdown));
}

/**
 * Whether `url` leads to a page (and heading) of the site's search index: relative, or absolute on
 * the site's own origin; a trailing slash or `.md` twin suffix is allowed.
 */
export function indexedAddress(addresses: ReadonlySet<string>, siteUrl: string) {
  const origin = new URL(siteUrl).origin;
  return (url: string): boolean => {
    let parsed: URL;
    try {
      parsed = new URL(url, `${origin}/`);
    } catch {
      return false;
    }
    if (parsed.origin !== origin) return false;
    let path: string;
    try {
      path = decodeURIComponent(parsed.pathname);
    } catch {
      return false;
    }
    path = path.replace(/\.md$/, '').replace(/(.)\/+$/, '$1');
    if (path === '/index') path = '/';
    return addresses.has(parsed.hash ? `${path}${parsed.hash}` : path);
  };
}
