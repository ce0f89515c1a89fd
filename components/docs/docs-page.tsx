import Link from 'next/link';
import { readerUrl } from '@/lib/source';
import type { Locale, Messages } from '@/lib/i18n';
import type { DocsBody, DocsRouteData } from '@/lib/docs/route-data';
import { CookbookIndex, NotebookContent } from '@/components/notebook/notebook-content';
import { NotebookBanner } from '@/components/notebook/notebook-banner';
import { untranslatedFor } from '@/lib/page-tree';
import { getMDXComponents } from '@/components/mdx/mdx-components';
import { cn } from '@/lib/cn';
import { ChevronDownIcon, SparklesIcon } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button-variants';
import { CopyMarkdownControl } from '@/components/copy-markdown/copy-markdown';
import { createAnchoredHeadings } from '@/components/mdx/anchored-heading';
import { PageHeader, Prose } from './page-header';
import { Sidebar } from './sidebar';
import { TableOfContents, TocMenu } from './table-of-contents.client';
import { LinkName } from './english-badge';
import { ContributorsList } from '@/components/contributors/contributors-list.client';
import { ApiReferenceContent } from '@/components/api-reference/api-reference-content';

/** The article of a page, by its kind. */
function Article({ body, locale, t }: { body: DocsBody; locale: Locale; t: Messages }) {
  switch (body.kind) {
    case 'mdx':
      return (
        <body.Body
          components={{
            ...getMDXComponents(t, locale, (path) => readerUrl(path, locale)),
            ...createAnchoredHeadings(t),
          }}
        />
      );
    case 'notebook':
      return (
        <>
          {body.banner ? <NotebookBanner {...body.banner} t={t} /> : null}
          <NotebookContent notebook={body.notebook} t={t} />
        </>
      );
    case 'cookbook-index':
      return <CookbookIndex items={body.items} />;
    case 'api':
      return <ApiReferenceContent content={body.content} t={t} />;
    default:
      return body satisfies never;
  }
}

/** The docs layout in its three front-matter variants: default, full and raw. */
export function DocsPage({ data, t }: { data: DocsRouteData; t: Messages }) {
  const { layout, title, description, label, url, locale, breadcrumbs: trail, previous, next } = data;
  const content = <Article body={data.body} locale={locale} t={t} />;

  if (layout === 'raw') {
    return (
      <main id="main" tabIndex={-1} className="mx-auto max-w-[90rem] px-4 py-10 outline-none">
        <h1 className="sr-only">{title}</h1>
        <Prose>{content}</Prose>
      </main>
    );
  }

  const withToc = layout === 'default';
  // The same tree in the side column and, below 768 px, in the "Section navigation" disclosure.
  const sidebar = {
    tree: data.navigation,
    url,
    folderPagesLabel: t.folderPages,
    englishBadge: t.englishBadge,
  };
  const tocEntries = data.toc;
  const { contributors } = data;
  const contributorsList =
    contributors.length > 0 ? (
      <ContributorsList contributors={contributors} title={t.contributors} moreLabel={t.contributorsMore} />
    ) : null;

  return (
    // A grid, not flex: every column's width is known from the first byte of HTML, so nothing moves
    // when the table-of-contents column (late in the document) arrives.
    <div
      className={cn(
        'mx-auto grid max-w-[90rem] grid-cols-1 gap-8 px-4 md:grid-cols-[16rem_minmax(0,1fr)]',
        withToc && 'xl:grid-cols-[16rem_minmax(0,1fr)_14rem]',
      )}
    >
      <aside className="sticky top-navbar hidden h-[calc(100dvh-var(--spacing-navbar))] overflow-y-auto py-8 pr-2 md:block">
        <Sidebar {...sidebar} label={t.docsNavigation} />
      </aside>
      <main id="main" tabIndex={-1} className="min-w-0 py-8 outline-none">
        <details className="group mb-6 rounded-lg border border-border bg-card md:hidden">
          <summary className="flex h-10 cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-3 text-sm font-medium hover:bg-subtle [&::-webkit-details-marker]:hidden">
            {t.sectionNavigation}
            <ChevronDownIcon className="size-4 text-muted transition-transform group-open:rotate-180 motion-reduce:transition-none" />
          </summary>
          <div className="border-t border-border p-2">
            <Sidebar {...sidebar} label={t.sectionNavigation} />
          </div>
        </details>
        {withToc && tocEntries.length > 0 ? <TocMenu entries={tocEntries} title={t.onThisPage} /> : null}
        <article className={cn('mx-auto', withToc ? 'max-w-3xl' : 'max-w-none')}>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            {trail.length > 1 ? (
              <nav aria-label={t.breadcrumbs} className="text-sm text-muted">
                <ol className="flex flex-wrap items-center gap-1">
                  {trail.map((crumb, index) => (
                    <li key={index} className="flex items-center gap-1">
                      {index > 0 ? <span aria-hidden="true">›</span> : null}
                      {crumb.url && index < trail.length - 1 ? (
                        <Link href={crumb.url} className="hover:text-fg">
                          {crumb.name}
                        </Link>
                      ) : (
                        <span aria-current={index === trail.length - 1 ? 'page' : undefined}>
                          {crumb.name}
                        </span>
                      )}
                    </li>
                  ))}
                </ol>
              </nav>
            ) : null}
            <div className="ml-auto flex items-center gap-2">
              <Link href={data.askAiUrl} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                <SparklesIcon className="size-4 text-accent" />
                {t.askAiTitle}
              </Link>
              <CopyMarkdownControl url={url} t={t} />
            </div>
          </div>
          <PageHeader title={title} description={description} label={label} locale={locale} />
          <Prose>{content}</Prose>
          <footer className="mt-12 border-t border-border pt-6">
            {!withToc && contributorsList ? <div className="mb-8 max-w-xs">{contributorsList}</div> : null}
            <a href={data.editUrl} className="text-sm text-muted hover:text-fg">
              {t.editThisPage} <span aria-hidden="true">↗</span>
            </a>
            {previous || next ? (
              <nav aria-label={t.pagination} className="mt-6 grid grid-cols-2 gap-4">
                {previous ? (
                  <Link
                    href={previous.url}
                    prefetch={untranslatedFor(previous.url) ? false : undefined}
                    rel="prev"
                    className="rounded-lg border border-border p-4 hover:bg-subtle"
                  >
                    <span className="block text-xs text-muted">{t.previousPage}</span>
                    <span className="font-medium">
                      <LinkName name={previous.name} href={previous.url} badge={t.englishBadge} />
                    </span>
                  </Link>
                ) : (
                  <span />
                )}
                {next ? (
                  <Link
                    href={next.url}
                    prefetch={untranslatedFor(next.url) ? false : undefined}
                    rel="next"
                    className="rounded-lg border border-border p-4 text-right hover:bg-subtle"
                  >
                    <span className="block text-xs text-muted">{t.nextPage}</span>
                    <span className="font-medium">
                      <LinkName name={next.name} href={next.url} badge={t.englishBadge} />
                    </span>
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </footer>
        </article>
      </main>
      {withToc ? (
        <aside className="sticky top-navbar hidden h-[calc(100dvh-var(--spacing-navbar))] overflow-y-auto py-8 xl:block">
          <TableOfContents entries={tocEntries} title={t.onThisPage} backToTop={t.backToTop} />
          {contributorsList ? (
            <div className="mt-8 border-t border-border pt-6">{contributorsList}</div>
          ) : null}
        </aside>
      ) : null}
    </div>
  );
}
