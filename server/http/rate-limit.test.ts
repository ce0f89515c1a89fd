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

describe('createRateLimiter memory', () => {
  it('keeps at most maxClients windows, dropping the oldest', () => {
    const limiter = createRateLimiter(1, 60_000, 3);
    for (const key of ['a', 'b', 'c', 'd']) limiter.hit(key, 1_000);
    // 'a' was dropped to make room for 'd': it starts a new window; 'd' is still counted.
    expect(limiter.hit('a', 2_000).allowed).toBe(true);
    expect(limiter.hit('d', 2_000).allowed).toBe(false);
  });
});
