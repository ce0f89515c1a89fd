/** What a limiter says about one request. */
export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the client's window ends, when it is over the limit; 0 otherwise. */
  retryAfter: number;
}

/**
 * Counts requests per client key. The in-memory limiter below serves one process; with `DATABASE_URL`
 * set the limits are kept in PostgreSQL so that every instance counts against one limit
 * (`postgres-rate-limit.ts`), hence the promise.
 */
export interface RateLimiter {
  /** Counts a request; `retryAfter` (seconds) is set when the client is over the limit. */
  hit(key: string, now?: number): Promise<RateLimitResult>;
}

/**
 * A fixed-window rate limiter per client key, in memory (one server process). Windows of expired
 * clients are swept as they are touched, and at most `maxClients` windows are kept (the oldest go
 * first), so memory stays bounded however many addresses a flood comes from.
 */
export function createRateLimiter(limit: number, windowMs = 60_000, maxClients = 100_000): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  function hit(key: string, now: number): RateLimitResult {
    if (now - lastSweep > windowMs) {
      for (const [client, window] of windows) if (now - window.start >= windowMs) windows.delete(client);
      lastSweep = now;
    }
    const current = windows.get(key);
    if (!current || now - current.start >= windowMs) {
      // Re-inserted, so the Map's order stays oldest window first.
      windows.delete(key);
      if (windows.size >= maxClients) windows.delete(windows.keys().next().value!);
      windows.set(key, { start: now, count: 1 });
      return { allowed: true, retryAfter: 0 };
    }
    current.count += 1;
    if (current.count <= limit) return { allowed: true, retryAfter: 0 };
    return { allowed: false, retryAfter: Math.max(1, Math.ceil((current.start + windowMs - now) / 1000)) };
  }
  return { hit: (key, now = Date.now()) => Promise.resolve(hit(key, now)) };
}

/** Failed attempts per client key (wrong admin tokens), and whether a client may try again yet. */
export interface FailureThrottle {
  /** Seconds until the client may try again; 0 when it may now. Checked before the attempt. */
  blockedFor(key: string, now?: number): number;
  /** Counts a failed attempt. */
  fail(key: string, now?: number): void;
}

/**
 * Blocks a client for the rest of a `windowMs` window once it has failed `limit` times in it: a
 * guesser gets `limit` tries per window instead of hundreds a second (OWASP's advice for secrets
 * checked by a server). In memory, per process: with several instances a guesser gets `limit` per
 * instance, still a handful of tries where the token has 128 bits or more. At most `maxClients`
 * windows are kept, the oldest dropped first.
 */
export function createFailureThrottle(
  limit: number,
  windowMs: number,
  maxClients = 100_000,
): FailureThrottle {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (key: string, now: number) => {
    const window = windows.get(key);
    if (window && now - window.start >= windowMs) windows.delete(key);
    return windows.get(key);
  };
  return {
    blockedFor(key, now = Date.now()) {
      const window = current(key, now);
      return window && window.count >= limit
        ? Math.max(1, Math.ceil((window.start + windowMs - now) / 1000))
        : 0;
    },
    fail(key, now = Date.now()) {
      const window = current(key, now);
      if (window) window.count += 1;
      else {
        if (windows.size >= maxClients) windows.delete(windows.keys().next().value!);
        windows.set(key, { start: now, count: 1 });
      }
    },
  };
}
