import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type GroupCommitDeadlineError,
  GroupCommitFullError,
  groupCommit,
  rowDataError,
} from './group-commit';

/** A `run` whose calls the test ends by hand, recording every group it was given. */
function manualRun<T>() {
  const calls: { items: readonly T[]; end: (error?: unknown) => void }[] = [];
  let pending = 0;
  let mostPending = 0;
  const run = (items: readonly T[]) =>
    new Promise<T[]>((resolve, reject) => {
      pending++;
      mostPending = Math.max(mostPending, pending);
      calls.push({
        items,
        end: (error) => {
          pending--;
          if (error) reject(error);
          else resolve(items.map((item) => item));
        },
      });
    });
  return { run, calls, mostPending: () => mostPending };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('groupCommit', () => {
  it('answers every caller by its deadline: a waiting item is dropped unwritten, one in flight may be written', async () => {
    const { run, calls } = manualRun<number>();
    const write = groupCommit(run, { maxInFlight: 1, deadlineMs: 50 });
    const first = write(1).catch((error: GroupCommitDeadlineError) => error);
    const second = write(2).catch((error: GroupCommitDeadlineError) => error);
    const started = performance.now();
    expect(await first).toMatchObject({ name: 'GroupCommitDeadlineError', written: 'unknown' });
    expect(await second).toMatchObject({ name: 'GroupCommitDeadlineError', written: false });
    expect(performance.now() - started).toBeLessThan(200);
    // The call in flight ends later; the dropped item is never given to run.
    calls[0]!.end();
    await tick();
    expect(calls.map((call) => call.items)).toEqual([[1]]);
    // An item answered in time is not rejected afterwards.
    const third = write(3);
    await tick();
    calls[1]!.end();
    expect(await third).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 80));
  });

  it('tells the call carrying a group once one of its callers was answered by the deadline', async () => {
    const seen: (() => boolean)[] = [];
    let finish!: () => void;
    const write = groupCommit<number, number>(
      (items, call) => {
        seen.push(call.expired);
        return new Promise((resolve) => (finish = () => resolve(items)));
      },
      { maxInFlight: 1, deadlineMs: 40 },
    );
    const answer = write(1).catch((error: GroupCommitDeadlineError) => error);
    expect(seen[0]!()).toBe(false);
    expect(await answer).toMatchObject({ written: 'unknown' });
    // The store, still holding its transaction open, can now roll the group back.
    expect(seen[0]!()).toBe(true);
    finish();
    // A call whose callers were all answered in time never sees it.
    const next = write(2);
    await tick();
    expect(seen[1]!()).toBe(false);
    finish();
    expect(await next).toBe(2);
  });

  it('sends an item alone at once when nothing is running', async () => {
    const { run, calls } = manualRun<number>();
    const write = groupCommit(run, { maxInFlight: 1 });
    const answer = write(1);
    expect(calls.map((c) => c.items)).toEqual([[1]]);
    calls[0]!.end();
    await expect(answer).resolves.toBe(1);
  });

  it('groups what arrives while the limit is reached, in arrival order, at most maxGroup a call', async () => {
    const { run, calls } = manualRun<number>();
    const write = groupCommit(run, { maxInFlight: 1, maxGroup: 3 });
    const answers = [1, 2, 3, 4, 5, 6].map(write);
    expect(calls.map((c) => c.items)).toEqual([[1]]);
    calls[0]!.end();
    await tick();
    expect(calls.map((c) => c.items)).toEqual([[1], [2, 3, 4]]);
    calls[1]!.end();
    await tick();
    expect(calls.map((c) => c.items)).toEqual([[1], [2, 3, 4], [5, 6]]);
    calls[2]!.end();
    await expect(Promise.all(answers)).resolves.toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('does not answer a caller before the call holding its item has ended', async () => {
    const { run, calls } = manualRun<string>();
    const write = groupCommit(run, { maxInFlight: 1 });
    let answered = false;
    void write('a').then(() => (answered = true));
    await tick();
    expect(answered).toBe(false);
    calls[0]!.end();
    await tick();
    expect(answered).toBe(true);
  });

  it('rejects every item of a failed group with its error', async () => {
    const { run, calls } = manualRun<number>();
    const write = groupCommit(run, { maxInFlight: 1 });
    const first = write(1);
    const rest = [write(2), write(3)];
    calls[0]!.end();
    await tick();
    calls[1]!.end(new Error('connection lost'));
    await expect(first).resolves.toBe(1);
    for (const answer of rest) await expect(answer).rejects.toThrow('connection lost');
    expect(calls).toHaveLength(2);
  });

  it('runs the items of a group again alone when the error may be one row’s, so only that row fails', async () => {
    const bad = Object.assign(new Error('invalid byte sequence'), { code: '22021' });
    const groups: number[][] = [];
    const write = groupCommit<number, number>(
      async (items) => {
        groups.push([...items]);
        await Promise.resolve();
        if (items.includes(13)) throw bad;
        return items;
      },
      { maxInFlight: 1 },
      rowDataError,
    );
    const answers = [1, 2, 13, 4].map((n) => write(n).then(String, (e: Error) => e.message));
    await expect(Promise.all(answers)).resolves.toEqual(['1', '2', 'invalid byte sequence', '4']);
    expect(groups).toEqual([[1], [2, 13, 4], [2], [13], [4]]);
  });

  it('fails every caller when run answers with the wrong number of results', async () => {
    const write = groupCommit<number, number>(async () => [], { maxInFlight: 1 });
    await expect(write(1)).rejects.toThrow('0 results for 1 items');
  });

  it('refuses an item at once while maxWaiting items wait, and takes items again once they have gone', async () => {
    const { run, calls } = manualRun<number>();
    const write = groupCommit(run, { maxInFlight: 1, maxGroup: 10, maxWaiting: 2 });
    const first = write(1); // goes at once: never waits
    const waiting = [write(2), write(3)];
    await expect(write(4)).rejects.toBeInstanceOf(GroupCommitFullError);
    await expect(write(5)).rejects.toThrow('2 items already waiting');
    calls[0]!.end(); // 2 and 3 go together
    await tick();
    expect(calls.map((c) => c.items)).toEqual([[1], [2, 3]]);
    const later = write(6);
    calls[1]!.end();
    await tick();
    calls[2]!.end();
    expect(await Promise.all([first, ...waiting, later])).toEqual([1, 2, 3, 6]);
  });

  it('with maxWaiting 0, takes an item only when a call is free', async () => {
    const { run, calls } = manualRun<number>();
    const write = groupCommit(run, { maxInFlight: 2, maxWaiting: 0 });
    const answers = [write(1), write(2)];
    await expect(write(3)).rejects.toBeInstanceOf(GroupCommitFullError);
    calls.forEach((call) => call.end());
    expect(await Promise.all(answers)).toEqual([1, 2]);
  });

  it('property: every item settles once with its own outcome, within the bounds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 6 }),
        fc.oneof(fc.constant(Infinity), fc.integer({ min: 0, max: 8 })),
        // Arrivals (item values; negatives fail as a row error) interleaved with ends of calls.
        fc.array(fc.oneof(fc.integer({ min: -3, max: 50 }), fc.constant('end' as const)), {
          maxLength: 60,
        }),
        async (maxInFlight, maxGroup, maxWaiting, script) => {
          interface Item {
            id: number;
            n: number;
          }
          const sizes: number[] = [];
          let pending = 0;
          let mostPending = 0;
          const enders: (() => void)[] = [];
          // Items handed to `run` at least once: the others submitted and not refused are waiting.
          const sent = new Set<number>();
          const write = groupCommit<Item, number>(
            (items) =>
              new Promise<number[]>((resolve, reject) => {
                sizes.push(items.length);
                for (const item of items) sent.add(item.id);
                mostPending = Math.max(mostPending, ++pending);
                enders.push(() => {
                  pending--;
                  if (items.some(({ n }) => n < 0))
                    reject(Object.assign(new Error('bad'), { code: '23514' }));
                  else resolve(items.map(({ n }) => n * 2));
                });
              }),
            { maxInFlight, maxGroup, maxWaiting },
            rowDataError,
          );
          const outcomes: Promise<string>[] = [];
          const items: number[] = [];
          const refused = new Set<number>();
          let mostWaiting = 0;
          for (const step of script) {
            if (step === 'end') enders.shift()?.();
            else {
              const id = items.length;
              items.push(step);
              outcomes.push(
                write({ id, n: step }).then(String, (error) => {
                  if (error instanceof GroupCommitFullError) {
                    refused.add(id);
                    return 'full';
                  }
                  return 'failed';
                }),
              );
            }
            await tick();
            mostWaiting = Math.max(mostWaiting, items.length - refused.size - sent.size);
          }
          while (enders.length > 0) {
            enders.shift()!();
            await tick();
          }
          const settled = await Promise.all(outcomes);
          expect(settled).toEqual(
            items.map((n, id) => (refused.has(id) ? 'full' : n < 0 ? 'failed' : String(n * 2))),
          );
          // A refused item was never sent; nothing is refused without a bound.
          for (const id of refused) expect(sent.has(id)).toBe(false);
          if (maxWaiting === Infinity) expect(refused.size).toBe(0);
          expect(mostWaiting).toBeLessThanOrEqual(maxWaiting);
          expect(Math.max(0, ...sizes)).toBeLessThanOrEqual(maxGroup);
          expect(mostPending).toBeLessThanOrEqual(maxInFlight);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('rowDataError', () => {
  it('is true for data exceptions and constraint violations only', () => {
    expect(rowDataError({ code: '22021' })).toBe(true);
    expect(rowDataError({ code: '23514' })).toBe(true);
    expect(rowDataError({ code: '08006' })).toBe(false);
    expect(rowDataError({ code: '57014' })).toBe(false);
    expect(rowDataError(new Error('no code'))).toBe(false);
    expect(rowDataError(null)).toBe(false);
  });
});
