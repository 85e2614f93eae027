import { describe, expect, it } from 'vitest';
import { dutiesFor, type AgeBand, type Where } from './jurisdictions';
import { sessionNotices } from './session-notices';

const hour = 3_600_000;
const day = 24 * hour;
const threeHours = 3 * 3600;
const beforeWashington = new Date('2026-12-31T12:00:00Z');
const afterWashington = new Date('2027-01-02T12:00:00Z');

function notices(
  where: Where,
  age: AgeBand | number | null,
  now: Date,
  { lastUse = new Date(now.getTime() - hour) as Date | null, configuredSeconds = threeHours } = {},
) {
  return sessionNotices({ duties: dutiesFor({ ...where, age, at: now }), configuredSeconds, lastUse, now });
}

const washington = { country: 'US', region: 'WA' };
const utah = { country: 'US', region: 'UT' };
const california = { country: 'US', region: 'CA' };
const newYork = { country: 'US', region: 'NY' };
const ontario = { country: 'CA', region: 'ON' };

describe('the notices a session owes', () => {
  it('Washington: a minor is told every hour from 2027-01-01, every 3 hours before; an adult every 3 hours', () => {
    expect(notices(washington, 15, afterWashington).disclosureEveryMs).toBe(hour);
    expect(notices(washington, '13-17', afterWashington).disclosureEveryMs).toBe(hour);
    expect(notices(washington, 15, beforeWashington).disclosureEveryMs).toBe(3 * hour);
    expect(notices(washington, '18+', afterWashington).disclosureEveryMs).toBe(3 * hour);
    // The break reminder stays every 3 hours for the minor, none for the adult.
    expect(notices(washington, 15, afterWashington).breakEveryMs).toBe(3 * hour);
    expect(notices(washington, '18+', afterWashington).breakEveryMs).toBeNull();
  });

  it('a place nobody gave follows Washington from 2027-01-01 (the strictest rule), and an unknown age is a minor', () => {
    expect(notices({}, null, afterWashington).disclosureEveryMs).toBe(hour);
    expect(notices({}, null, beforeWashington).disclosureEveryMs).toBe(3 * hour);
    expect(notices(ontario, null, afterWashington)).toMatchObject({
      disclosureEveryMs: 3 * hour,
      breakEveryMs: 3 * hour,
    });
  });

  it('DORO_AI_NOTICE_MINUTES may shorten the intervals, never lengthen them past the law', () => {
    expect(notices(washington, 15, afterWashington, { configuredSeconds: 600 })).toMatchObject({
      disclosureEveryMs: 600_000,
      breakEveryMs: 600_000,
    });
    expect(notices(washington, 15, afterWashington, { configuredSeconds: 10 * 3600 })).toMatchObject({
      disclosureEveryMs: hour,
      breakEveryMs: 3 * hour,
    });
    expect(notices(ontario, '18+', afterWashington, { configuredSeconds: 10 * 3600 }).disclosureEveryMs).toBe(3 * hour);
  });

  it('Utah: the notice before first use, and again at the start after more than 7 days without use; the EU: before first use', () => {
    const now = afterWashington;
    const ago = (ms: number) => ({ lastUse: new Date(now.getTime() - ms) });
    expect(notices(utah, '18+', now, { lastUse: null }).atStart).toEqual(['disclosure']);
    expect(notices(utah, '18+', now, ago(8 * day)).atStart).toEqual(['disclosure']);
    expect(notices(utah, '18+', now, ago(7 * day + 60_000)).atStart).toEqual(['disclosure']);
    expect(notices(utah, '18+', now, ago(7 * day)).atStart).toEqual([]);
    expect(notices(utah, '18+', now, ago(6 * day)).atStart).toEqual([]);
    // The EU asks it before first use only.
    expect(notices({ country: 'FR' }, '18+', now, { lastUse: null }).atStart).toEqual(['disclosure']);
    expect(notices({ country: 'FR' }, '18+', now, ago(30 * day)).atStart).toEqual([]);
    // Ontario has neither duty.
    expect(notices(ontario, '18+', now, ago(30 * day)).atStart).toEqual([]);
    expect(notices(ontario, '18+', now, { lastUse: null }).atStart).toEqual([]);
  });

  it('California: people under 18 get the suitability notice at the start; adults do not', () => {
    expect(notices(california, 15, afterWashington).atStart).toEqual(['minors-notice']);
    expect(notices(california, '18+', afterWashington).atStart).toEqual([]);
    expect(notices(ontario, 15, afterWashington).atStart).toEqual([]);
    // An unknown place after 8 days away: both.
    expect(
      notices({}, 15, afterWashington, { lastUse: new Date(afterWashington.getTime() - 8 * day) }).atStart,
    ).toEqual(['disclosure', 'minors-notice']);
  });

  it('New York: the notices are spoken too where replies are spoken; elsewhere written only', () => {
    expect(notices(newYork, '18+', afterWashington).spoken).toBe(true);
    expect(notices(ontario, '18+', afterWashington).spoken).toBe(false);
    expect(notices({}, '18+', afterWashington).spoken).toBe(true);
  });

  it('refuses an interval that is not above 0', () => {
    const duties = dutiesFor({ ...ontario, age: 30, at: afterWashington });
    expect(() => sessionNotices({ duties, configuredSeconds: 0, lastUse: null, now: afterWashington })).toThrow(
      /above 0/,
    );
  });
});
