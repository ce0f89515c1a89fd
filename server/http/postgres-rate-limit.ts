import 'server-only';
import pg from 'pg';
import { groupCommit } from '../group-commit';
import { createRateLimiter, type RateLimiter, type RateLimitResult } from './rate-limit';

/**
 * The limits' table. Not one of the feedback store's migrations, for three reasons: those are shared
 * with SQLite, which keeps its limits in memory; the table holds nothing worth keeping (UNLOGGED:
 * no write-ahead log, so a count costs no disk flush, and a crash empties it, which only forgets
 * counts of the last minute), so a change of shape can be a new table rather than a migration; and
 * the limiter must work before this process has opened the feedback store (an Ask AI or MCP request
 * may come first). So it is created here, idempotently, on first use.
 *
 * One row per limiter, window and client key; the key is already a salted hash, never an address.
 * The window comes first in the key so that pruning the old ones is a range of the index.
 */
const createTable = `CREATE UNLOGGED TABLE IF NOT EXISTS rate_limit_windows (
  limiter TEXT NOT NULL,
  window_start BIGINT NOT NULL,
  client_key TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (limiter, window_start, client_key)
)`;

/**
 * Requests counted, atomically, in one statement: the row of each client's current window is created
 * or incremented by that client's requests in the group, and the new counts come back with the
 * window and the database's clock (windows are aligned to the database's clock, so instances whose
 * clocks differ still share them; tests pass a time of their own as $4). One request is a group of
 * one; under load the requests that arrive while a statement runs share the next (group commit). The
 * keys are taken in order, so two instances' statements lock rows in the same order and never
 * deadlock.
 */
const countHits = `WITH clock AS (
  SELECT COALESCE($4::bigint, (extract(epoch FROM clock_timestamp()) * 1000)::bigint) AS now_ms
), hits AS (
  SELECT client_key, count(*)::int AS n FROM unnest($2::text[]) AS client_key GROUP BY client_key
)
INSERT INTO rate_limit_windows AS w (limiter, window_start, client_key, count)
SELECT $1, now_ms - now_ms % $3, client_key, n FROM hits, clock ORDER BY client_key
ON CONFLICT (limiter, window_start, client_key) DO UPDATE SET count = w.count + excluded.count
RETURNING w.client_key AS "clientKey", w.count, w.window_start AS "windowStart",
  (SELECT now_ms FROM clock) AS "nowMs"`;

/** Every window of a limiter before the current one: nothing reads them again. */
const pruneWindows = 'DELETE FROM rate_limit_windows WHERE limiter = $1 AND window_start < $2';

/**
 * What two instances creating the table at the same moment may get instead of "exists, skipped":
 * duplicate table, a unique violation in the catalogue, or `type "rate_limit_windows" already exists`
 * (duplicate object: the table's row type, created first). The last one was missing, and the
 * instance that lost the race counted its first requests in memory (a property test caught it).
 */
const createdMeanwhile = new Set(['42P07', '23505', '42710']);

export interface PostgresRateLimitOptions {
  /**
   * How long a request waits for PostgreSQL (connection, statement and all; time this process's event
   * loop is blocked aside) before it is counted in this process's memory instead; also the statement
   * timeout the server applies.
   */
  timeoutMs?: number;
  /** After a failure, the limits are counted in memory this long before PostgreSQL is tried again. */
  pauseAfterFailureMs?: number;
  /** Connections of the limits' own pool (apart from the feedback store's). */
  maxConnections?: number;
  log?: (message: string) => void;
}

export interface PostgresRateLimits {
  /** A limiter of `limit` requests per client and window, named `name` in the shared table. */
  limiter(name: string, limit: number, windowMs?: number): RateLimiter;
  /** Ends the pool (shutdown). */
  close(): Promise<void>;
}

/**
 * Rejects once `promise` has had `ms` of this process's attention without settling; the timer never
 * outlives it. Time the event loop spends blocked (a request building the search index, a burst of
 * CPU work) counts as one tick at most: an answer that arrived meanwhile is read before the deadline
 * is checked again, so a busy process does not take its own stall for a failing database (a plain
 * timer fired first and sent every limit to memory on an instance's first Ask AI questions).
 */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  const tick = Math.min(50, ms);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    let waited = 0;
    let last = performance.now();
    const check = () => {
      const now = performance.now();
      waited += Math.min(now - last, tick);
      last = now;
      if (waited >= ms) reject(new Error(`no answer within ${ms} ms`));
      else timer = setTimeout(check, tick);
    };
    timer = setTimeout(check, tick);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * What one process grants per client and window while it counts in memory: half the limit (at least
 * one). An instance that finds PostgreSQL slow may have counted a client's first requests there
 * already, and the others go on counting there: with the whole limit in memory a client could get
 * the limit from the shared count and again from the slow instance's memory (5 of 3 in a test on a
 * loaded machine). With half, a client gets at most one and a half limits in a window while one
 * instance is cut off, and every instance still serves.
 */
export const fallbackLimit = (limit: number) => Math.max(1, Math.ceil(limit / 2));

