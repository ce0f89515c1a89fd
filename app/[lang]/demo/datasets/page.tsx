import type { Metadata } from 'next';
import { DemoPage } from '@/components/demo/demo-page';
import { DatasetTable } from '@/components/demo/dataset-views';
import { demoPageMetadata } from '@/lib/demo/metadata';
import { demoPaths } from '@/lib/demo/paths';
import { datasetListView } from '@/lib/demo/dataset-views';
import { demoRoute } from '../_lib/demo-route';

type Params = Promise<{ lang: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, demoTitle, project } = demoRoute((await params).lang);
  return demoPageMetadata({
    lang,
    path: demoPaths.datasets(),
    title: 'Datasets',
    demoTitle,
    description: `The datasets of ${project.name}, the demo support bot: test questions with expected answers and the experiment runs on them.`,
  });
}

/** The demo project's datasets. */
export default async function DemoDatasetsPage({ params }: { params: Params }) {
  const { lang, demoTitle, project, shell } = demoRoute((await params).lang);
  return (
    <DemoPage locale={lang} shell={shell} section="datasets" atSectionPage demoTitle={demoTitle}>
      <h1 className="mt-0 mb-4 text-xl font-semibold text-fg">Datasets</h1>
      <DatasetTable datasets={datasetListView(project)} locale={lang} />
    </DemoPage>
  );
}
