// Retry back-off: base 1000 ms, factor 2, jitter 0.5, maximum 4 hours.
export const BACKOFF = {
  baseMs: 1000,
  factor: 2,
  jitter: 0.5,
  maxMs: 4 * 60 * 60 * 1000,
} as const;

/**
 * The delay before retry number `attempt` (0 for the first retry): base x factor^attempt, spread by +-jitter
 * (so 1000 ms becomes 500..1500 ms and clients that dropped together do not come back together), never above
 * the maximum. `random` returns [0, 1), like Math.random; pass a fixed one in tests.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const safeAttempt = Number.isNaN(attempt) || attempt < 0 ? 0 : Math.floor(attempt);
  const nominal = Math.min(BACKOFF.maxMs, BACKOFF.baseMs * BACKOFF.factor ** safeAttempt);
  const spread = 1 + BACKOFF.jitter * (2 * random() - 1);
  return Math.round(Math.min(BACKOFF.maxMs, nominal * spread));
}
