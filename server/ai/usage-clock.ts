/**
 * Counts a session's active use towards the next periodic notice (the AI disclosure every 3 hours, break reminders
 * for users under 18): it runs only while the session is active, so a paused session does not get reminded.
 */
export interface UsageClock {
  /** Active again: fire `due` once the remaining use has passed, then every interval after it. */
  run(): void;
  /** Paused or ended: keep what is left, stop the timer. */
  stop(): void;
}

export function createUsageClock(intervalMs: number, due: () => void, now: () => number = Date.now): UsageClock {
  let remaining = intervalMs;
  let startedAt: number | undefined;
  let timer: NodeJS.Timeout | undefined;

  const arm = () => {
    startedAt = now();
    timer = setTimeout(() => {
      remaining = intervalMs;
      due();
      arm();
    }, remaining);
    timer.unref?.();
  };

  return {
    run() {
      if (startedAt !== undefined) return;
      arm();
    },
    stop() {
      if (startedAt === undefined) return;
      clearTimeout(timer);
      remaining = Math.max(0, remaining - (now() - startedAt));
      startedAt = undefined;
      timer = undefined;
    },
  };
}
