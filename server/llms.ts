import 'server-only';
import { siteConfig } from '@/config/site';
import { defaultLocale, type Locale } from '@/lib/i18n';
import { markdownUrl } from '@/lib/markdown/paths';
import { collections } from '@/lib/source';
import { markdownFor } from './markdown';

/**
 * The pages of a locale that search engines may index (no `noindex`), by section: each collection
 * that has some, with its folder under content/ as `id`, in reading order.
 */
export function indexablePages(locale: Locale) {
  return collections
    .map(({ title, dir, source }) => ({
      id: dir,
      title,
      pages: source.getPages(locale).filter((page) => !page.data.noindex),
    }))
    .filter((section) => section.pages.length > 0);
}

/** Whether a locale has any pages of its own (only then does it get llms files). */
export function hasPages(locale: Locale): boolean {
  return indexablePages(locale).length > 0;
}

/** `/llms.txt`: every indexable page, grouped by section, with its description and `.md` link. */
export function llmsTxt(locale: Locale = defaultLocale): string {
  const lines = [`# ${siteConfig.name}`, '', `> ${siteConfig.pitch}`, ''];
  if (locale !== defaultLocale) lines.push(`Language: ${locale}`, '');
  for (const section of indexablePages(locale)) {
    lines.push(`## ${section.title}`, '');
    for (const page of section.pages) {
      lines.push(
        `- [${page.data.title}](${siteConfig.siteUrl}${markdownUrl(page.url)}): ${page.data.description}`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** `/llms-full.txt`: the Markdown of every indexable page, one after another. */
export async function llmsFullTxt(locale: Locale = defaultLocale): Promise<string> {
  const parts: string[] = [];
  for (const section of indexablePages(locale)) {
    for (const page of section.pages) {
      const markdown = await markdownFor(page.url);
      if (markdown) parts.push(`<!-- ${siteConfig.siteUrl}${page.url} -->\n\n${markdown.trim()}`);
    }
  }
  return `${parts.join('\n\n---\n\n')}\n`;
}

export function textResponse(body: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400',
    },
  });
}
