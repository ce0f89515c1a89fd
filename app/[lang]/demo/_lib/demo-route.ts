import { notFound } from 'next/navigation';
import { isLocale } from '@/lib/i18n';
import { demoIntroPage } from '@/lib/demo/intro';
import { demoProject } from '@/lib/demo/project';
import { demoShell } from '@/lib/demo/paths';
import type { DemoProject } from '@/lib/demo/schema';

/**
 * What every page of the demo starts from: the locale (404 for another), the introduction in it (its
 * title names the demo in that language), the project and the window's shell.
 */
export function demoRoute(lang: string) {
  if (!isLocale(lang)) notFound();
  const intro = demoIntroPage(lang);
  if (!intro) notFound();
  const project = demoProject();
  return { lang, intro, demoTitle: intro.data.title, project, shell: demoShell(project) };
}

/** `demoRoute` with the view of one thing of the project (a trace, a dataset, …): 404 when it is not there. */
export function demoRouteTo<View>(lang: string, viewOf: (project: DemoProject) => View | undefined | null) {
  const route = demoRoute(lang);
  const view = viewOf(route.project);
  if (!view) notFound();
  return { ...route, view };
}
