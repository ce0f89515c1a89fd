import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { siteConfig } from '@/config/site';
import { blogSource, changelogSource, customersSource, readerUrl } from '@/lib/source';
import { formatDate } from '@/lib/dates';
import { defaultLocale, format, getMessages, isLocale, type Locale, type MessageKey } from '@/lib/i18n';
import { pageMetadataFor } from '@/lib/metadata';
import { getMDXComponents } from '@/components/mdx/mdx-components';
import { PostAuthors } from '@/components/blog/post-authors';
import { resolveAuthors, unknownAuthorsWarning, type ResolvedAuthors } from '@/lib/authors';
import { Article } from '@/components/content/article';
import { entryMedia, indexList } from './collection-lists';
import { CustomerCallToAction } from '@/components/content/customer-cta';
import { FeedLink } from '@/components/content/feed-link';
import { EmptyList, ListPage } from '@/components/content/list-page';

/** Dated collections listed newest first on an index page, one page per entry. */
const collections = {
  changelog: {
    source: changelogSource,
    title: 'changelogTitle',
    description: 'changelogDescription',
    showAuthors: false,
  },
  blog: { source: blogSource, title: 'blogTitle', description: 'blogDescription', showAuthors: true },
  customers: {
    source: customersSource,
    title: 'customersTitle',
    description: 'customersDescription',
    showAuthors: false,
  },
} as const satisfies Record<
  string,
  { title: MessageKey; description: MessageKey; source: unknown; showAuthors: boolean }
>;

export type DatedCollectionId = keyof typeof collections;

type IndexParams = Promise<{ lang: string }>;
type EntryParams = Promise<{ lang: string; slug: string }>;

/** Build warnings already printed by this process. */
const reported = new Set<string>();

/** The `authors` front matter of an entry resolved against config/authors.ts; null where not shown. */
function authorsOf(id: DatedCollectionId, data: object): ResolvedAuthors | null {
  if (!collections[id].showAuthors || !('authors' in data) || !Array.isArray(data.authors)) return null;
  return resolveAuthors(data.authors.filter((entry): entry is string => typeof entry === 'string'));
}

async function localeOf(params: IndexParams): Promise<Locale> {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return lang;
}

/** Routes of a dated collection: the index page and the entry page. */
export function datedCollectionRoute(id: DatedCollectionId) {
  const { source } = collections[id];
  const basePath = `/${id}`;

  async function loadEntry(params: EntryParams) {
    const { lang, slug } = await params;
    if (!isLocale(lang)) notFound();
    const page = source.getPage([slug], lang);
    if (!page) notFound();
    return { page, lang };
  }

  return {
    index: {
      async generateMetadata({ params }: { params: IndexParams }): Promise<Metadata> {
        const lang = await localeOf(params);
        const t = getMessages(lang);
        const url = lang === siteConfig.i18n.defaultLocale ? basePath : `/${lang}${basePath}`;
        const metadata = pageMetadataFor(
          { url, data: { title: t[collections[id].title], description: t[collections[id].description] } },
          lang,
        );
        if (id === 'customers') return metadata;
        // Feed readers find the RSS and Atom feeds from the index page.
        return {
          ...metadata,
          alternates: {
            ...metadata.alternates,
            types: {
              ...metadata.alternates?.types,
              'application/rss+xml': `${basePath}/rss.xml`,
              'application/atom+xml': `${basePath}/atom.xml`,
            },
          },
        };
      },
      async Page({ params }: { params: IndexParams }) {
        const lang = await localeOf(params);
        const t = getMessages(lang);
        const english = lang === defaultLocale;
        const feed = id === 'customers' ? null : `${basePath}/rss.xml`;
        const list = indexList(id, lang, t);
        return (
          <ListPage
            locale={lang}
            title={t[collections[id].title]}
            description={t[collections[id].description]}
            wide={id !== 'changelog'}
            aside={feed ? <FeedLink href={feed} label={t.rssFeed} english={english} /> : undefined}
          >
            {list ?? <EmptyList text={t.listEmpty} link={t.listEmptyLink} href={basePath} />}
          </ListPage>
        );
      },
    },
    entry: {
      generateStaticParams() {
        // Runs during `next build` (once per locale): report front matter naming unknown authors, once.
        for (const page of source.getPages()) {
          const file = `content/${id}/${page.path}`;
          const warning = unknownAuthorsWarning(file, authorsOf(id, page.data)?.unknown ?? []);
          if (warning && !reported.has(warning)) {
            reported.add(warning);
            console.warn(warning);
          }
        }
        return source
          .getPages()
          .flatMap((page) =>
            page.slugs.length === 1
              ? [{ lang: page.locale ?? siteConfig.i18n.defaultLocale, slug: page.slugs[0]! }]
              : [],
          );
      },
      async generateMetadata({ params }: { params: EntryParams }): Promise<Metadata> {
        const { page, lang } = await loadEntry(params);
        return pageMetadataFor(page, lang);
      },
      async Page({ params }: { params: EntryParams }) {
        const { page, lang } = await loadEntry(params);
        const t = getMessages(lang);
        const Body = page.data.body;
        return (
          <Article
            locale={lang}
            collection={id}
            title={page.data.title}
            description={page.data.description}
            label={page.data.label}
            media={entryMedia(id, page)}
            eyebrow={
              <time dateTime={page.data.date}>
                {format(t.postedOn, { date: formatDate(page.data.date, lang) })}
              </time>
            }
            after={id === 'customers' ? <CustomerCallToAction t={t} /> : undefined}
            byline={<PostAuthors authors={authorsOf(id, page.data)?.authors ?? []} label={t.postAuthors} />}
          >
            <Body components={getMDXComponents(t, lang, (path) => readerUrl(path, lang))} />
          </Article>
        );
      },
    },
  };
}
