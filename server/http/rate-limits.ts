import 'server-only';
import { createPostgresRateLimits, type PostgresRateLimits } from './postgres-rate-limit';
import { createRateLimiter, type RateLimiter } from './rate-limit';

/**
 * The limiters of the site; each counts in its own rows of the shared table. Questions to the model
 * are one budget (`ask`), whether they come from the Ask AI page or the MCP server's `ask` tool.
 */
export type LimiterName = 'feedback' | 'ask' | 'mcp' | 'og' | 'sandbox' | 'not-found' | 'insights';

interface Registry {
  shared?: PostgresRateLimits;
  limiters: Map<string, RateLimiter>;
}

/**
 * One registry per process, whichever route bundle asks: Next.js may load this module once per route,
 * and two routes that count the same budget must get the same limiter.
 */
const registrySlot = Symbol.for('spanlight.rateLimits');
const registry = (): Registry =>
  ((globalThis as { [registrySlot]?: Registry })[registrySlot] ??= { limiters: new Map() });

/**
 * The rate limiter `name` of `limit` requests per client a minute, one per process, as the settings
 * select (server/settings.ts): with a `databaseUrl` kept in PostgreSQL, shared by every instance of the
 * site (falling back to this process's memory while PostgreSQL fails); otherwise in this process's
 * memory (one instance, SQLite).
 */
export function configuredRateLimiter(
  name: LimiterName,
  limit: number,
  databaseUrl: string | undefined,
): RateLimiter {
  const current = registry();
  const key = `${name}:${limit}:${databaseUrl ? 'postgres' : 'memory'}`;
  let limiter = current.limiters.get(key);
  if (!limiter) {
    if (databaseUrl) {
      current.shared ??= createPostgresRateLimits(databaseUrl);
      limiter = current.shared.limiter(name, limit);
    } else limiter = createRateLimiter(limit);
    current.limiters.set(key, limiter);
  }
  return limiter;
}

/** Ends the shared limits' connections, if any were opened (shutdown). */
export async function closeRateLimits(): Promise<void> {
  const current = registry();
  const shared = current.shared;
  current.shared = undefined;
  current.limiters.clear();
  await shared?.close().catch(() => undefined);
}
