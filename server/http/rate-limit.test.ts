import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createFailureThrottle, createRateLimiter } from './rate-limit';

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

describe('createFailureThrottle', () => {
  it('blocks a client once it failed `limit` times, until its window ends', () => {
    const throttle = createFailureThrottle(3, 60_000);
    for (let i = 0; i < 3; i += 1) {
      expect(throttle.blockedFor('a', 1000 + i)).toBe(0);
      throttle.fail('a', 1000 + i);
    }
    expect(throttle.blockedFor('a', 1010)).toBe(60);
    expect(throttle.blockedFor('b', 1010)).toBe(0);
    expect(throttle.blockedFor('a', 61_000)).toBe(0);
  });

  it('never lets more than `limit` failures through in a window, whatever the timing', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 200 }), (gaps) => {
        const throttle = createFailureThrottle(5, 1000);
        let now = 0;
        const tries: number[] = [];
        for (const gap of gaps) {
          now += gap;
          if (throttle.blockedFor('a', now) > 0) continue;
          tries.push(now);
          throttle.fail('a', now);
        }
        // Any 1000 ms span holds at most 2 windows' worth of tries (a window's end and the next's start).
        for (const at of tries)
          expect(tries.filter((t) => t >= at && t < at + 1000).length).toBeLessThanOrEqual(10);
      }),
    );
  });

  it('keeps at most maxClients windows', () => {
    const throttle = createFailureThrottle(1, 60_000, 2);
    for (const key of ['a', 'b', 'c']) throttle.fail(key, 0);
    expect(throttle.blockedFor('a', 1)).toBe(0);
    expect(throttle.blockedFor('c', 1)).toBe(60);
  });
});
