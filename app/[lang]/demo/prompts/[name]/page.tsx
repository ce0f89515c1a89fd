import type { Metadata } from 'next';
import { demoProject } from '@/lib/demo/project';
import { loadPromptPage, PromptPage, promptPageMetadata } from './_components/prompt-page';

type Params = Promise<{ lang: string; name: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return demoProject().prompts.map((prompt) => ({ name: prompt.name }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, name } = await params;
  return promptPageMetadata(loadPromptPage(lang, name));
}

/** A prompt of the demo project, its newest version selected. */
export default async function DemoPromptPage({ params }: { params: Params }) {
  const { lang, name } = await params;
  return <PromptPage page={loadPromptPage(lang, name)} />;
}
