import type { MessageKey } from './messages/en-US';

/**
 * The tags a blog post may carry (`tags` front matter). The first tag picks the palette of the
 * post's generated cover art (lib/blog/cover-art.ts). A tag added here needs a label in every
 * message catalogue and a palette; the type check names what is missing.
 */
export const blogTags = [
  'tracing',
  'evaluation',
  'prompt-management',
  'cost',
  'agents',
  'engineering',
  'open-source',
] as const;

export type BlogTag = (typeof blogTags)[number];

/** The catalogue key of each tag's label. */
export const blogTagLabels = {
  tracing: 'blogTagTracing',
  evaluation: 'blogTagEvaluation',
  'prompt-management': 'blogTagPromptManagement',
  cost: 'blogTagCost',
  agents: 'blogTagAgents',
  engineering: 'blogTagEngineering',
  'open-source': 'blogTagOpenSource',
} as const satisfies Record<BlogTag, MessageKey>;
