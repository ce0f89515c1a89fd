import 'server-only';
import { createPostgresRateLimits, type PostgresRateLimits } from './postgres-rate-limit';
import { createRateLimiter, type RateLimiter } from './rate-limit';

/** The limiters of the site; each counts in its own rows of the shared table. */
export type LimiterName = 'feedback' | 'ask' | 'mcp' | 'mcp-ask';

let shared: PostgresRateLimits | undefined;

/**
 * A rate limiter of `limit` requests per client a minute, as the environment selects: with
 * `DATABASE_URL` kept in PostgreSQL, shared by every instance of the site (falling back to this
 * process's memory while PostgreSQL fails); otherwise in this process's memory (one instance, SQLite).
 */
export function configuredRateLimiter(
  name: LimiterName,
  limit: number,
  env: Record<string, string | undefined> = process.env,
): RateLimiter {
  if (!env.DATABASE_URL) return createRateLimiter(limit);
  shared ??= createPostgresRateLimits(env.DATABASE_URL);
  return shared.limiter(name, limit);
}

/** Ends the shared limits' connections, if any were opened (shutdown). */
export async function closeRateLimits(): Promise<void> {
  const current = shared;
  shared = undefined;
  await current?.close().catch(() => undefined);
}
