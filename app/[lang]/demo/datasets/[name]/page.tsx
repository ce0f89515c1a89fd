import type { Metadata } from 'next';
import { DemoPage } from '@/components/demo/demo-page';
import { DatasetDetail } from '@/components/demo/dataset-views';
import { demoPageMetadata } from '@/lib/demo/metadata';
import { demoPaths } from '@/lib/demo/paths';
import { demoProject } from '@/lib/demo/project';
import { datasetDetailView } from '@/lib/demo/dataset-views';
import { demoRouteTo } from '../../_lib/demo-route';

type Params = Promise<{ lang: string; name: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return demoProject().datasets.map((dataset) => ({ name: dataset.name }));
}

async function load(params: Params) {
  const { lang, name } = await params;
  return demoRouteTo(lang, (project) => datasetDetailView(project, name));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, demoTitle, project, view } = await load(params);
  return demoPageMetadata({
    lang,
    path: demoPaths.dataset(view.dataset.name),
    title: `Dataset ${view.dataset.name}`,
    demoTitle,
    description: `The ${view.dataset.name} dataset of ${project.name}, the demo support bot: ${view.dataset.items.length} items with expected answers and ${view.runs.length} experiment runs with their average scores.`,
  });
}

/** A dataset of the demo project: its runs and items. */
export default async function DemoDatasetPage({ params }: { params: Params }) {
  const { lang, demoTitle, shell, view } = await load(params);
  return (
    <DemoPage
      locale={lang}
      shell={shell}
      section="datasets"
      demoTitle={demoTitle}
      crumbs={[{ label: view.dataset.name }]}
    >
      <DatasetDetail view={view} locale={lang} />
    </DemoPage>
  );
}
