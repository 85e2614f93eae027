import { describe, expect, it } from 'vitest';
import { dutiesFor, euCountries, jurisdictionOf, rules } from './jurisdictions';

const before2027 = new Date('2026-12-31T12:00:00Z');
const oregonAndWashingtonStart = new Date('2027-01-01T08:00:00Z'); // Midnight in Pacific time.
const afterStart = new Date('2027-01-02T00:00:00Z');

describe('jurisdictionOf', () => {
  it('names Quebec, the rest of Canada, the listed states, the EU, other places and unknown', () => {
    expect(jurisdictionOf({ country: 'CA', region: 'QC' })).toBe('CA-QC');
    expect(jurisdictionOf({ country: 'ca', region: 'CA-QC' })).toBe('CA-QC');
    expect(jurisdictionOf({ country: 'CA', region: 'ON' })).toBe('CA');
    expect(jurisdictionOf({ country: 'CA', region: null })).toBe('CA');
    for (const state of ['CA', 'NY', 'UT', 'OR', 'WA', 'IL', 'NV'])
      expect(jurisdictionOf({ country: 'US', region: state })).toBe(`US-${state}`);
    expect(jurisdictionOf({ country: 'US', region: 'US-TX' })).toBe('US');
    expect(jurisdictionOf({ country: 'US', region: '' })).toBe('unknown');
    expect(euCountries).toHaveLength(27);
    for (const country of euCountries) expect(jurisdictionOf({ country })).toBe('EU');
    expect(jurisdictionOf({ country: 'GB' })).toBe('other');
    expect(jurisdictionOf({})).toBe('unknown');
    expect(jurisdictionOf({ country: 'Canada' })).toBe('unknown');
  });
});

