/**
 * Plan availability: which plan includes which feature, at which level. The pricing
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

/**
 * What each plan costs (the pricing page's cards and events calculator). Money in US dollars a month;
 * `null` where the plan has no such figure (Enterprise is priced per contract; self-hosting is free and
 * unmetered). Additional events are billed per started block of `blockSize` events.
 */
export interface PlanPrice {
  monthly: number | null;
  includedEvents: number | null;
  /** Price of each started block of additional events; `null`: usage stops at the included events. */
  perBlock: number | null;
}

export const eventBlockSize = 100_000;

export const planPrices: Record<Plan, PlanPrice> = {
  hobby: { monthly: 0, includedEvents: 40_000, perBlock: null },
  core: { monthly: 39, includedEvents: 150_000, perBlock: 7 },
  pro: { monthly: 249, includedEvents: 500_000, perBlock: 7 },
  enterprise: { monthly: null, includedEvents: null, perBlock: null },
  selfHosted: { monthly: 0, includedEvents: null, perBlock: null },
};

/**
 * The Teams add-on: SAML SSO for a Core organisation, billed per month on top of the plan (Pro and
 * Enterprise include it; requiring SSO stays an Enterprise feature).
 */
export const teamsAddOn = { monthly: 99, plans: ['core'] } as const satisfies {
  monthly: number;
  plans: readonly Plan[];
};

/** The cloud plans the events calculator prices, cheapest first. */
export const meteredPlans = ['hobby', 'core', 'pro'] as const satisfies readonly Plan[];

/**
 * A metered plan's price for a month with `events` events: its base price plus every started block of
 * events above what it includes; `null` when the plan cannot carry that many (Hobby stops at its
 * included events). Bad input (negative, not finite) counts as no events.
 */
export function monthlyPrice(plan: (typeof meteredPlans)[number], events: number): number | null {
  const { monthly, includedEvents, perBlock } = planPrices[plan];
  const used = Number.isFinite(events) && events > 0 ? Math.floor(events) : 0;
  const extra = Math.max(0, used - (includedEvents ?? 0));
  if (extra === 0) return monthly ?? 0;
  if (perBlock === null) return null;
  return (monthly ?? 0) + Math.ceil(extra / eventBlockSize) * perBlock;
}

/** A limit of a plan: a number, set per contract (`custom`), or none (`unlimited`). */
export type PlanLimit = number | 'custom' | 'unlimited';

/** The API's endpoint groups that have rate limits of their own (docs: Limits and quotas). */
export const rateLimitGroups = ['ingestion', 'prompts', 'metrics', 'other'] as const;
export type RateLimitGroup = (typeof rateLimitGroups)[number];

export interface PlanLimits {
  /** Days traces, observations and scores are kept; `null` where a contract or the operator decides. */
  retentionDays: number | null;
  teamMembers: PlanLimit;
  projects: PlanLimit;
  /** Requests per minute per project, for each endpoint group. */
  rateLimits: Record<RateLimitGroup, PlanLimit>;
}

/**
 * What each plan allows besides its events: the pricing page's comparison table, the Limits and quotas
 * page and the data retention page show these; the sample check holds quoted figures to them.
 */
export const planLimits: Record<Plan, PlanLimits> = {
  hobby: {
    retentionDays: 30,
    teamMembers: 2,
    projects: 1,
    rateLimits: { ingestion: 1_000, prompts: 1_000, metrics: 30, other: 100 },
  },
  core: {
    retentionDays: 120,
    teamMembers: 'unlimited',
    projects: 'unlimited',
    rateLimits: { ingestion: 4_000, prompts: 3_000, metrics: 60, other: 1_000 },
  },
  pro: {
    retentionDays: 730,
    teamMembers: 'unlimited',
    projects: 'unlimited',
    rateLimits: { ingestion: 20_000, prompts: 10_000, metrics: 120, other: 2_000 },
  },
  enterprise: {
    retentionDays: null,
    teamMembers: 'unlimited',
    projects: 'unlimited',
    rateLimits: { ingestion: 'custom', prompts: 'custom', metrics: 'custom', other: 'custom' },
  },
  selfHosted: {
    retentionDays: null,
    teamMembers: 'unlimited',
    projects: 'unlimited',
    rateLimits: { ingestion: 'unlimited', prompts: 'unlimited', metrics: 'unlimited', other: 'unlimited' },
  },
};

/** Limits of the public API on every plan (the OpenAPI document states the same; the sample check compares). */
export const apiLimits = {
  /** Largest request body, in MB (413 above). */
  maxBodyMb: 3.5,
  /** Most events in one `POST /ingestion` batch. */
  maxBatchEvents: 1_000,
  /** List endpoints' `limit`: default and maximum. */
  pageLimitDefault: 50,
  pageLimitMax: 100,
  /** Largest media upload (images, audio, files), in MB. */
  maxMediaMb: 50,
  /** The window rate limits are counted in, in seconds. */
  rateLimitWindowSeconds: 60,
} as const;
