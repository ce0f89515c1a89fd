import 'server-only';
import { siteConfig } from '@/config/site';
import { markdownSections, sectionFor, type MarkdownSection } from '@/lib/markdown/sections';
import { markdownFor } from '@/server/markdown';

// Per page path: its sections. Paths come from the search index (the site's own pages), so the map
// holds at most one entry per page.
const sectionsByPath = new Map<string, MarkdownSection[]>();

/**
 * The Markdown of the section at `url` (a page path with the heading's anchor, or none for the
 * page's opening text), from the page's Markdown twin: what Ask AI quotes without a model, so
 * tables, lists and code keep their structure.
 */
export async function sectionMarkdown(url: string, heading: string): Promise<string | undefined> {
  const hash = url.indexOf('#');
  const path = hash === -1 ? url : url.slice(0, hash);
  const id = hash === -1 ? '' : decodeURIComponent(url.slice(hash + 1));
  let sections = sectionsByPath.get(path);
  if (!sections) {
    const markdown = await markdownFor(path);
    if (markdown === null) return undefined;
    // The twin's links are absolute for agents that read it elsewhere; on the site they stay on the site.
    sections = markdownSections(markdown.replaceAll(`](${siteConfig.siteUrl}/`, '](/'));
    sectionsByPath.set(path, sections);
  }
  return sectionFor(sections, id, heading)?.markdown || undefined;
}
