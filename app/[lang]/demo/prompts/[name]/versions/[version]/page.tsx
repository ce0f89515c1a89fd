import type { Metadata } from 'next';
import { demoProject } from '@/lib/demo/project';
import { loadPromptPage, PromptPage, promptPageMetadata } from '../../_components/prompt-page';

type Params = Promise<{ lang: string; name: string; version: string }>;

export const dynamicParams = false;

// Names and versions together: the parent segment's params come from its page, not a layout, so Next
// does not pass them down here (a version page per name would otherwise never be built).
export function generateStaticParams() {
  return demoProject().prompts.flatMap((prompt) =>
    prompt.versions.map((version) => ({ name: prompt.name, version: String(version.version) })),
  );
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, name, version } = await params;
  return promptPageMetadata(loadPromptPage(lang, name, version));
}

/** A prompt of the demo project with one of its versions selected. */
export default async function DemoPromptVersionPage({ params }: { params: Params }) {
  const { lang, name, version } = await params;
  return <PromptPage page={loadPromptPage(lang, name, version)} />;
}
