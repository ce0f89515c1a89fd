import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meteredPlans, monthlyPrice, planPrices } from './plans';

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
