/** The remaining time as the chat shows it: whole minutes, as the server counts them, never rounded up. */
export function remainingTimeText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  if (whole === 0) return '0 minutes left';
  if (whole < 60) return 'Less than 1 minute left';
  const minutes = Math.floor(whole / 60);
  return minutes === 1 ? '1 minute left' : `${minutes} minutes left`;
}

/** Seconds left `elapsedMs` after the server said `seconds`, while the clock runs. */
export function secondsLeft(seconds: number, elapsedMs: number): number {
  return Math.max(0, seconds - Math.floor(elapsedMs / 1000));
}
