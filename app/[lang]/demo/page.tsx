import type { Metadata } from 'next';
import { PageHeader, Prose } from '@/components/docs/page-header';
import { DemoPage } from '@/components/demo/demo-page';
import { TraceTable } from '@/components/demo/trace-table';
import { getMDXComponents } from '@/components/mdx/mdx-components';
import { formatCost, formatTokens } from '@/lib/demo/format';
import { demoContentSlugs } from '@/lib/demo/paths';
import { traceListView } from '@/lib/demo/trace-views';
import { getMessages } from '@/lib/i18n';
import { pageMetadataFor } from '@/lib/metadata';
import { pageLanguages, pagesSource, readerUrl } from '@/lib/source';
import { demoRoute } from './_lib/demo-route';

type Params = Promise<{ lang: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { intro, lang } = demoRoute((await params).lang);
  return pageMetadataFor(intro, lang, { languages: pageLanguages(pagesSource, [...demoContentSlugs]) });
}

/** /demo: the introduction from content/pages/demo*.mdx, then the project's trace list. */
export default async function DemoTracesPage({ params }: { params: Params }) {
  const { intro, lang, demoTitle, project, shell } = demoRoute((await params).lang);
  const { traces, totals } = traceListView(project);
  const Body = intro.data.body;
  return (
    <DemoPage
      locale={lang}
      shell={shell}
      section="traces"
      atSectionPage
      demoTitle={demoTitle}
      intro={
        <article className="mb-10">
          <PageHeader
            title={intro.data.title}
            description={intro.data.description}
            label={intro.data.label}
          />
          <Prose>
            <Body components={getMDXComponents(getMessages(lang), lang, (path) => readerUrl(path, lang))} />
          </Prose>
        </article>
      }
    >
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="m-0 text-lg font-semibold text-fg">Traces</h2>
        <p className="m-0 text-muted tabular-nums">
          {totals.count} traces · {formatTokens(totals.tokens)} tokens · {formatCost(totals.costUsd)}
        </p>
      </div>
      <TraceTable traces={traces} locale={lang} />
      <p className="mt-3 mb-0 text-xs text-muted">{project.description}</p>
    </DemoPage>
  );
}
