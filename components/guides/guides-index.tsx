import type { ReactNode } from 'react';
import { guideTopicLabels } from '@/config/guide-topics';
import type { GuideEntry } from '@/lib/guides/catalogue';
import { topicsOf } from '@/lib/guides/catalogue';
import { topicFromUrlScript } from '@/lib/guides/topic-filter';
import type { Locale, Messages } from '@/lib/i18n';
import { PageHeader, Prose } from '@/components/docs/page-header';
import { CopyMarkdownControl } from '@/components/copy-markdown/copy-markdown';
import { GuideCard } from './guide-card';
import { GuideFilter } from './guide-filter.client';

const listId = 'guides-grid';

interface GuidesIndexProps {
  url: string;
  title: string;
  description: string;
  label?: string;
  guides: readonly GuideEntry[];
  locale: Locale;
  t: Messages;
  editUrl: string;
  /** The index page's own text, shown under the grid. */
  children: ReactNode;
}

/**
 * /guides: every written guide and cookbook notebook as a card, filterable by topic. The cards are
 * rendered here; the filter (a small client leaf) only shows and hides them.
 */
export function GuidesIndex({
  url,
  title,
  description,
  label,
  guides,
  locale,
  t,
  editUrl,
  children,
}: GuidesIndexProps) {
  const topics = topicsOf(guides).map((topic) => ({ id: topic, label: t[guideTopicLabels[topic]] }));
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-10 outline-none">
      <div className="mb-4 flex justify-end">
        <CopyMarkdownControl url={url} t={t} />
      </div>
      <div className="max-w-3xl">
        <PageHeader title={title} description={description} label={label} />
      </div>
      {/* Without JavaScript the buttons could not filter: every card shows, and no dead controls. */}
      <noscript>
        <style>{'[data-guide-filter]{display:none}'}</style>
      </noscript>
      <GuideFilter
        listId={listId}
        locale={locale}
        topics={topics}
        labels={{
          filter: t.guidesFilter,
          all: t.guidesFilterAll,
          countOne: t.guidesCountOne,
          countOther: t.guidesCountOther,
          list: t.guides,
        }}
        cards={guides.map((guide) => ({
          key: guide.url,
          topic: guide.topic,
          card: (
            <GuideCard
              url={guide.url}
              title={guide.title}
              description={guide.description}
              topicLabel={t[guideTopicLabels[guide.topic]]}
              notebookLabel={guide.notebook ? t.guideNotebook : undefined}
            />
          ),
        }))}
      />
      <script dangerouslySetInnerHTML={{ __html: topicFromUrlScript(listId) }} />
      <div className="mt-14 max-w-3xl border-t border-border pt-4">
        <Prose>{children}</Prose>
        <p className="mt-10">
          <a href={editUrl} className="text-sm text-muted hover:text-fg">
            {t.editThisPage} <span aria-hidden="true">↗</span>
          </a>
        </p>
      </div>
    </main>
  );
}
