import type { Nodes } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
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

/**
 * One pass over an answer: drops links to addresses `isIndexed` does not know and images, and (when
 * `passages` is given) renumbers the `[n]` markers. Returns the new text and the cited passage numbers.
 */
function pass(
  markdown: string,
  isIndexed: (url: string) => boolean,
  passages: readonly Passage[] | null,
): { text: string; order: number[] } {
  const tree = parseAnswer(markdown);
  const edits: Edit[] = [];
  const droppedDefinitions = new Set<string>();
  const markers: { start: number; end: number; n: number }[] = [];

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
    if (node.type === 'text' && passages) {
      const source = markdown.slice(start, end);
      for (const match of source.matchAll(/\[(\d{1,3})\]/g)) {
        const at = start + match.index;
        markers.push({ start: at, end: at + match[0].length, n: Number(match[1]) });
      }
      return;
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
  for (const match of markdown.matchAll(
    /(?:https?:\/\/|www\.)[^\s<]*|[^\s<>()[\]]*@[^\s<>()[\]]*\.[^\s<]*/gi,
  )) {
    const start = match.index;
    if (taken.some(([from, to]) => start >= from && start < to)) continue;
    // Up to the code span or link that follows it, if one does.
    const end = Math.min(
      start + match[0].length,
      ...taken.filter(([from]) => from > start).map(([from]) => from),
    );
    const literal = markdown.slice(start, end);
    const url = literal.startsWith('www.') ? `https://${literal}` : literal;
    if (!isIndexed(url.replace(/[.,:;!?'")*_~]+$/, ''))) edits.push({ start, end, text: '' });
  }

  // Cited passages, in the order of their first citation, numbered from 1.
  const order: number[] = [];
  if (passages) {
    for (const { n } of markers) if (n >= 1 && n <= passages.length && !order.includes(n)) order.push(n);
    for (const marker of markers) {
      const valid = order.indexOf(marker.n);
      // A removed marker takes the space before it along ("text [9]." -> "text.").
      const start = valid < 0 && markdown[marker.start - 1] === ' ' ? marker.start - 1 : marker.start;
      edits.push({ start, end: marker.end, text: valid < 0 ? '' : `[${valid + 1}]` });
    }
  }

  // Applied from the end; an edit inside one already applied (a marker inside a dropped link) is skipped.
  edits.sort((a, b) => b.start - a.start || b.end - a.end);
  let text = markdown;
  let applied = Infinity;
  for (const edit of edits) {
    if (edit.end > applied) continue;
    text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
    applied = edit.start;
  }
  return { text, order };
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
  const first = pass(markdown, isIndexed, passages);
  let answer = first.text;
  for (let round = 0; ; round += 1) {
    const next = pass(answer, isIndexed, null).text;
    if (next === answer) break;
    // Text that keeps turning into new links is not worth more rounds: its brackets become text.
    answer = round < 4 ? next : next.replace(/[[\]!<]/g, (c) => `\\${c}`);
    if (round >= 4) break;
  }
  if (hasUnindexedLink(answer, isIndexed)) {
    // A bare address the text scan could not cut out (odd punctuation around it): every address-like
    // sequence is defused, so no parser links it. Rare, and only ever changes how such text looks.
    answer = answer
      .replace(/@/g, '\uFF20')
      .replace(/:\/\//g, ':\u2215\u2215')
      .replace(/www\./gi, 'www\u2024');
  }
  const cited = first.order.map((n) => passages[n - 1]!);
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
