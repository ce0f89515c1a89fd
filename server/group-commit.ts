/**
 * Group commit: many callers' writes carried by one statement, without a timer.
 *
 * An item that arrives while fewer than `maxInFlight` groups are running goes at once, alone; items
 * that arrive while the limit is reached wait and go together (up to `maxGroup` of them) as soon as
 * a running group ends. At low load every write is one round trip as before; under load a statement
 * carries as many writes as arrived during the previous one, so the database parses, plans and
 * commits once per group instead of once per write. Each caller's promise settles only after the
 * statement holding its item has, so a caller never acknowledges a write that was not committed.
 *
 * Written here rather than taken from a package: the batching libraries on npm (dataloader and the
 * like) batch per event-loop tick or on a timer, which adds latency at low load and does not bound
 * the statements in flight; this is the classic write-ahead-log group commit, in 60 lines.
 */
export interface GroupCommitOptions {
  /** The most items one call of `run` carries. */
  maxGroup?: number;
  /** The most calls of `run` pending at once (keep it at or under the pool's connections). */
  maxInFlight?: number;
  /**
   * The most items waiting for a group (not counting those in flight). Beyond it a new item is
   * refused at once with a `GroupCommitFullError` instead of queueing behind a database that has
   * stopped answering: its caller fails fast (a 503, or the rate limits' in-process fallback) and
   * the queue's memory stays bounded whatever arrives.
   */
  maxWaiting?: number;
  /**
   * The longest a caller waits, from the moment its item arrives, for the queue and the call that
   * carries it together. An item still waiting then is dropped (never written) and its caller gets a
   * `GroupCommitDeadlineError` with `written: false`; one whose call is under way gets it with
   * `written: 'unknown'`, and the call learns it (`GroupCall.expired`) so that a store whose
   * transaction is still open rolls it back; only a commit already sent may still land (the store's
   * idempotency key makes the client's retry harmless). Without it a caller may wait for the queue
   * plus the call's own time-out.
   */
  deadlineMs?: number;
}

/** What a caller gets when its item's deadline passed before its call ended. */
export class GroupCommitDeadlineError extends Error {
  constructor(
    deadlineMs: number,
    /** false: the item was dropped before any call carried it; 'unknown': its call was under way. */
    readonly written: false | 'unknown',
  ) {
    super(
      `group commit: no answer within ${deadlineMs} ms (${written === false ? 'not written' : 'may have been written'})`,
    );
    this.name = 'GroupCommitDeadlineError';
  }
}

/** What an item gets when `maxWaiting` items already wait. */
export class GroupCommitFullError extends Error {
  constructor(waiting: number) {
    super(`group commit: ${waiting} items already waiting; try again later`);
    this.name = 'GroupCommitFullError';
  }
}

/** What `run` may ask about the group it carries. */
export interface GroupCall {
  /**
   * True once a caller of the group has been answered by its deadline (so it was told its write may
   * not have happened): a store that can still roll the group back (its transaction is not committed
   * yet) should, so that an item answered as failed is never written.
   */
  expired(): boolean;
}

/**
 * `run` gets a group of items, in arrival order, and returns one result per item in the same order.
 * When it rejects, every item of the group rejects with its error, unless `retryAlone(error)` says
 * the error may come from one item's data (a constraint, an invalid value): then each item of a
 * group of several is run again alone, so one bad item fails only its own caller.
 */
export function groupCommit<T, R>(
  run: (items: readonly T[], call: GroupCall) => Promise<readonly R[]>,
  { maxGroup = 256, maxInFlight = 2, maxWaiting = 4096, deadlineMs }: GroupCommitOptions = {},
  retryAlone: (error: unknown) => boolean = () => false,
): (item: T) => Promise<R> {
  if (!(maxGroup >= 1 && maxInFlight >= 1 && maxWaiting >= 0))
    throw new RangeError('maxGroup and maxInFlight must be at least 1, maxWaiting at least 0');
  interface Waiting {
    item: T;
    resolve: (result: R) => void;
    reject: (error: unknown) => void;
    /** Taken by a call (no longer droppable). */
    taken?: boolean;
    /** Answered by its deadline while its call was under way. */
    expired?: boolean;
  }
  const queue: Waiting[] = [];
  let inFlight = 0;

  async function runGroup(group: Waiting[]): Promise<void> {
    try {
      const results = await run(
        group.map((waiting) => waiting.item),
        { expired: () => group.some((waiting) => waiting.expired) },
      );
      if (results.length !== group.length)
        throw new Error(`group commit: ${results.length} results for ${group.length} items`);
      group.forEach((waiting, index) => waiting.resolve(results[index]!));
    } catch (error) {
      if (group.length > 1 && retryAlone(error)) {
        // One after another, so the retries stay within `maxInFlight`; a bad item is rare.
        for (const waiting of group) await runGroup([waiting]);
      } else {
        for (const waiting of group) waiting.reject(error);
      }
    }
  }

  function next(): void {
    while (inFlight < maxInFlight && queue.length > 0) {
      const group = queue.splice(0, maxGroup);
      for (const waiting of group) waiting.taken = true;
      inFlight++;
      void runGroup(group).finally(() => {
        inFlight--;
        next();
      });
    }
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      // An item that would go at once never counts as waiting.
      if (queue.length >= maxWaiting && inFlight >= maxInFlight) {
        reject(new GroupCommitFullError(queue.length));
        return;
      }
      const waiting: Waiting = { item, resolve, reject };
      if (deadlineMs !== undefined) {
        const timer = setTimeout(() => {
          const at = queue.indexOf(waiting);
          if (at >= 0) queue.splice(at, 1);
          if (waiting.taken) waiting.expired = true;
          reject(new GroupCommitDeadlineError(deadlineMs, waiting.taken ? 'unknown' : false));
        }, deadlineMs);
        timer.unref?.();
        waiting.resolve = (result) => (clearTimeout(timer), resolve(result));
        waiting.reject = (error) => (clearTimeout(timer), reject(error));
      }
      queue.push(waiting);
      next();
    });
}

/**
 * PostgreSQL errors that may come from one row's values rather than from the statement or the
 * server: data exceptions (class 22, e.g. a NUL character in text) and integrity constraint
 * violations (class 23).
 */
export function rowDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^2[23]/.test(code);
}
