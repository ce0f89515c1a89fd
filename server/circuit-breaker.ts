/**
 * A circuit breaker for calls to a dependency that may be down (the feedback webhook's receiver).
 *
 * - closed: calls go through; `failures` failures in a row open it.
 * - open: no call goes through for the cool-down, which doubles each time the breaker opens again
 *   without a success in between (up to `maxCoolDownMs`).
 * - half-open: once the cool-down has passed, one trial call goes through; its success closes the
 *   breaker (and resets the cool-down), its failure opens it again.
 *
 * So a receiver that is down costs one try per cool-down instead of a retry storm, and one that comes
 * back is found within the cool-down.
 */
export type BreakerState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  /** Failures in a row that open the breaker. */
  failures?: number;
  /** How long the breaker stays open the first time. */
  coolDownMs?: number;
  /** The longest cool-down. */
  maxCoolDownMs?: number;
  now?: () => number;
  /** Told each time the state changes (for a log line), with the cool-down when it opens. */
  onChange?: (state: BreakerState, coolDownMs: number) => void;
}

export interface CircuitBreaker {
  /** The state now (an open breaker whose cool-down has passed reports half-open). */
  state(): BreakerState;
  /**
   * Whether a call may start now: always when closed; when half-open, only the one trial (until its
   * outcome is reported); never when open.
   */
  tryAcquire(): boolean;
  success(): void;
  failure(): void;
}

export function createCircuitBreaker(options: CircuitBreakerOptions = {}): CircuitBreaker {
  const { failures = 5, coolDownMs = 5000, maxCoolDownMs = 300_000, now = Date.now, onChange } = options;
  let inRow = 0;
  let openedAt = -Infinity;
  let coolDown = coolDownMs;
  let open = false;
  let trialRunning = false;

  const state = (): BreakerState => {
    if (!open) return 'closed';
    return now() - openedAt >= coolDown ? 'half-open' : 'open';
  };

  function trip(next: number) {
    open = true;
    openedAt = now();
    coolDown = Math.min(next, maxCoolDownMs);
    trialRunning = false;
    onChange?.('open', coolDown);
  }

  return {
    state,
    tryAcquire() {
      const current = state();
      if (current === 'closed') return true;
      if (current === 'open' || trialRunning) return false;
      trialRunning = true;
      return true;
    },
    success() {
      inRow = 0;
      if (!open) return;
      open = false;
      trialRunning = false;
      coolDown = coolDownMs;
      onChange?.('closed', 0);
    },
    failure() {
      if (open) {
        // A trial failed (or a call that started before the breaker opened): open again, longer.
        if (trialRunning) trip(coolDown * 2);
        return;
      }
      inRow += 1;
      if (inRow >= failures) {
        inRow = 0;
        trip(coolDownMs);
      }
    },
  };
}
