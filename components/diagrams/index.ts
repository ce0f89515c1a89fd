import { annotationQueue } from './annotation-queue';
import { dashboard } from './dashboard';
import { dataModel } from './data-model';
import type { Drawing } from './parts';
import { sessionTimeline } from './session-timeline';
import { siteDeployment } from './site-deployment';
import { traceTree } from './trace-tree';

/** Every drawing a page can show with `<Diagram name="…" />`, by name. */
export const diagrams = {
  'data-model': dataModel,
  'trace-tree': traceTree,
  'session-timeline': sessionTimeline,
  dashboard,
  'annotation-queue': annotationQueue,
  'site-deployment': siteDeployment,
} satisfies Record<string, Drawing>;

export type DiagramName = keyof typeof diagrams;

export { WIDTH } from './parts';
