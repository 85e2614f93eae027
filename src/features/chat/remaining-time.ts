import { type Locale, type Plural } from '../../lib/i18n/i18n';
import { plural } from '../../lib/i18n/format';

/** How a remaining time reads: whole minutes by the locale's plural rules, and under a minute in words. */
export interface RemainingWords {
  minutes: Plural;
  underOne: string;
}

/**
 * The remaining time as the chat shows it: whole minutes, as the server counts them, never rounded up; the number
 * written the locale's way.
 */
export function remainingTimeText(code: Locale, seconds: number, words: RemainingWords): string {
  const whole = Math.max(0, Math.floor(seconds));
  if (whole > 0 && whole < 60) return words.underOne;
  return plural(code, words.minutes, Math.floor(whole / 60));
}

/** Seconds left `elapsedMs` after the server said `seconds`, while the clock runs. */
export function secondsLeft(seconds: number, elapsedMs: number): number {
  return Math.max(0, seconds - Math.floor(elapsedMs / 1000));
}
