import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createImageCache } from './image-cache';

describe('createImageCache', () => {
  it('keeps the most recently used images within its entry bound', () => {
    const cache = createImageCache({ maxEntries: 2 });
    cache.set('a', new Uint8Array(1));
    cache.set('b', new Uint8Array(1));
    cache.get('a');
    cache.set('c', new Uint8Array(1));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([true, false, true]);
  });

  it('never holds more than its byte bound', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string({ maxLength: 3 }), fc.nat(400))), (writes) => {
        const cache = createImageCache({ maxEntries: 5, maxBytes: 1000 });
        const held = new Map<string, number>();
        for (const [key, size] of writes) {
          cache.set(key, new Uint8Array(size));
          held.set(key, size);
        }
        let total = 0;
        for (const key of held.keys()) total += cache.get(key)?.byteLength ?? 0;
        expect(total).toBeLessThanOrEqual(1000);
        expect(cache.size).toBeLessThanOrEqual(5);
      }),
    );
  });
});
