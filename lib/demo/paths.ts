import type { DemoProject } from './schema';

/**
 * The demo project's pages, as paths without a locale prefix (localize them with lib/i18n
 * `localizePath`). They mirror the routes under app/[lang]/demo/.
 */
export const demoPaths = {
  /** The introduction (content/pages/demo*.mdx) and the trace list. */
  traces: () => '/demo',
  trace: (id: string) => `/demo/traces/${id}`,
  prompts: () => '/demo/prompts',
  /** The prompt with its newest version selected, or the given one. */
  prompt: (name: string, version?: number) =>
    version === undefined ? `/demo/prompts/${name}` : `/demo/prompts/${name}/versions/${version}`,
  datasets: () => '/demo/datasets',
  dataset: (name: string) => `/demo/datasets/${name}`,
  /** The dataset's runs side by side, item by item. */
  comparison: (name: string) => `/demo/datasets/${name}/compare`,
} as const;

/**
 * Slugs of content/pages whose URL is rendered by the demo's own route (their body is its
 * introduction): the catch-all marketing route leaves them out.
 */
export const demoContentSlugs: readonly string[] = ['demo'];

/** The demo's sections, in the order of its navigation. */
export const demoSections = ['traces', 'prompts', 'datasets'] as const;
export type DemoSection = (typeof demoSections)[number];

/** What every demo page's window shows: the project's name and the size of each section. */
export function demoShell(project: Pick<DemoProject, 'name' | 'traces' | 'prompts' | 'datasets'>) {
  return {
    project: project.name,
    counts: {
      traces: project.traces.length,
      prompts: project.prompts.length,
      datasets: project.datasets.length,
    },
  };
}