describe('dutiesFor', () => {
  it('Washington: the notice every hour for minors and every 3 hours for adults, from 2027-01-01 only', () => {
    const minor = { country: 'US', region: 'WA', age: 15 };
    expect(dutiesFor({ ...minor, at: before2027 }).noticeIntervalMinutes).toBe(180);
    expect(dutiesFor({ ...minor, at: new Date('2027-01-01T07:59:59Z') }).noticeIntervalMinutes).toBe(180);
    expect(dutiesFor({ ...minor, at: oregonAndWashingtonStart }).noticeIntervalMinutes).toBe(60);
    expect(dutiesFor({ ...minor, age: 30, at: afterStart }).noticeIntervalMinutes).toBe(180);
    expect(dutiesFor({ ...minor, at: afterStart }).noEngagementRewards).toBe(true);
    expect(dutiesFor({ ...minor, at: before2027 }).noEngagementRewards).toBe(false);
    expect(dutiesFor({ ...minor, at: afterStart }).referralReports.map((report) => report.publish)).toEqual([true]);
  });

  it('Oregon: the crisis interruption and no rewards for minors from 2027-01-01, and a yearly report', () => {
    const where = { country: 'US', region: 'OR' };
    const before = dutiesFor({ ...where, age: 16, at: before2027 });
    expect(before).toMatchObject({
      crisisInterruption: false,
      noEngagementRewards: false,
      referralReports: [],
    });
    const after = dutiesFor({
      ...where,
      age: 16,
      at: oregonAndWashingtonStart,
    });
    expect(after).toMatchObject({
      crisisInterruption: true,
      noEngagementRewards: true,
      breakReminderMinutes: 180,
    });
    expect(after.referralReports).toHaveLength(1);
    expect(dutiesFor({ ...where, age: 40, at: afterStart })).toMatchObject({
      crisisInterruption: true,
      noEngagementRewards: false,
      breakReminderMinutes: null,
    });
  });

  it('California: the minors suitability notice, and the yearly report from 2027-07-01', () => {
    const where = { country: 'US', region: 'CA' };
    expect(dutiesFor({ ...where, age: 14, at: before2027 }).minorsSuitabilityNotice).toBe(true);
    expect(dutiesFor({ ...where, age: 19, at: before2027 }).minorsSuitabilityNotice).toBe(false);
    expect(dutiesFor({ ...where, age: 19, at: new Date('2027-06-30T12:00:00Z') }).referralReports).toEqual([]);
    expect(dutiesFor({ ...where, age: 19, at: new Date('2027-07-01T08:00:00Z') }).referralReports).toEqual([
      expect.objectContaining({
        to: 'California Office of Suicide Prevention',
      }),
    ]);
  });

  it('New York: every 3 hours for adults, spoken too; Utah: before first use and after 7 days idle', () => {
    expect(dutiesFor({ country: 'US', region: 'NY', age: 40, at: before2027 })).toMatchObject({
      noticeIntervalMinutes: 180,
      spokenNotice: true,
      renoticeAfterIdleDays: null,
    });
    expect(dutiesFor({ country: 'US', region: 'UT', age: 40, at: before2027 })).toMatchObject({
      noticeBeforeFirstUse: true,
      renoticeAfterIdleDays: 7,
      noSaleOfConversations: true,
      spokenNotice: false,
    });
  });

  it('Illinois and Nevada: no therapy claims; everywhere too, as Doro policy', () => {
    for (const region of ['IL', 'NV', 'TX'])
      expect(dutiesFor({ country: 'US', region, age: 30, at: before2027 }).noTherapyClaims).toBe(true);
  });

  it("Quebec: a guardian's consent under 14, express consent for memory; the rest of Canada: express consent only", () => {
    const quebec = { country: 'CA', region: 'QC', at: before2027 };
    expect(dutiesFor({ ...quebec, age: 13 })).toMatchObject({
      guardianConsentUnderAge: 14,
      guardianConsentRequired: true,
    });
    expect(dutiesFor({ ...quebec, age: 14 }).guardianConsentRequired).toBe(false);
    expect(dutiesFor({ ...quebec, age: 13 }).expressConsentForSensitiveData).toBe(true);
    const ontario = dutiesFor({
      country: 'CA',
      region: 'ON',
      age: 13,
      at: before2027,
    });
    expect(ontario).toMatchObject({
      guardianConsentRequired: false,
      expressConsentForSensitiveData: true,
    });
  });

  it('EU: the notice before the first use from 2026-08-02', () => {
    expect(
      dutiesFor({
        country: 'FR',
        age: 30,
        at: new Date('2026-07-31T00:00:00Z'),
      }).noticeBeforeFirstUse,
    ).toBe(false);
    expect(
      dutiesFor({
        country: 'FR',
        age: 30,
        at: new Date('2026-08-02T00:00:00Z'),
      }).noticeBeforeFirstUse,
    ).toBe(true);
  });

  it('another place gets Doro policy only: the notice every 3 hours, breaks for minors', () => {
    expect(dutiesFor({ country: 'GB', age: 15, at: afterStart })).toMatchObject({
      jurisdiction: 'other',
      noticeIntervalMinutes: 180,
      breakReminderMinutes: 180,
      crisisInterruption: false,
      guardianConsentRequired: false,
      rules: ['doro-policy'],
    });
  });

  it('an unknown place gets the strictest of every rule in force anywhere, and more as rules start', () => {
    const before = dutiesFor({
      country: null,
      region: null,
      age: 13,
      at: before2027,
    });
    expect(before).toMatchObject({
      jurisdiction: 'unknown',
      noticeIntervalMinutes: 180,
      noticeBeforeFirstUse: true,
      renoticeAfterIdleDays: 7,
      spokenNotice: true,
      minorsSuitabilityNotice: true,
      crisisInterruption: false,
      guardianConsentRequired: true,
      expressConsentForSensitiveData: true,
      noSaleOfConversations: true,
    });
    const after = dutiesFor({
      country: null,
      region: null,
      age: 13,
      at: oregonAndWashingtonStart,
    });
    expect(after).toMatchObject({
      noticeIntervalMinutes: 60,
      crisisInterruption: true,
      noEngagementRewards: true,
    });
    expect(after.referralReports.length).toBe(2);
    const all = dutiesFor({ age: 13, at: new Date('2028-01-01T00:00:00Z') });
    expect(all.rules.toSorted()).toEqual(rules.map((rule) => rule.id).toSorted());
  });

  it('an unknown age is treated as a minor', () => {
    expect(dutiesFor({ country: 'US', region: 'WA', age: null, at: afterStart })).toMatchObject({
      minor: true,
      noticeIntervalMinutes: 60,
    });
  });

  it('takes the age band the server keeps: 13-17 is a minor of unknown exact age, 18+ an adult', () => {
    const washington = { country: 'US', region: 'WA', at: afterStart };
    expect(dutiesFor({ ...washington, age: '13-17' })).toMatchObject({ minor: true, noticeIntervalMinutes: 60 });
    expect(dutiesFor({ ...washington, age: '18+' })).toMatchObject({ minor: false, noticeIntervalMinutes: 180 });
    expect(dutiesFor({ country: 'CA', region: 'QC', age: '13-17', at: afterStart }).guardianConsentRequired).toBe(true);
    expect(dutiesFor({ country: 'CA', region: 'QC', age: '18+', at: afterStart }).guardianConsentRequired).toBe(false);
  });

  it('refuses an invalid moment or age', () => {
    expect(() => dutiesFor({ country: 'US', region: 'WA', age: 15, at: new Date('nope') })).toThrow(/valid date/);
    expect(() => dutiesFor({ country: 'US', region: 'WA', age: -1, at: afterStart })).toThrow(/whole number/);
  });

  it('every rule has a start instant, places and a sentence for the protocol page', () => {
    for (const rule of rules) {
      expect({
        id: rule.id,
        from: Number.isNaN(Date.parse(rule.from)),
      }).toEqual({ id: rule.id, from: false });
      expect(rule.places.length).toBeGreaterThan(0);
      expect(rule.howDoroMeetsIt.length).toBeGreaterThan(20);
    }
  });
});
