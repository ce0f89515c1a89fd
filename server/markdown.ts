import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { guideTopicLabels } from '@/config/guide-topics';
import { planTextFor } from '@/config/plan-text';
import { planFeatureGroups, plans } from '@/config/plans';
import { siteConfig } from '@/config/site';
import { byDateDescending } from '@/lib/dates';
import { guideCatalogue } from '@/lib/guides/catalogue';
import { defaultLocale, getMessages, locales, type Locale } from '@/lib/i18n';
import { markdownUrl } from '@/lib/markdown/paths';
import { withoutLocale } from '@/lib/i18n/paths';
import { mdxToMarkdown } from '@/lib/markdown/to-markdown';
import { notebookToMarkdown } from '@/lib/markdown/notebook-to-markdown';
import { planCardsFor } from '@/lib/plan-cards';
import { parseNotebook } from '@/lib/notebook/nbformat';
import { apiReferenceMarkdown } from '@/lib/api-reference/pages';
import {
  blogSource,
  changelogSource,
  collections,
  customersSource,
  guidesSource,
  translatedUrl,
  unknownKind,
  type SitePage,
} from '@/lib/source';

const datedIndexes = [
  {
    path: 'changelog',
    source: changelogSource,
    title: 'changelogTitle',
    description: 'changelogDescription',
  },
  { path: 'blog', source: blogSource, title: 'blogTitle', description: 'blogDescription' },
  {
    path: 'customers',
    source: customersSource,
    title: 'customersTitle',
    description: 'customersDescription',
  },
] as const;

type Twin =
  | { kind: 'api'; operation: string | null; title: string; description: string; path: string }
  | {
      kind: 'page' | 'notebook';
      file: string;
      title: string;
      description: string;
      path: string;
      locale: Locale;
    }
  | {
      kind: 'list';
      title: string;
      description: string;
      items: { title: string; description: string; url: string }[];
      path: string;
    }
  | { kind: 'index'; index: (typeof datedIndexes)[number]; locale: Locale; path: string };

let twins: Map<string, Twin> | undefined;

/** A page's Markdown twin, by the kind of page it is. */
function twinOf(page: SitePage, dir: string, locale: Locale): Twin {
  const { title, description } = page.data;
  switch (page.type) {
    case 'mdx':
      return {
        kind: 'page',
        file: join('content', dir, page.path),
        title,
        description,
        path: page.url,
        locale,
      };
    case 'notebook':
      return {
        kind: 'notebook',
        file: join('cookbook', page.data.notebook.file),
        title,
        description,
        path: page.url,
        locale,
      };
    case 'cookbook-index':
      return { kind: 'list', title, description, items: page.data.cookbookIndex, path: page.url };
    case 'api':
      return { kind: 'api', operation: page.data.apiOperation, title, description, path: page.url };
    default:
      return unknownKind(page);
  }
}

/** Every page with a Markdown twin, by its path: built once from the content loaders. */
export function markdownTwins(): Map<string, Twin> {
  if (twins) return twins;
  twins = new Map();
  for (const { source, dir } of collections) {
    for (const locale of locales) {
      for (const page of source.getPages(locale)) {
        twins.set(page.url, twinOf(page, dir, locale));
      }
    }
  }
  for (const index of datedIndexes) {
    for (const locale of locales) {
      const path = locale === defaultLocale ? `/${index.path}` : `/${locale}/${index.path}`;
      twins.set(path, { kind: 'index', index, locale, path });
    }
  }
  return twins;
}

/** The plan availability table as rows of cells, in the page's language. */
function planTable(locale: Locale): string[][] {
  const text = planTextFor(locale);
  const header = [text.feature, ...plans.map((plan) => text.plans[plan])];
  const rows = planFeatureGroups.flatMap((group) =>
    group.features.map((feature) => [
      `${text.groups[group.id]}: ${text.features[feature.id]}`,
      ...plans.map((plan) => text.levels[feature.availability[plan]].label),
    ]),
  );
  return [header, ...rows];
}

/**
 * The Guides index lists every guide and notebook in a grid the MDX file does not hold: its twin
 * lists them too, before the page's own sections, as the page shows them.
 */
function withGuideList(markdown: string, locale: Locale): string {
  const t = getMessages(locale);
  const list = guideCatalogue(guidesSource.getPages(locale), locale)
    .map(
      (guide) =>
        `- [${guide.title}](${siteConfig.siteUrl}${markdownUrl(guide.url)}) (${t[guideTopicLabels[guide.topic]]}): ${guide.description}`,
    )
    .join('\n');
  const at = markdown.indexOf('\n## ');
  return at === -1 ? `${markdown}\n${list}\n` : `${markdown.slice(0, at)}\n${list}\n${markdown.slice(at)}`;
}

const cache = new Map<string, string>();

/** The page at `path` as Markdown, or null when there is no such page. */
export async function markdownFor(path: string): Promise<string | null> {
  const twin = markdownTwins().get(path);
  if (!twin) return null;
  const cached = cache.get(path);
  if (cached) return cached;
  let markdown: string;
  if (twin.kind === 'notebook') {
    const notebook = parseNotebook(
      await readFile(join(/* turbopackIgnore: true */ process.cwd(), twin.file), 'utf8'),
      twin.file,
    );
    markdown = notebookToMarkdown(notebook, {
      title: twin.title,
      description: twin.description,
      siteUrl: siteConfig.siteUrl,
      pagePath: twin.path,
      videoUrl: (id) => id,
      planTable: () => planTable(twin.locale),
      planCards: () => planCardsFor(twin.locale),
    });
  } else if (twin.kind === 'api') {
    markdown = `# ${twin.title}\n\n${twin.description}\n\n${apiReferenceMarkdown(twin.operation, siteConfig.siteUrl) ?? ''}\n`;
  } else if (twin.kind === 'list') {
    markdown = [
      `# ${twin.title}`,
      '',
      twin.description,
      '',
      ...twin.items.map(
        (item) => `- [${item.title}](${siteConfig.siteUrl}${markdownUrl(item.url)}): ${item.description}`,
      ),
      '',
    ].join('\n');
  } else if (twin.kind !== 'index') {
    // The file comes from the loader's list of pages, never from the request path.
    const source = await readFile(join(/* turbopackIgnore: true */ process.cwd(), twin.file), 'utf8');
    markdown = mdxToMarkdown(source, {
      title: twin.title,
      description: twin.description,
      siteUrl: siteConfig.siteUrl,
      pagePath: twin.path,
      videoUrl: (id) => siteConfig.video.manifestUrlTemplate.replace('{id}', encodeURIComponent(id)),
      planTable: () => planTable(twin.locale),
      planCards: () => planCardsFor(twin.locale),
      locale: twin.locale,
      localizePath: (path) => translatedUrl(path, twin.locale),
    });
    if (withoutLocale(twin.path, locales) === '/guides') markdown = withGuideList(markdown, twin.locale);
  } else {
    const t = getMessages(twin.locale);
    const entries = byDateDescending(
      twin.index.source.getPages(twin.locale).map((page) => ({ page, date: page.data.date })),
    );
    markdown = [
      `# ${t[twin.index.title]}`,
      '',
      t[twin.index.description],
      '',
      ...entries.map(
        ({ page, date }) =>
          `- [${page.data.title}](${siteConfig.siteUrl}${markdownUrl(page.url)}) (${date}): ${page.data.description}`,
      ),
      '',
    ].join('\n');
  }
  cache.set(path, markdown);
  return markdown;
}
