import type { Metadata } from 'next';
import { DemoPage } from '@/components/demo/demo-page';
import { RunComparison } from '@/components/demo/run-comparison';
import { demoPageMetadata } from '@/lib/demo/metadata';
import { demoPaths } from '@/lib/demo/paths';
import { demoProject } from '@/lib/demo/project';
import { comparisonView } from '@/lib/demo/dataset-views';
import { demoRouteTo } from '../../../_lib/demo-route';

type Params = Promise<{ lang: string; name: string }>;

export const dynamicParams = false;

/** Datasets with runs to compare. */
export function generateStaticParams() {
  return demoProject()
    .datasets.filter((dataset) => dataset.runs.length > 0)
    .map((dataset) => ({ name: dataset.name }));
}

async function load(params: Params) {
  const { lang, name } = await params;
  return demoRouteTo(lang, (project) => comparisonView(project, name));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, demoTitle, project, view } = await load(params);
  return demoPageMetadata({
    lang,
    path: demoPaths.comparison(view.dataset.name),
    title: `Compare runs on ${view.dataset.name}`,
    demoTitle,
    description: `The experiment runs on the ${view.dataset.name} dataset of ${project.name}, the demo support bot, side by side: each item's expected output, every run's output and scores, and the averages.`,
  });
}

/** The runs of a dataset of the demo project, compared. */
export default async function DemoRunComparisonPage({ params }: { params: Params }) {
  const { lang, demoTitle, shell, view } = await load(params);
  return (
    <DemoPage
      locale={lang}
      shell={shell}
      section="datasets"
      demoTitle={demoTitle}
      crumbs={[
        { label: view.dataset.name, href: demoPaths.dataset(view.dataset.name) },
        { label: 'Compare runs' },
      ]}
    >
      <RunComparison view={view} locale={lang} />
    </DemoPage>
  );
}
