import 'server-only';
import { siteConfig } from '@/config/site';
import { defaultLocale, getMessages, isLocale, locales, type Locale } from '@/lib/i18n';
import {
  agentNote,
  llmsLine,
  notFoundText,
  rootLlmsPath,
  sectionLlmsPath,
  sectionLlmsTxt as sectionFile,
} from '@/lib/markdown/llms';
import { rootFolderPageUrls } from '@/lib/page-tree';
import { collections, isNoindex } from '@/lib/source';
import { markdownFor } from './markdown';

type Section = {
  title: string;
  dir: string;
  /** Whether the section has an llms.txt of its own (not the top-level company pages). */
  ownIndex: boolean;
  pages: { url: string; data: { title: string; description: string } }[];
};

const sectionsByLocale = new Map<Locale, Section[]>();

/**
 * The pages the llms files list, by section: every page but those marked `noindex` and those in a
 * folder marked `"root": true` (Writing the Docs: for contributors, still reachable by URL).
 */
function indexableSections(locale: Locale): Section[] {
  const known = sectionsByLocale.get(locale);
  if (known) return known;
  const sections = collections
    .map(({ title, dir, source }) => {
      const separate = rootFolderPageUrls(source.getPageTree(locale));
      return {
        title,
        dir,
        ownIndex: dir !== 'pages',
        pages: source.getPages(locale).filter((page) => !isNoindex(page) && !separate.has(page.url)),
      };
    })
    .filter((section) => section.pages.length > 0);
  sectionsByLocale.set(locale, sections);
  return sections;
}

/**
 * The pages of a locale that the llms files list, by section, with its folder under content/ as `id`,
 * in reading order (the MCP server's `list_pages`).
 */
export function indexablePages(locale: Locale) {
  return indexableSections(locale).map(({ dir, title, pages }) => ({ id: dir, title, pages }));
}

/** Whether a locale has any pages of its own (only then does it get llms files). */
export function hasPages(locale: Locale): boolean {
  return indexableSections(locale).length > 0;
}

/** Every section index that exists, as route parameters: `{ lang: 'ja', section: 'docs' }`. */
export function sectionIndexParams(): { lang: string; section: string }[] {
  return locales.flatMap((lang) =>
    indexableSections(lang)
      .filter((section) => section.ownIndex)
      .map((section) => ({ lang, section: section.dir })),
  );
}

function sectionOf(locale: Locale, dir: string): Section | undefined {
  return indexableSections(locale).find((section) => section.ownIndex && section.dir === dir);
}

/** `/llms.txt`: the section indexes, then every indexable page by section with its `.md` link. */
export function llmsTxt(locale: Locale = defaultLocale): string {
  const { siteUrl } = siteConfig;
  const sections = indexableSections(locale);
  const lines = [`# ${siteConfig.name}`, '', `> ${siteConfig.pitch}`, ''];
  if (locale !== defaultLocale) lines.push(`Language: ${locale}`, '');
  lines.push('Each section also has an index of its own:', '');
  for (const section of sections.filter((item) => item.ownIndex)) {
    lines.push(`- [${section.title}](${siteUrl}${sectionLlmsPath(section.dir, locale, defaultLocale)})`);
  }
  lines.push('');
  for (const section of sections) {
    lines.push(`## ${section.title}`, '');
    for (const page of section.pages) lines.push(llmsLine({ url: page.url, ...page.data }, siteUrl));
    lines.push('');
  }
  return lines.join('\n');
}

/** `/docs/llms.txt`, `/ja/docs/llms.txt`, ...: one section's pages; null for a section without one. */
export function sectionLlmsTxt(locale: Locale, dir: string): string | null {
  const section = sectionOf(locale, dir);
  if (!section) return null;
  return sectionFile({
    siteName: siteConfig.name,
    siteUrl: siteConfig.siteUrl,
    pitch: siteConfig.pitch,
    locale,
    defaultLocale,
    title: section.title,
    pages: section.pages.map((page) => ({ url: page.url, ...page.data })),
  });
}

/** The llms files for the page at `pagePath`: its section's in the page's language when there is one, then the whole site's. */
function indexesFor(pagePath: string): { path: string; label: string }[] {
  const [, first = '', second = ''] = pagePath.split('/');
  const locale = isLocale(first) ? first : defaultLocale;
  const dir = locale === first ? second : first;
  const rootLocale = hasPages(locale) ? locale : defaultLocale;
  return [
    ...(sectionOf(locale, dir)
      ? [{ path: sectionLlmsPath(dir, locale, defaultLocale), label: 'this section' }]
      : []),
    { path: rootLlmsPath(rootLocale, defaultLocale), label: 'the whole site' },
  ];
}

/**
 * The note that ends the twin of the page at `pagePath`: its section's index when there is one in
 * the page's language, and the whole site's.
 */
export function agentNoteFor(pagePath: string): string {
  return agentNote({ siteUrl: siteConfig.siteUrl, indexes: indexesFor(pagePath), pagePath });
}

/**
 * The Markdown answer for a page address that does not exist (`/docs/x.md`, or `/docs/x` asked for as
 * Markdown): the not-found words in the address's language, the pages it may have meant as twin
 * links, and the llms files of its section and of the site.
 */
export function notFoundMarkdown(
  pagePath: string,
  suggestions: readonly { url: string; title: string }[],
): string {
  const [, first = ''] = pagePath.split('/');
  return notFoundText({
    siteUrl: siteConfig.siteUrl,
    pagePath,
    messages: getMessages(isLocale(first) ? first : defaultLocale),
    suggestions,
    indexes: indexesFor(pagePath),
  });
}

/**
 * `/llms-full.txt`: the Markdown of every indexable page, one after another, and the note for agents
 * once at the end.
 */
export async function llmsFullTxt(locale: Locale = defaultLocale): Promise<string> {
  const parts: string[] = [];
  for (const section of indexableSections(locale)) {
    for (const page of section.pages) {
      const markdown = await markdownFor(page.url);
      if (markdown) parts.push(`<!-- ${siteConfig.siteUrl}${page.url} -->\n\n${markdown.trim()}`);
    }
  }
  const note = agentNote({
    siteUrl: siteConfig.siteUrl,
    indexes: [{ path: rootLlmsPath(locale, defaultLocale), label: 'the whole site, with each section' }],
  });
  return `${parts.join('\n\n---\n\n')}\n\n${note}`;
}

export function textResponse(body: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400',
    },
  });
}

/**
 * A page's Markdown twin as `/{page}.md` and the MCP `get_page` tool answer it: the page's Markdown,
 * then the note for agents. Null when there is no such page.
 */
export async function markdownTwin(pagePath: string): Promise<string | null> {
  const markdown = await markdownFor(pagePath);
  return markdown === null ? null : `${markdown.trimEnd()}\n\n${agentNoteFor(pagePath)}`;
}
