import { describe, expect, it } from 'vitest';
import { CHALLENGE_DAY_COUNT } from '../../contract/challenge';
import { challengeDays, challengeWeeks } from './days';
import { LOCAL_PROGRESS_KEY, nextDay, normalizeDays, readLocalDays, withDay, writeLocalDays } from './progress';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('challenge days', () => {
  it('has one practice per day, numbered 1 to 30, each with distinct words', () => {
    expect(challengeDays.map((entry) => entry.day)).toEqual(
      Array.from({ length: CHALLENGE_DAY_COUNT }, (_, i) => i + 1),
    );
    expect(new Set(challengeDays.map((entry) => entry.title)).size).toBe(CHALLENGE_DAY_COUNT);
    expect(new Set(challengeDays.map((entry) => entry.why)).size).toBe(CHALLENGE_DAY_COUNT);
  });

  it('groups every day into exactly one week', () => {
    const covered = challengeWeeks.flatMap(({ days: [first, last] }) =>
      Array.from({ length: last - first + 1 }, (_, i) => first + i),
    );
    expect(covered).toEqual(challengeDays.map((entry) => entry.day));
  });
});

describe('progress', () => {
  it('keeps valid days only, once each, in order', () => {
    expect(normalizeDays([3, 1, 3, 0, 31, 2.5, '4', null, 30])).toEqual([1, 3, 30]);
  });

  it('marks and unmarks a day', () => {
    expect(withDay([1, 3], 2, true)).toEqual([1, 2, 3]);
    expect(withDay([1, 2, 3], 2, false)).toEqual([1, 3]);
    expect(withDay([1], 1, true)).toEqual([1]);
  });

  it('finds the first day not done, and none when all are', () => {
    expect(nextDay([])).toBe(1);
    expect(nextDay([1, 2, 4])).toBe(3);
    expect(nextDay(challengeDays.map((entry) => entry.day))).toBeNull();
  });
});

describe('local storage', () => {
  it('writes and reads back the days, and removes the key when none are left', () => {
    const storage = memoryStorage();
    expect(writeLocalDays(storage, [2, 1])).toBe(true);
    expect(storage.values.get(LOCAL_PROGRESS_KEY)).toBe('{"days":[1,2]}');
    expect(readLocalDays(storage)).toEqual([1, 2]);
    writeLocalDays(storage, []);
    expect(storage.values.has(LOCAL_PROGRESS_KEY)).toBe(false);
  });

  it('reads anything broken or foreign as no progress', () => {
    for (const value of ['not json', '[1,2]', '{"days":"1,2"}', 'null', '{"days":[99]}'])
      expect(readLocalDays(memoryStorage({ [LOCAL_PROGRESS_KEY]: value }))).toEqual([]);
    expect(readLocalDays(null)).toEqual([]);
  });

  it('reports a browser that refuses to store', () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(writeLocalDays(full, [1])).toBe(false);
    expect(writeLocalDays(null, [1])).toBe(false);
  });
});
