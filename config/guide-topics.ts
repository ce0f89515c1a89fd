import type { MessageKey } from './messages/en-US';

/**
 * The topics of the Guides grid, in the order its filter shows them. Every guide names one: an MDX
 * guide in its `topic` front matter, a cookbook notebook in its `cookbook/_routes.json` entry. A
 * topic added here needs a label in every message catalogue (the type check names a missing one).
 */
export const guideTopics = [
  'tracing',
  'evaluation',
  'prompt-management',
  'datasets',
  'frameworks',
  'model-providers',
  'gateways',
  'migration',
] as const;

export type GuideTopic = (typeof guideTopics)[number];

/** The catalogue key of each topic's label. */
export const guideTopicLabels = {
  tracing: 'guideTopicTracing',
  evaluation: 'guideTopicEvaluation',
  'prompt-management': 'guideTopicPromptManagement',
  datasets: 'guideTopicDatasets',
  frameworks: 'guideTopicFrameworks',
  'model-providers': 'guideTopicModelProviders',
  gateways: 'guideTopicGateways',
  migration: 'guideTopicMigration',
} as const satisfies Record<GuideTopic, MessageKey>;

export function isGuideTopic(value: unknown): value is GuideTopic {
  return typeof value === 'string' && (guideTopics as readonly string[]).includes(value);
}

/** What is wrong with a topic field's value (missing or not in the list), naming the allowed ones. */
export function topicIssue(value: unknown): string {
  const allowed = `one of ${guideTopics.join(', ')}; a new topic goes in config/guide-topics.ts`;
  return value === undefined
    ? `is required (${allowed})`
    : `${JSON.stringify(value)} is not a guide topic (${allowed})`;
}
