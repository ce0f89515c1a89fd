import raw from '@/content/demo/project.json';
import type { DemoProject } from './schema';
import { parseDemoProject } from './validate';

/** Where the demo project's data lives; errors name it. */
export const demoProjectFile = 'content/demo/project.json';

let project: DemoProject | undefined;

/**
 * The demo project, validated on first use: a bad field stops the build with the file and the field
 * (the build's first step, scripts/check-frontmatter.mjs, checks it earlier still).
 */
export function demoProject(): DemoProject {
  project ??= parseDemoProject(raw, demoProjectFile);
  return project;
}
