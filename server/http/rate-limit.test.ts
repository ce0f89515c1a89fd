import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  it('allows the limit per window and tells when to retry', async () => {
    const limiter = createRateLimiter(3, 60_000);
    const first = await Promise.all([1, 2, 3].map(() => limiter.hit('a', 1_000)));
    expect(first.map((result) => result.allowed)).toEqual([true, true, true]);
    expect(await limiter.hit('a', 31_000)).toEqual({ allowed: false, retryAfter: 30 });
    expect((await limiter.hit('b', 31_000)).allowed).toBe(true);
    expect((await limiter.hit('a', 61_000)).allowed).toBe(true);
  });
});

describe('createRateLimiter memory', () => {
  it('keeps at most maxClients windows, dropping the oldest', async () => {
    const limiter = createRateLimiter(1, 60_000, 3);
    for (const key of ['a', 'b', 'c', 'd']) await limiter.hit(key, 1_000);
    // 'a' was dropped to make room for 'd': it starts a new window; 'd' is still counted.
    expect((await limiter.hit('a', 2_000)).allowed).toBe(true);
    expect((await limiter.hit('d', 2_000)).allowed).toBe(false);
  });
});
