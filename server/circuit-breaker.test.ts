import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createCircuitBreaker } from './circuit-breaker';

function breakerOnClock(options: Parameters<typeof createCircuitBreaker>[0] = {}) {
  const clock = { at: 0 };
  const changes: string[] = [];
  const breaker = createCircuitBreaker({
    failures: 3,
    coolDownMs: 1000,
    maxCoolDownMs: 4000,
    now: () => clock.at,
    onChange: (state, coolDown) => changes.push(`${state} ${coolDown}`),
    ...options,
  });
  return { breaker, clock, changes };
}

describe('createCircuitBreaker', () => {
  it('opens after the failures in a row, lets one trial through after the cool-down, and closes on its success', () => {
    const { breaker, clock, changes } = breakerOnClock();
    breaker.failure();
    breaker.success();
    breaker.failure();
    breaker.failure();
    expect(breaker.state()).toBe('closed');
    breaker.failure();
    expect(breaker.state()).toBe('open');
    expect(breaker.tryAcquire()).toBe(false);
    clock.at = 999;
    expect(breaker.state()).toBe('open');
    clock.at = 1000;
    expect(breaker.state()).toBe('half-open');
    expect(breaker.tryAcquire()).toBe(true);
    // Only the one trial while it runs.
    expect(breaker.tryAcquire()).toBe(false);
    breaker.success();
    expect(breaker.state()).toBe('closed');
    expect(breaker.tryAcquire()).toBe(true);
    expect(changes).toEqual(['open 1000', 'closed 0']);
  });

  it('doubles the cool-down after each failed trial, up to the longest, and resets it on success', () => {
    const { breaker, clock, changes } = breakerOnClock();
    for (let i = 0; i < 3; i += 1) breaker.failure();
    for (const wait of [1000, 2000, 4000, 4000]) {
      clock.at += wait - 1;
      expect(breaker.tryAcquire()).toBe(false);
      clock.at += 1;
      expect(breaker.tryAcquire()).toBe(true);
      breaker.failure();
    }
    clock.at += 4000;
    expect(breaker.tryAcquire()).toBe(true);
    breaker.success();
    for (let i = 0; i < 3; i += 1) breaker.failure();
    expect(changes).toEqual([
      'open 1000',
      'open 2000',
      'open 4000',
      'open 4000',
      'open 4000',
      'closed 0',
      'open 1000',
    ]);
  });

  it('ignores the failure of a call that started before it opened', () => {
    const { breaker, clock, changes } = breakerOnClock();
    for (let i = 0; i < 4; i += 1) breaker.failure();
    clock.at = 500;
    breaker.failure();
    // Still the first cool-down: half-open at 1,000 ms, not later.
    clock.at = 1000;
    expect(breaker.state()).toBe('half-open');
    expect(changes).toEqual(['open 1000']);
  });

  it('never lets more than one call through per cool-down while the dependency keeps failing', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 700 }), { minLength: 1, maxLength: 200 }), (gaps) => {
        const { breaker, clock } = breakerOnClock();
        let allowed = 0;
        for (const gap of gaps) {
          clock.at += gap;
          if (breaker.tryAcquire()) {
            allowed += 1;
            breaker.failure();
          }
        }
        // 3 to open it, then at most one per cool-down (each at least 1 s).
        expect(allowed).toBeLessThanOrEqual(3 + Math.floor(clock.at / 1000));
      }),
    );
  });
});
