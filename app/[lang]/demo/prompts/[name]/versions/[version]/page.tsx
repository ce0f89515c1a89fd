import type { Metadata } from 'next';
import { demoProject } from '@/lib/demo/project';
import { loadPromptPage, PromptPage, promptPageMetadata } from '../../_components/prompt-page';

type Params = Promise<{ lang: string; name: string; version: string }>;

export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { name: string } }) {
  const prompt = demoProject().prompts.find((p) => p.name === params.name);
  return (prompt?.versions ?? []).map((version) => ({ version: String(version.version) }));
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
