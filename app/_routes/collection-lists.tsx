import type { ReactNode } from 'react';
import { blogTagLabels } from '@/config/blog-tags';
import { resolveAuthors } from '@/lib/authors';
import { formatDate, newestFirst } from '@/lib/dates';
import type { Locale, Messages } from '@/lib/i18n';
import { blogSource, changelogSource, customersSource } from '@/lib/source';
import { coverImageOf, firstImageOf } from '@/server/content-media';
import { BlogCover } from '@/components/blog/blog-cover';
import { BlogIndex } from '@/components/blog/blog-index';
import { ChangelogIndex } from '@/components/changelog/changelog-index';
import { CustomerLogo } from '@/components/customers/customer-logo';
import { CustomersIndex } from '@/components/customers/customer-card';

/**
 * What each dated collection's index lists and what its entry pages show above the title: the data
 * is read here, when the page is built, and handed to the components as plain props.
 */

type BlogPage = ReturnType<typeof blogSource.getPages>[number];

function coverOf(page: BlogPage) {
  return page.data.cover ? coverImageOf(`content/blog/${page.path}`, page.data.cover) : undefined;
}

function blogList(lang: Locale, t: Messages) {
  const posts = newestFirst(blogSource.getPages(lang)).map((page) => ({
    url: page.url,
    slug: page.slugs[0]!,
    title: page.data.title,
    description: page.data.description,
    date: page.data.date,
    dateText: formatDate(page.data.date, lang),
    tags: page.data.tags.map((tag) => ({ id: tag, label: t[blogTagLabels[tag]] })),
    cover: coverOf(page),
    authors: resolveAuthors(page.data.authors).authors,
  }));
  return posts.length > 0 ? <BlogIndex posts={posts} t={t} /> : null;
}

function changelogList(lang: Locale) {
  const entries = newestFirst(changelogSource.getPages(lang)).map((page) => ({
    url: page.url,
    title: page.data.title,
    description: page.data.description,
    date: page.data.date,
    dateText: formatDate(page.data.date, lang),
    image: firstImageOf(`content/changelog/${page.path}`),
  }));
  return entries.length > 0 ? <ChangelogIndex entries={entries} /> : null;
}

function customersList(lang: Locale, t: Messages) {
  const stories = newestFirst(customersSource.getPages(lang)).map((page) => ({
    url: page.url,
    title: page.data.title,
    company: page.data.company,
    result: page.data.result,
    quote: page.data.quote,
  }));
  return stories.length > 0 ? <CustomersIndex stories={stories} readMore={t.readMore} /> : null;
}

/** The list of a collection's index page in `lang`, or null when the locale has no entries. */
export function indexList(id: 'blog' | 'changelog' | 'customers', lang: Locale, t: Messages): ReactNode {
  if (id === 'blog') return blogList(lang, t);
  if (id === 'changelog') return changelogList(lang);
  return customersList(lang, t);
}

/** What an entry page shows above its title: a post's cover, a customer's logo. */
export function entryMedia(
  id: 'blog' | 'changelog' | 'customers',
  page: { path: string; slugs: string[]; data: object },
): ReactNode {
  if (id === 'blog') {
    const post = page as BlogPage;
    return (
      <BlogCover
        slug={post.slugs[0]!}
        tags={post.data.tags}
        cover={coverOf(post)}
        sizes="(min-width: 768px) 46rem, 100vw"
        priority
        className="mb-8 aspect-[3/1] rounded-xl border border-border"
      />
    );
  }
  if (id === 'customers' && 'company' in page.data && typeof page.data.company === 'string') {
    return <CustomerLogo company={page.data.company} className="mb-6 text-2xl" />;
  }
  return null;
}
