/**
 * The text of the llms.txt files (llmstxt.org) and of the note that ends every Markdown twin. Pure:
 * the server passes in the pages and which index files exist, so routing, the files and their tests
 * agree on every rule.
 */
import type { Messages } from '@/config/messages/en-US';
import { markdownUrl } from './paths';

/** A page as the llms files list it. */
export interface LlmsEntry {
  title: string;
  description: string;
  /** The page's path, with its locale prefix. */
  url: string;
}

/** A section's index: `/docs/llms.txt`, `/ja/docs/llms.txt`. */
export function sectionLlmsPath(section: string, locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? `/${section}/llms.txt` : `/${locale}/${section}/llms.txt`;
}

/** A locale's whole-site index: `/llms.txt`, `/ja/llms.txt`. */
export function rootLlmsPath(locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? '/llms.txt' : `/${locale}/llms.txt`;
}

const segment = /^[a-z0-9][a-z0-9-]*$/;

/**
 * Where the proxy sends a section's index: `/docs/llms.txt` -> `/api/llms/en-US/docs`,
 * `/ja/docs/llms.txt` -> `/api/llms/ja/docs`. Null for anything else: the whole-site files
 * (`/llms.txt`, `/ja/llms.txt`) have routes of their own, and a default-locale prefix
 * (`/en-US/docs/llms.txt`) is no address, as for pages. The route answers 404 to unknown sections.
 */
export function sectionLlmsRewrite(
  pathname: string,
  locales: readonly string[],
  defaultLocale: string,
): string | null {
  const parts = pathname.split('/');
  if (parts[0] !== '' || parts.at(-1) !== 'llms.txt') return null;
  const dirs = parts.slice(1, -1);
  const [locale, section] =
    dirs.length === 1 ? [defaultLocale, dirs[0]!] : dirs.length === 2 ? [dirs[0]!, dirs[1]!] : [];
  if (!locale || !section || !segment.test(section) || locales.includes(section)) return null;
  if (dirs.length === 2 && (locale === defaultLocale || !locales.includes(locale))) return null;
  return `/api/llms/${locale}/${section}`;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** One list line: the page's title linking its twin, and its description. */
export function llmsLine(entry: LlmsEntry, siteUrl: string): string {
  const description = oneLine(entry.description);
  const link = `- [${oneLine(entry.title)}](${siteUrl}${markdownUrl(entry.url)})`;
  return description ? `${link}: ${description}` : link;
}

export interface SectionLlmsInput {
  siteName: string;
  siteUrl: string;
  pitch: string;
  locale: string;
  defaultLocale: string;
  /** The section's title, as in the whole-site file (Docs, Self-hosting, ...). */
  title: string;
  pages: readonly LlmsEntry[];
}

/** A section's `llms.txt`: its indexable pages with descriptions and `.md` links. */
export function sectionLlmsTxt(input: SectionLlmsInput): string {
  const { siteName, siteUrl, locale, defaultLocale } = input;
  const lines = [`# ${siteName} ${input.title}`, '', `> ${input.pitch}`, ''];
  if (locale !== defaultLocale) lines.push(`Language: ${locale}`, '');
  lines.push(
    `One section of the site; every section is listed in ${siteUrl}${rootLlmsPath(locale, defaultLocale)}.`,
    '',
    `## ${input.title}`,
    '',
    ...input.pages.map((page) => llmsLine(page, siteUrl)),
    '',
  );
  return lines.join('\n');
}

export interface AgentNoteInput {
  siteUrl: string;
  /** Index files to point at, most specific first (the section's, then the whole site's). */
  indexes: readonly { path: string; label: string }[];
  /** The page the twin is of, for the feedback example; none in a file of many pages. */
  pagePath?: string;
}

/**
 * The note for agents that ends every twin, after a rule: where the indexes are, the MCP server and
 * the feedback API. Three lines, so it never outweighs a short page.
 */
export function agentNote(input: AgentNoteInput): string {
  const { siteUrl } = input;
  const indexes = input.indexes.map((index) => `${siteUrl}${index.path} (${index.label})`).join(' and ');
  const example = JSON.stringify({ page: input.pagePath ?? '/path/of/the/page', feedback: 'positive' });
  return [
    '---',
    '',
    `For agents: pages are listed with their Markdown URLs at ${indexes}.`,
    `Search and read the docs over MCP (Streamable HTTP): ${siteUrl}/api/mcp`,
    `Rate a page: \`POST ${siteUrl}/api/feedback\`, \`Content-Type: application/json\`, body \`${example}\` (feedback "positive" or "negative"; an optional "comment" says why).`,
    '',
  ].join('\n');
}

export interface NotFoundTextInput {
  siteUrl: string;
  /** The page address that was asked for. */
  pagePath: string;
  /** The not-found words in the address's language. */
  messages: Pick<Messages, 'notFoundTitle' | 'notFoundText' | 'notFoundSuggestions'>;
  /** The pages it may have meant, best first (linked as twins). */
  suggestions: readonly { url: string; title: string }[];
  /** The llms files to point at, most specific first. */
  indexes: readonly { path: string; label: string }[];
}

/** The Markdown not-found answer: what was asked for, the pages it may have meant, where the lists are. */
export function notFoundText(input: NotFoundTextInput): string {
  const { siteUrl, messages } = input;
  const lines = [`# ${messages.notFoundTitle}`, '', `${messages.notFoundText} (\`${input.pagePath}\`)`, ''];
  if (input.suggestions.length > 0) {
    lines.push(`## ${messages.notFoundSuggestions}`, '');
    for (const page of input.suggestions)
      lines.push(`- [${oneLine(page.title)}](${siteUrl}${markdownUrl(page.url.split('?')[0]!)})`);
    lines.push('');
  }
  lines.push(
    '---',
    '',
    `For agents: pages are listed with their Markdown URLs at ${input.indexes
      .map((index) => `${siteUrl}${index.path} (${index.label})`)
      .join(' and ')}.`,
    '',
  );
  return lines.join('\n');
}
