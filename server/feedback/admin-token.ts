import { createFailureThrottle, type FailureThrottle } from '@/server/http/rate-limit';

/** Wrong admin tokens allowed per client before it must wait, and the window they are counted in. */
export const adminTokenTries = { limit: 10, windowMs: 15 * 60_000 } as const;

const processThrottle = Symbol.for('spanlight.adminTokenThrottle');

/**
 * The throttle of wrong admin tokens, one per process whichever route asks (the summary and the deep
 * health check count against one budget; Next.js may load a module once per route bundle, hence the
 * process-wide slot).
 */
export function adminTokenThrottle(): FailureThrottle {
  const slot = globalThis as { [processThrottle]?: FailureThrottle };
  return (slot[processThrottle] ??= createFailureThrottle(adminTokenTries.limit, adminTokenTries.windowMs));
}