/**
 * Rate limits kept in PostgreSQL, so that every instance of the site behind a load balancer counts
 * against one limit per client: fixed windows, one atomic upsert per group of requests (group
 * commit), old windows pruned by each process once per window and limiter (a DELETE off the
 * request's path), not on every request.
 *
 * When PostgreSQL fails or is slow (`timeoutMs`), the request is counted by a per-process in-memory
 * limiter of half the limit instead (`fallbackLimit`) (fail open, documented in the README: a store outage must not
 * turn every request into a 429 or a 5xx; each instance then enforces the limit on its own), and for
 * `pauseAfterFailureMs` every request is, so a hung database costs one time-out, not one per request.
 * The change to memory and back is logged once each.
 */
export function createPostgresRateLimits(
  connectionString: string,
  options: PostgresRateLimitOptions = {},
): PostgresRateLimits {
  const { timeoutMs = 500, pauseAfterFailureMs = 5000, log = (message) => console.error(message) } = options;
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 4,
    // The server cancels a statement after `timeoutMs`; `within` stops the request waiting then. The
    // client's own limits are only a backstop that ends waits for a database that accepted the
    // connection and went silent: plain timers, which a stalled event loop would fire early.
    statement_timeout: timeoutMs,
    connectionTimeoutMillis: timeoutMs * 10,
    query_timeout: timeoutMs * 10,
    idleTimeoutMillis: 30_000,
    application_name: 'spanlight-rate-limits',
  });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', (error) => log(`rate limits: idle PostgreSQL connection lost: ${error.message}`));

  let ready: Promise<void> | undefined;
  const tableReady = () =>
    (ready ??= pool.query(createTable).then(
      () => undefined,
      (error: unknown) => {
        if (createdMeanwhile.has((error as { code?: string }).code ?? '')) return;
        ready = undefined;
        throw error;
      },
    ));

  let pausedUntil = 0;
  let inMemory = false;

  return {
    limiter(name, limit, windowMs = 60_000) {
      const fallback = createRateLimiter(fallbackLimit(limit), windowMs);
      let prunedBefore = 0;

      interface Hit {
        key: string;
        now: number | undefined;
      }
      interface Counted {
        count: number;
        windowStart: number;
        nowMs: number;
      }

      /** One statement per distinct test time in the group (requests of the site have none). */
      async function countGroup(hits: readonly Hit[]): Promise<Counted[]> {
        await tableReady();
        const results: Counted[] = new Array<Counted>(hits.length);
        for (const now of new Set(hits.map((hit) => hit.now))) {
          const indexes = hits.flatMap((hit, index) => (hit.now === now ? [index] : []));
          const { rows } = await pool
            .query<{ clientKey: string; count: number; windowStart: string; nowMs: string }>({
              // Prepared once per connection: PostgreSQL parses and plans it once, not per group.
              name: 'rate-limit-count-hits',
              text: countHits,
              values: [name, indexes.map((index) => hits[index]!.key), windowMs, now ?? null],
            })
            .catch((error: unknown) => {
              // Dropped while the site runs (an unlogged table survives a crash, but not a DROP):
              // create it again on the next try.
              if ((error as { code?: string }).code === '42P01') ready = undefined;
              throw error;
            });
          // A client with n requests in the group went from count - n to count: its requests get
          // those counts in the order they arrived.
          const byKey = new Map(rows.map((row) => [row.clientKey, row]));
          const hitsOf = new Map<string, number>();
          for (const index of indexes) hitsOf.set(hits[index]!.key, (hitsOf.get(hits[index]!.key) ?? 0) + 1);
          const counted = new Map<string, number>();
          for (const index of indexes) {
            const key = hits[index]!.key;
            const row = byKey.get(key);
            if (!row) throw new Error('rate limits: a counted key is missing from the answer');
            const count = (counted.get(key) ?? row.count - hitsOf.get(key)!) + 1;
            counted.set(key, count);
            results[index] = { count, windowStart: Number(row.windowStart), nowMs: Number(row.nowMs) };
          }
        }
        return results;
      }
      const countShared = groupCommit(countGroup, { maxGroup: 500, maxInFlight: 2 });

      async function count(key: string, now: number | undefined): Promise<RateLimitResult> {
        const { count: n, windowStart, nowMs } = await countShared({ key, now });
        if (windowStart > prunedBefore) {
          prunedBefore = windowStart;
          pool.query(pruneWindows, [name, windowStart]).catch(() => {
            // Tried again in the next window; a few stale rows cost nothing meanwhile.
          });
        }
        if (n <= limit) return { allowed: true, retryAfter: 0 };
        const left = windowStart + windowMs - nowMs;
        return { allowed: false, retryAfter: Math.max(1, Math.ceil(left / 1000)) };
      }

      return {
        async hit(key, now) {
          const at = now ?? Date.now();
          if (at < pausedUntil) return fallback.hit(key, now);
          try {
            const result = await within(count(key, now), timeoutMs);
            if (inMemory) {
              inMemory = false;
              log('rate limits: PostgreSQL answers again; the limits are shared by every instance again');
            }
            return result;
          } catch (error) {
            pausedUntil = at + pauseAfterFailureMs;
            if (!inMemory) {
              inMemory = true;
              log(
                `rate limits: PostgreSQL failed (${error instanceof Error ? error.message : String(error)}); ` +
                  'counting in this process until it answers again',
              );
            }
            return fallback.hit(key, now);
          }
        },
      };
    },
    close: () => pool.end(),
  };
}
