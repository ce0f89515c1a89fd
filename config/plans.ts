/**
 * Plan availability (SPEC section 3): which plan includes which feature, at which level. The pricing
 * page's availability table, its legend and the Markdown twin's table are rendered from this data;
 * the words for plans, levels, groups and features are in config/plan-text.ts, one set per locale.
 */
export const plans = ['hobby', 'core', 'pro', 'enterprise', 'selfHosted'] as const;
export type Plan = (typeof plans)[number];

export const availabilityLevels = [
  'full',
  'public-beta',
  'private-beta',
  'team-add-on',
  'ee',
  'not-available',
] as const;
export type Availability = (typeof availabilityLevels)[number];

export interface PlanFeature {
  id: string;
  availability: Record<Plan, Availability>;
}

const all = (level: Availability): Record<Plan, Availability> => ({
  hobby: level,
  core: level,
  pro: level,
  enterprise: level,
  selfHosted: level,
});

export const planFeatureGroups = [
  {
    id: 'observability',
    features: [
      { id: 'tracing', availability: all('full') },
      { id: 'sampling', availability: all('full') },
      { id: 'opentelemetry', availability: all('full') },
    ],
  },
  {
    id: 'prompts',
    features: [
      { id: 'promptVersions', availability: all('full') },
      { id: 'playground', availability: all('public-beta') },
      {
        id: 'promptApprovals',
        availability: {
          hobby: 'not-available',
          core: 'not-available',
          pro: 'not-available',
          enterprise: 'private-beta',
          selfHosted: 'ee',
        },
      },
    ],
  },
  {
    id: 'evaluation',
    features: [
      { id: 'scores', availability: all('full') },
      { id: 'llmJudge', availability: all('full') },
      {
        id: 'annotationQueues',
        availability: {
          hobby: 'not-available',
          core: 'full',
          pro: 'full',
          enterprise: 'full',
          selfHosted: 'full',
        },
      },
      { id: 'datasets', availability: all('full') },
    ],
  },
  {
    id: 'metrics',
    features: [
      { id: 'dashboards', availability: all('full') },
      {
        id: 'customDashboards',
        availability: {
          hobby: 'not-available',
          core: 'not-available',
          pro: 'private-beta',
          enterprise: 'private-beta',
          selfHosted: 'private-beta',
        },
      },
    ],
  },
  {
    id: 'security',
    features: [
      {
        id: 'rbac',
        availability: {
          hobby: 'not-available',
          core: 'full',
          pro: 'full',
          enterprise: 'full',
          selfHosted: 'full',
        },
      },
      {
        id: 'saml',
        availability: {
          hobby: 'not-available',
          core: 'team-add-on',
          pro: 'full',
          enterprise: 'full',
          selfHosted: 'ee',
        },
      },
      {
        id: 'scim',
        availability: {
          hobby: 'not-available',
          core: 'not-available',
          pro: 'not-available',
          enterprise: 'full',
          selfHosted: 'ee',
        },
      },
      {
        id: 'auditLogs',
        availability: {
          hobby: 'not-available',
          core: 'not-available',
          pro: 'full',
          enterprise: 'full',
          selfHosted: 'ee',
        },
      },
      {
        id: 'hipaa',
        availability: {
          hobby: 'not-available',
          core: 'not-available',
          pro: 'not-available',
          enterprise: 'full',
          selfHosted: 'not-available',
        },
      },
    ],
  },
] as const satisfies readonly { id: string; features: readonly PlanFeature[] }[];

export type FeatureGroupId = (typeof planFeatureGroups)[number]['id'];
export type FeatureId = (typeof planFeatureGroups)[number]['features'][number]['id'];
