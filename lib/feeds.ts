import { Feed } from 'feed';
import { authors } from '@/config/authors';
import { siteConfig } from '@/config/site';
import { byDateDescending } from '@/lib/dates';
import { blogSource, changelogSource } from '@/lib/source';
import { defaultLocale, getMessages } from '@/lib/i18n';
import { blogTagLabels, type BlogTag } from '@/config/blog-tags';

export type FeedId = 'blog' | 'changelog';

const feeds = {
  blog: {
    source: blogSource,
    title: `${siteConfig.name} Blog`,
    description: 'Engineering notes, product updates and lessons from building Spanlight.',
  },
  changelog: {
    source: changelogSource,
    title: `${siteConfig.name} Changelog`,
    description: 'Every notable change to Spanlight, newest first.',
  },
} as const;

/** The RSS/Atom feed of the blog or the changelog: the default locale's entries, newest first. */
export function buildFeed(id: FeedId): Feed {
  const { source, title, description } = feeds[id];
  const home = `${siteConfig.siteUrl}/${id}`;
  const entries = byDateDescending(
    source.getPages(defaultLocale).map((page) => ({ page, date: page.data.date })),
  );
  const feed = new Feed({
    id: home,
    link: home,
    title,
    description,
    language: 'en',
    image: `${siteConfig.siteUrl}/brand/spanlight-logo-light.png`,
    favicon: `${siteConfig.siteUrl}/favicon.svg`,
    copyright: `${siteConfig.license} ${new Date().getFullYear()} © ${siteConfig.owner}`,
    updated: entries[0] ? new Date(entries[0].date) : undefined,
    feedLinks: { rss: `${home}/rss.xml`, atom: `${home}/atom.xml` },
    generator: `${siteConfig.name} website`,
  });
  const t = getMessages(defaultLocale);
  for (const { page, date } of entries) {
    const keys: readonly string[] = page.data.authors ?? [];
    // A post's tags as the feed's categories: the label readers see, the tag as its term.
    const tags: readonly BlogTag[] =
      'tags' in page.data ? ((page.data.tags as BlogTag[] | undefined) ?? []) : [];
    feed.addItem({
      id: `${siteConfig.siteUrl}${page.url}`,
      link: `${siteConfig.siteUrl}${page.url}`,
      title: page.data.title,
      description: page.data.description,
      date: new Date(date),
      author: keys.flatMap((key) => {
        const author = authors.find((candidate) => candidate.key === key);
        return author ? [{ name: author.name, link: `https://github.com/${author.github}` }] : [];
      }),
      category: tags.map((tag) => ({ name: t[blogTagLabels[tag]], term: tag })),
    });
  }
  return feed;
}

export function feedResponse(id: FeedId, format: 'rss' | 'atom'): Response {
  const feed = buildFeed(id);
  const body = format === 'rss' ? feed.rss2() : feed.atom1();
  return new Response(body, {
    headers: {
      'Content-Type': `application/${format === 'rss' ? 'rss' : 'atom'}+xml; charset=utf-8`,
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
