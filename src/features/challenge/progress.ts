/**
 * A person's progress through the challenge, as the set of days they marked done. Visitors keep it in this
 * browser's local storage; signed-in users keep it in their account (use-challenge-progress.ts).
 */
import { CHALLENGE_DAY_COUNT } from '../../contract/challenge-days';

export const LOCAL_PROGRESS_KEY = 'doro.challenge-progress';

/** Valid day numbers only, each once, ascending: whatever was stored or sent. */
export function normalizeDays(days: readonly unknown[]): number[] {
  const valid = days.filter(
    (day): day is number => Number.isInteger(day) && (day as number) >= 1 && (day as number) <= CHALLENGE_DAY_COUNT,
  );
  return [...new Set(valid)].toSorted((a, b) => a - b);
}

export function withDay(days: readonly number[], day: number, done: boolean): number[] {
  return normalizeDays(done ? [...days, day] : days.filter((other) => other !== day));
}

/** The first day not done yet, or null once all are. */
export function nextDay(days: readonly number[]): number | null {
  const done = new Set(days);
  for (let day = 1; day <= CHALLENGE_DAY_COUNT; day += 1) if (!done.has(day)) return day;
  return null;
}

type ProgressStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What this browser holds. Anything unreadable (another version, a hand edit, storage blocked) counts as nothing. */
export function readLocalDays(storage: ProgressStorage | null): number[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(LOCAL_PROGRESS_KEY) ?? 'null');
    if (parsed && typeof parsed === 'object' && Array.isArray((parsed as { days?: unknown }).days)) {
      return normalizeDays((parsed as { days: unknown[] }).days);
    }
  } catch {
    // Fall through: a broken value is as good as none.
  }
  return [];
}

/** Saves the days; false when the browser refuses (private mode, storage full). */
export function writeLocalDays(storage: ProgressStorage | null, days: readonly number[]): boolean {
  try {
    if (!storage) return false;
    if (days.length === 0) storage.removeItem(LOCAL_PROGRESS_KEY);
    else storage.setItem(LOCAL_PROGRESS_KEY, JSON.stringify({ days: normalizeDays(days) }));
    return true;
  } catch {
    return false;
  }
}

/** The browser's local storage, or null where reading it throws (some privacy settings). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
