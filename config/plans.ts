/**
 * Plan availability (SPEC section 3): which plan includes which feature, at which level. The pricing
 * page's availability table and legend are rendered from this data.
 */
export const plans = ['hobby', 'core', 'pro', 'enterprise', 'selfHosted'] as const;
export type Plan = (typeof plans)[number];

export const planLabels: Record<Plan, string> = {
  hobby: 'Hobby',
  core: 'Core',
  pro: 'Pro',
  enterprise: 'Enterprise',
  selfHosted: 'Self-hosted',
};

export const availabilityLevels = [
  'full',
  'public-beta',
  'private-beta',
  'team-add-on',
  'ee',
  'not-available',
] as const;
export type Availability = (typeof availabilityLevels)[number];

export const availabilityText: Record<Availability, { label: string; legend: string }> = {
  full: { label: 'Included', legend: 'Included in the plan at no extra cost.' },
  'public-beta': { label: 'Public beta', legend: 'Open to everyone on the plan; details may still change.' },
  'private-beta': {
    label: 'Private beta',
    legend: 'Early access on request: ask us to enable it for your organisation.',
  },
  'team-add-on': {
    label: 'Teams add-on',
    legend: 'Available with the Teams add-on, billed per month on top of the plan.',
  },
  ee: {
    label: 'Enterprise Edition',
    legend: 'Self-hosted: part of the commercially licensed Enterprise Edition, enabled by a licence key.',
  },
  'not-available': { label: 'Not available', legend: 'Not part of this plan.' },
};

export interface PlanFeature {
  name: string;
  availability: Record<Plan, Availability>;
}

const all = (level: Availability): Record<Plan, Availability> => ({
  hobby: level,
  core: level,
  pro: level,
  enterprise: level,
  selfHosted: level,
});

export const planFeatureGroups: { name: string; features: PlanFeature[] }[] = [
  {
    name: 'Observability',
    features: [
      { name: 'Tracing, sessions and users', availability: all('full') },
      { name: 'Sampling and masking', availability: all('full') },
      { name: 'OpenTelemetry endpoint', availability: all('full') },
    ],
  },
  {
    name: 'Prompt management',
    features: [
      { name: 'Prompt versions and labels', availability: all('full') },
      { name: 'Playground', availability: all('public-beta') },
      {
        name: 'Prompt change approvals',
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
    name: 'Evaluation and datasets',
    features: [
      { name: 'Scores through the SDKs and API', availability: all('full') },
      { name: 'LLM-as-a-judge evaluators', availability: all('full') },
      {
        name: 'Annotation queues',
        availability: {
          hobby: 'not-available',
          core: 'full',
          pro: 'full',
          enterprise: 'full',
          selfHosted: 'full',
        },
      },
      { name: 'Datasets and experiments', availability: all('full') },
    ],
  },
  {
    name: 'Metrics',
    features: [
      { name: 'Cost, latency and usage dashboards', availability: all('full') },
      {
        name: 'Custom dashboards',
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
    name: 'Security and administration',
    features: [
      {
        name: 'Role-based access control',
        availability: {
          hobby: 'not-available',
          core: 'full',
          pro: 'full',
          enterprise: 'full',
          selfHosted: 'full',
        },
      },
      {
        name: 'SAML single sign-on',
        availability: {
          hobby: 'not-available',
          core: 'team-add-on',
          pro: 'full',
          enterprise: 'full',
          selfHosted: 'ee',
        },
      },
      {
        name: 'SCIM provisioning',
        availability: {
          hobby: 'not-available',
          core: 'not-available',
          pro: 'not-available',
          enterprise: 'full',
          selfHosted: 'ee',
        },
      },
      {
        name: 'Audit logs',
        availability: {
          hobby: 'not-available',
          core: 'not-available',
          pro: 'full',
          enterprise: 'full',
          selfHosted: 'ee',
        },
      },
      {
        name: 'HIPAA region',
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
];
