import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { DemoPage } from '@/components/demo/demo-page';
import { PromptDetail } from '@/components/demo/prompt-views';
import { demoPageMetadata } from '@/lib/demo/metadata';
import { demoPaths } from '@/lib/demo/paths';
import { promptDetailView } from '@/lib/demo/prompt-views';
import { demoRoute } from '../../../_lib/demo-route';

/**
 * A prompt page, with its newest version (`/demo/prompts/{name}`) or another one
 * (`/demo/prompts/{name}/versions/{n}`) selected: the version is part of the path, not a query, so
 * every view is built ahead of time. The newest version's own URL names the prompt's as canonical.
 */
export function loadPromptPage(lang: string, name: string, version?: string) {
  const route = demoRoute(lang);
  const number = version === undefined ? undefined : Number(version);
  if (number !== undefined && !(Number.isInteger(number) && String(number) === version)) notFound();
  const view = promptDetailView(route.project, name, number);
  if (!view) notFound();
  return { ...route, view, number };
}

export function promptPageMetadata(page: ReturnType<typeof loadPromptPage>): Metadata {
  const { lang, demoTitle, project, view, number } = page;
  const { prompt, selected } = view;
  const newest = view.versions[0]!.version.version;
  return demoPageMetadata({
    lang,
    path: demoPaths.prompt(prompt.name, number),
    title: `Prompt ${prompt.name} v${selected.version.version}`,
    demoTitle,
    description: `Version ${selected.version.version} of the ${prompt.name} prompt of ${project.name}, the demo support bot: its text, config, labels and the traces that used it.`,
    canonicalPath: number === newest ? demoPaths.prompt(prompt.name) : undefined,
  });
}

export function PromptPage({ page }: { page: ReturnType<typeof loadPromptPage> }) {
  const { lang, demoTitle, shell, view } = page;
  return (
    <DemoPage
      locale={lang}
      shell={shell}
      section="prompts"
      demoTitle={demoTitle}
      crumbs={[
        { label: view.prompt.name, href: demoPaths.prompt(view.prompt.name) },
        { label: `v${view.selected.version.version}` },
      ]}
    >
      <PromptDetail view={view} locale={lang} />
    </DemoPage>
  );
}
