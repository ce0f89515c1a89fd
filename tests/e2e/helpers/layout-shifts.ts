import type { Page } from '@playwright/test';

/**
 * Records every layout shift of the page's documents from their first paint (add before `goto`);
 * `shifts()` returns them as `score: moved elements` lines, empty when nothing moved.
 */
export async function recordLayoutShifts(page: Page): Promise<{ shifts: () => Promise<string[]> }> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    const record = (entries: PerformanceEntry[]) => {
      for (const entry of entries as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[])
        shifts.push(
          `${entry.value.toFixed(4)}: ${entry.sources.map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 100)).join(' | ')}`,
        );
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // Entries the observer has not delivered yet are taken too: no waiting for its callback.
    (window as unknown as { __shifts: () => string[] }).__shifts = () => {
      record(observer.takeRecords());
      return shifts;
    };
  });
  return {
    shifts: () => page.evaluate(() => (window as unknown as { __shifts: () => string[] }).__shifts()),
  };
}
