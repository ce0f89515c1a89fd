import { notFound } from 'next/navigation';
import { isLocale } from '@/lib/i18n';
import { demoIntroPage } from '@/lib/demo/intro';
import { demoProject } from '@/lib/demo/project';
import { demoShell } from '@/lib/demo/paths';

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
