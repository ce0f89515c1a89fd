import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { throttledLog } from './log-throttle';

describe('throttledLog', () => {
  it('writes the first line at once and sums up the rest at the next line after the window', () => {
    const lines: string[] = [];
    let now = 0;
    const log = throttledLog(
      10_000,
      (line) => lines.push(line),
      () => now,
    );
    log('store down');
    for (let i = 0; i < 1000; i += 1) {
      now += 9;
      log('store down');
    }
    expect(lines).toEqual(['store down']);
    now = 15_000;
    log('store down');
    expect(lines).toEqual(['store down', 'store down (and 1000 more like it in the last 15 s)']);
  });

  it('writes at most one line per window, and accounts for every call', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3000 }), { maxLength: 300 }), (gaps) => {
        const written: { at: number; line: string }[] = [];
        let now = 0;
        const log = throttledLog(
          1000,
          (line) => written.push({ at: now, line }),
          () => now,
        );
        for (const gap of gaps) {
          now += gap;
          log('x');
        }
        for (let i = 1; i < written.length; i += 1)
          expect(written[i]!.at - written[i - 1]!.at).toBeGreaterThanOrEqual(1000);
        const counted = written.reduce(
          (sum, { line }) => sum + 1 + Number(/and (\d+) more/.exec(line)?.[1] ?? 0),
          0,
        );
        // Calls after the last line are still waiting to be summed up.
        expect(counted).toBeLessThanOrEqual(gaps.length);
        if (gaps.length > 0) expect(written.length).toBeGreaterThan(0);
      }),
    );
  });
});
