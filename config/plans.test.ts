import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { planTextFor } from './plan-text';
import { describe, expect, it } from 'vitest';
import {
  meteredPlans,
  monthlyPrice,
  planFeatureGroups,
  planPrices,
  plans,
  type Availability,
  type FeatureId,
  type PlanFeature,
} from './plans';

describe('monthlyPrice', () => {
  it('charges the base price up to the included events, then each started block of 100,000', () => {
    expect(monthlyPrice('core', 0)).toBe(39);
    expect(monthlyPrice('core', 150_000)).toBe(39);
    expect(monthlyPrice('core', 150_001)).toBe(46);
    expect(monthlyPrice('core', 250_000)).toBe(46);
    expect(monthlyPrice('core', 250_001)).toBe(53);
    expect(monthlyPrice('pro', 1_000_000)).toBe(249 + 5 * 7);
    expect(monthlyPrice('hobby', 40_000)).toBe(0);
  });

  it('says Hobby cannot carry more than it includes', () => {
    expect(monthlyPrice('hobby', 40_001)).toBeNull();
  });

  it('takes bad input as no events', () => {
    for (const events of [-5, Number.NaN, Number.NEGATIVE_INFINITY])
      expect(monthlyPrice('pro', events)).toBe(249);
    expect(monthlyPrice('core', Number.POSITIVE_INFINITY)).toBe(39);
  });

  it('never falls as usage grows, and never charges less than the base price', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...meteredPlans),
        fc.double({ min: -1e9, max: 1e10, noNaN: true }),
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        (plan, events, more) => {
          const price = monthlyPrice(plan, events);
          const later = monthlyPrice(plan, events + more);
          if (price === null) expect(later).toBeNull();
          else {
            expect(price).toBeGreaterThanOrEqual(planPrices[plan].monthly ?? 0);
            if (later !== null) expect(later).toBeGreaterThanOrEqual(price);
          }
        },
      ),
    );
  });
});

describe('the administration overview', () => {
  // The overview's table is written in the page, in words; its rows for the features that
  // config/plans.ts also knows must say what the pricing page's table says.
  const page = readFileSync('content/docs/administration/index.mdx', 'utf8');
  const rows = new Map(
    page
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      )
      .map(([feature, ...cells]) => [feature!, cells] as const),
  );
  const word: Record<string, Availability> = {
    Included: 'full',
    'Not available': 'not-available',
    'Not applicable': 'not-available',
    'Teams add-on': 'team-add-on',
    'Enterprise licence': 'ee',
  };
  const rowOf: Partial<Record<FeatureId, string>> = {
    rbac: 'Roles (RBAC)',
    saml: 'SAML SSO',
    scim: 'SCIM provisioning',
    auditLogs: 'Audit logs',
    hipaa: 'HIPAA region and BAA',
  };

  it('names the plans in the order of config/plans.ts', () => {
    const text = planTextFor('en-US');
    expect(rows.get(text.feature)).toEqual(plans.map((plan) => text.plans[plan]));
  });

  it.each(Object.entries(rowOf))('agrees with config/plans.ts on %s', (id, row) => {
    const features: readonly PlanFeature[] = planFeatureGroups.flatMap(
      (group): readonly PlanFeature[] => group.features,
    );
    const feature = features.find((f) => f.id === id)!;
    const cells = rows.get(row);
    expect(cells, `a row "${row}" in the administration overview`).toBeDefined();
    expect(cells!.map((cell) => word[cell] ?? cell)).toEqual(plans.map((plan) => feature.availability[plan]));
  });
});
