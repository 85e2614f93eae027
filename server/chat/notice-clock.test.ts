import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dutiesFor } from '../law/jurisdictions';
import { sessionNotices } from '../law/session-notices';
import { createNoticeClock, type PeriodicNotice } from './notice-clock';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const minute = 60_000;
const hour = 60 * minute;

/** The notices a session of this person gets over `hours` of active use, with the time each came. */
function over(hours: number, person: { region: string; age: number | '18+'; at: string }, useScale = 1) {
  const now = new Date(person.at);
  const notices = sessionNotices({
    duties: dutiesFor({ country: 'US', region: person.region, age: person.age, at: now }),
    configuredSeconds: 3 * 3600,
    lastUse: null,
    now,
  });
  const start = Date.now();
  const seen: Array<[PeriodicNotice, number]> = [];
  const clock = createNoticeClock(notices, (kind) => seen.push([kind, (Date.now() - start) / minute]), { useScale });
  clock.run();
  vi.advanceTimersByTime(hours * hour);
  clock.stop();
  // Two notices due at the same moment may come in either order.
  return seen.toSorted(([kindA, atA], [kindB, atB]) => atA - atB || kindA.localeCompare(kindB));
}

describe('the notice clock', () => {
  it('a 15-year-old in Washington after 2027-01-01: the notice every hour of use, the break every 3 hours', () => {
    const washington2027 = { region: 'WA', age: 15, at: '2027-01-02T12:00:00Z' };
    expect(over(0.99, washington2027)).toEqual([]);
    expect(over(1, washington2027)).toEqual([['disclosure', 60]]);
    expect(over(3, washington2027)).toEqual([
      ['disclosure', 60],
      ['disclosure', 120],
      ['break-reminder', 180],
      ['disclosure', 180],
    ]);
  });

  it('the same 15-year-old before 2027-01-01, and an adult in Washington: every 3 hours', () => {
    expect(over(2.99, { region: 'WA', age: 15, at: '2026-12-31T12:00:00Z' })).toEqual([]);
    expect(over(3, { region: 'WA', age: 15, at: '2026-12-31T12:00:00Z' })).toEqual([
      ['break-reminder', 180],
      ['disclosure', 180],
    ]);
    expect(over(3, { region: 'WA', age: '18+', at: '2027-01-02T12:00:00Z' })).toEqual([['disclosure', 180]]);
  });

  it('New York: an adult is told every 3 hours of use', () => {
    expect(over(6, { region: 'NY', age: '18+', at: '2027-01-02T12:00:00Z' })).toEqual([
      ['disclosure', 180],
      ['disclosure', 360],
    ]);
  });

  it('counts only active use: a pause keeps what is left', () => {
    const notices = { disclosureEveryMs: hour, breakEveryMs: 3 * hour };
    const due = vi.fn<(kind: PeriodicNotice) => void>();
    const clock = createNoticeClock(notices, due);
    clock.run();
    vi.advanceTimersByTime(40 * minute);
    clock.stop();
    vi.advanceTimersByTime(10 * hour);
    expect(due).not.toHaveBeenCalled();
    clock.run();
    vi.advanceTimersByTime(20 * minute);
    expect(due.mock.calls).toEqual([['disclosure']]);
    clock.stop();
  });

  it('a test-only use scale runs the same intervals faster', () => {
    const washington2027 = { region: 'WA', age: 15, at: '2027-01-02T12:00:00Z' };
    expect(over(3 / 60, washington2027, 60)).toEqual([
      ['disclosure', 1],
      ['disclosure', 2],
      ['break-reminder', 3],
      ['disclosure', 3],
    ]);
  });
});
