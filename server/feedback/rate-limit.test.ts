import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  it('allows the limit per window and tells when to retry', () => {
    const limiter = createRateLimiter(3, 60_000);
    expect([1, 2, 3].map(() => limiter.hit('a', 1_000).allowed)).toEqual([true, true, true]);
    expect(limiter.hit('a', 31_000)).toEqual({ allowed: false, retryAfter: 30 });
    expect(limiter.hit('b', 31_000).allowed).toBe(true);
    expect(limiter.hit('a', 61_000).allowed).toBe(true);
  });
});
