import type { TOCItemType } from 'fumadocs-core/toc';
import type { Root as HastRoot } from 'hast';

/**
 * A notebook made ready for its page on the server (server/notebook/render.ts): its cells as one HTML
 * tree (Markdown through the MDX pages' pipeline, code highlighted) with a `notebook-output` element
 * where each output goes, and the outputs as data. components/notebook/ turns it into the page.
 */
export interface PreparedNotebook {
  tree: HastRoot;
  toc: TOCItemType[];
  outputs: PreparedOutput[];
}

export type PreparedOutput =
  | { kind: 'text'; text: string; stream: 'stdout' | 'stderr' | 'result' | 'error' }
  /** `text/markdown`, through the Markdown pipeline; `text/html`, sanitized. */
  | { kind: 'markdown' | 'html'; tree: HastRoot }
  /** `alt` is null when the output has no useful text of its own. */
  | { kind: 'image'; src: string; size: { width: number; height: number } | null; alt: string | null }
  | { kind: 'none' };
