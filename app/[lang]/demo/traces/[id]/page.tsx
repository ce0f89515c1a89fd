import type { Metadata } from 'next';
import { DemoPage } from '@/components/demo/demo-page';
import { TraceDetail } from '@/components/demo/trace-detail';
import { shortId } from '@/lib/demo/format';
import { demoPageMetadata, traceDescription } from '@/lib/demo/metadata';
import { demoPaths } from '@/lib/demo/paths';
import { demoProject } from '@/lib/demo/project';
import { traceDetailView } from '@/lib/demo/trace-views';
import { demoRouteTo } from '../../_lib/demo-route';

type Params = Promise<{ lang: string; id: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return demoProject().traces.map((trace) => ({ id: trace.id }));
}

async function load(params: Params) {
  const { lang, id } = await params;
  return demoRouteTo(lang, (project) => traceDetailView(project, id));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, demoTitle, project, view } = await load(params);
  return demoPageMetadata({
    lang,
    path: demoPaths.trace(view.trace.id),
    title: `Trace ${view.trace.name} ${shortId(view.trace.id)}`,
    demoTitle,
    description: traceDescription(project.name, view.summary),
  });
}

/** One trace of the demo project. */
export default async function DemoTracePage({ params }: { params: Params }) {
  const { lang, demoTitle, shell, view } = await load(params);
  return (
    <DemoPage
      locale={lang}
      shell={shell}
      section="traces"
      demoTitle={demoTitle}
      crumbs={[{ label: `${view.trace.name} ${shortId(view.trace.id)}` }]}
    >
      <TraceDetail view={view} locale={lang} />
    </DemoPage>
  );
}
