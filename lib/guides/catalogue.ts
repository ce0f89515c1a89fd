import { guideTopics, topicIssue, type GuideTopic } from '@/config/guide-topics';
import { formatIssue } from '@/config/issues';

/** What the Guides grid shows of a guide. */
export interface GuideEntry {
  url: string;
  title: string;
  description: string;
  topic: GuideTopic;
  /** A cookbook notebook (else a written MDX guide). */
  notebook: boolean;
}

/** The part of a guides-loader page the catalogue reads. */
export interface GuidePage {
  /** The page's kind (lib/source.ts): a written guide, a notebook or the cookbook's index. */
  type: 'mdx' | 'notebook' | 'cookbook-index';
  url: string;
  /** File path inside content/guides (or `cookbook/{name}.ipynb` for a notebook). */
  path: string;
  slugs: string[];
  data: { title: string; description: string; topic?: string };
}

/**
 * Every guide of a locale for the Guides grid: the written guides under content/guides and the
 * cookbook notebooks' guide pages, leaving out the section's index and the cookbook's index. In
 * topic order (config/guide-topics.ts), written guides before notebooks, then by title. A guide
 * without a valid topic throws an error naming its file.
 */
export function guideCatalogue(pages: readonly GuidePage[], locale = 'en'): GuideEntry[] {
  const entries = pages
    .filter((page) => page.slugs.length > 0 && page.type !== 'cookbook-index')
    .map((page): GuideEntry => {
      const notebook = page.type === 'notebook';
      const topic = page.data.topic;
      if (!(guideTopics as readonly string[]).includes(topic ?? '')) {
        const file = notebook
          ? `cookbook/_routes.json (${page.path.split('/').pop()})`
          : `content/guides/${page.path}`;
        throw new Error(formatIssue({ path: ['topic'], message: topicIssue(topic) }, file));
      }
      return {
        url: page.url,
        title: page.data.title,
        description: page.data.description,
        topic: topic as GuideTopic,
        notebook,
      };
    });
  const order = (entry: GuideEntry) => guideTopics.indexOf(entry.topic);
  return entries.sort(
    (a, b) =>
      order(a) - order(b) ||
      Number(a.notebook) - Number(b.notebook) ||
      a.title.localeCompare(b.title, locale),
  );
}

/** The topics that have guides, in topic order. */
export function topicsOf(entries: readonly GuideEntry[]): GuideTopic[] {
  return guideTopics.filter((topic) => entries.some((entry) => entry.topic === topic));
}
