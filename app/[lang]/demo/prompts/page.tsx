import type { Metadata } from 'next';
import { DemoPage } from '@/components/demo/demo-page';
import { PromptTable } from '@/components/demo/prompt-views';
import { demoPageMetadata } from '@/lib/demo/metadata';
import { demoPaths } from '@/lib/demo/paths';
import { promptListView } from '@/lib/demo/prompt-views';
import { demoRoute } from '../_lib/demo-route';

type Params = Promise<{ lang: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, demoTitle, project } = demoRoute((await params).lang);
  return demoPageMetadata({
    lang,
    path: demoPaths.prompts(),
    title: 'Prompts',
    demoTitle,
    description: `The prompts of ${project.name}, the demo support bot: their versions, labels and the traces that used them.`,
  });
}

/** The demo project's prompts. */
export default async function DemoPromptsPage({ params }: { params: Params }) {
  const { lang, demoTitle, project, shell } = demoRoute((await params).lang);
  return (
    <DemoPage locale={lang} shell={shell} section="prompts" atSectionPage demoTitle={demoTitle}>
      <h1 className="mt-0 mb-4 text-xl font-semibold text-fg">Prompts</h1>
      <PromptTable prompts={promptListView(project)} locale={lang} />
    </DemoPage>
  );
}
