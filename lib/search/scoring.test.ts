import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answeredShare, placed } from './scoring';

describe('answeredShare', () => {
  it('counts the words of a question found together in one section above the same words scattered', () => {
    const { missing, scattered, together } = placed;
    expect(answeredShare([1, 1], [together, together])).toBe(1);
    expect(answeredShare([1, 1], [together, missing])).toBe(0.5);
    expect(answeredShare([1, 1], [together, scattered])).toBe(0.875);
    // Rarer words weigh more, found or missed.
    expect(answeredShare([3, 1], [missing, together])).toBe(0.25);
    expect(answeredShare([], [])).toBe(0);
    // For any weights and placements: a share between 0 and 1, and bringing a word closer never
    // lowers it.
    const words = fc.array(
      fc.tuple(fc.double({ min: 0, max: 20, noNaN: true }), fc.constantFrom(missing, scattered, together)),
      {
        maxLength: 12,
      },
    );
    fc.assert(
      fc.property(words, fc.nat(), (list, pick) => {
        const weights = list.map(([weight]) => weight);
        const placement = list.map(([, where]) => where);
        const share = answeredShare(weights, placement);
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(1 + 1e-9);
        if (list.length === 0) return;
        const k = pick % list.length;
        const closer = placement.map((where, i) => (i === k ? Math.min(together, where + 1) : where));
        expect(answeredShare(weights, closer)).toBeGreaterThanOrEqual(share - 1e-9);
      }),
    );
  });
});
