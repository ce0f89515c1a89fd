import { readFileSync } from 'node:fs';

/** A fenced code block of an MDX page, with its place in the file. */
export interface Fence {
  lang: string;
  /** `tab="Python"` of a code-tab group; '' outside one. */
  tab: string;
  /** `title="app.py"`; '' without one. */
  title: string;
  code: string;
  /** Offset of the fence in the page's source. */
  at: number;
}

/** An MDX page cut into what a reader does with it: its code blocks, its prose and its links. */
export interface PageSource {
  file: string;
  source: string;
  fences: Fence[];
  /** The page without its code blocks (same offsets: code is blanked, not removed). */
  prose: string;
  /** Every Markdown link's target, with its offset. */
  links: { href: string; at: number }[];
}

const fencePattern = /^(```+)([\w-]*)([^\n]*)\n([\s\S]*?)^\1[ \t]*$/gm;
const attribute = (meta: string, name: string) => meta.match(new RegExp(`${name}="([^"]*)"`))?.[1] ?? '';

/** Reads a content file (a path under the repository) as a `PageSource`. */
export function readPageSource(file: string): PageSource {
  return pageSource(file, readFileSync(file, 'utf8'));
}

export function pageSource(file: string, source: string): PageSource {
  const fences: Fence[] = [];
  let prose = source;
  for (const match of source.matchAll(fencePattern)) {
    const [whole, , lang = '', meta = '', code = ''] = match;
    fences.push({
      lang,
      tab: attribute(meta, 'tab'),
      title: attribute(meta, 'title'),
      code,
      at: match.index,
    });
    prose = prose.slice(0, match.index) + ' '.repeat(whole.length) + prose.slice(match.index + whole.length);
  }
  const links = [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => ({
    href: match[1]!,
    at: match.index,
  }));
  return { file, source, fences, prose, links };
}

/**
 * The part of a page inside `<Tab value="name">` … `</Tab>` (prose tabs), as its own page source with
 * the same offsets; the whole page when it has no such tab.
 */
export function tabOf(page: PageSource, name: string): PageSource {
  const open = page.source.indexOf(`<Tab value="${name}">`);
  if (open === -1) return page;
  const close = page.source.indexOf('</Tab>', open);
  const end = close === -1 ? page.source.length : close;
  const inside = (at: number) => at >= open && at < end;
  const blank = (text: string) => ' '.repeat(open) + text.slice(open, end) + ' '.repeat(text.length - end);
  return {
    file: `${page.file} (tab ${name})`,
    source: blank(page.source),
    fences: page.fences.filter((fence) => inside(fence.at)),
    prose: blank(page.prose),
    links: page.links.filter((link) => inside(link.at)),
  };
}
