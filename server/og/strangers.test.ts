import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { createStrangerLimits } = await import('./strangers');
const { createRateLimiter } = await import('@/server/http/rate-limit');
const { clientAddressHeader } = await import('@/server/http/client-address');

const from = (address: string) =>
  new Request('http://site.test/api/og?title=x', { headers: { [clientAddressHeader]: address } });

describe('createStrangerLimits', () => {
  it('draws a client its limit of stranger images a minute, then answers 429 with Retry-After', async () => {
    const limits = createStrangerLimits(createRateLimiter(3), createRateLimiter(100), 's');
    for (let i = 0; i < 3; i += 1) expect(await limits.check(from('203.0.113.7'))).toBeUndefined();
    const refused = (await limits.check(from('203.0.113.7')))!;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many social images of titles the site does not have; try again later.',
    });
    // Another client has its own budget; an IPv6 client's whole /64 shares one.
    expect(await limits.check(from('198.51.100.1'))).toBeUndefined();
    for (let i = 0; i < 3; i += 1) expect(await limits.check(from(`2001:db8::${i + 1}`))).toBeUndefined();
    expect((await limits.check(from('2001:db8::ffff')))?.status).toBe(429);
  });

  it('bounds what one process draws a minute, however many addresses ask: 503 beyond it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.ipV4(), { minLength: 1, maxLength: 60 }), async (addresses) => {
        const limits = createStrangerLimits(createRateLimiter(2), createRateLimiter(10), 's');
        let drawn = 0;
        for (const address of addresses) {
          const refused = await limits.check(from(address));
          if (!refused) drawn += 1;
          else expect([429, 503]).toContain(refused.status);
        }
        // Each client gets 2; the process draws the first 10 of those and refuses the rest.
        const perClient = new Map<string, number>();
        for (const address of addresses) perClient.set(address, (perClient.get(address) ?? 0) + 1);
        const allowed = [...perClient.values()].reduce((sum, n) => sum + Math.min(n, 2), 0);
        expect(drawn).toBe(Math.min(10, allowed));
      }),
      { numRuns: 50 },
    );
  });
});
