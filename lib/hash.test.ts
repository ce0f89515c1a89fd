import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom, stringHash } from './hash';

describe('stringHash', () => {
  it('is 32-bit FNV-1a', () => {
    expect(stringHash('')).toBe(0x811c9dc5);
    expect(stringHash('a')).toBe(0xe40c292c);
    expect(stringHash('foobar')).toBe(0xbf9cf968);
  });
});

describe('seededRandom', () => {
  it('repeats its sequence for a seed and stays in [0, 1)', () => {
    fc.assert(
      fc.property(fc.nat(), (seed) => {
        const a = seededRandom(seed);
        const b = seededRandom(seed);
        for (let i = 0; i < 20; i++) {
          const value = a();
          expect(value).toBe(b());
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThan(1);
        }
      }),
    );
  });
});
