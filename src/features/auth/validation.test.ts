import { describe, expect, it } from 'vitest';
import {
  ageOn,
  checkBirthDate,
  checkConsent,
  GUARDIAN_PERMISSION_NEEDED,
  GUARDIAN_RULE_UNKNOWN,
  localToday,
  parseCalendarDate,
  TERMS_NEEDED,
  UNDER_MINIMUM_AGE,
} from './validation';
import { emailProblem } from './email-problem';

describe('emailProblem', () => {
  it('asks for an email when there is none', () => {
    expect(emailProblem('')).toBe('Please enter your email address.');
    expect(emailProblem('   ')).toBe('Please enter your email address.');
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada @example.com'])('refuses %s', (email) => {
    expect(emailProblem(email)).toBe('That email address does not look right.');
  });

  it.each(['ada@example.com', 'a.b+doro@mail.example.org', ' ada@example.com '])('accepts %s', (email) => {
    expect(emailProblem(email)).toBeNull();
  });
});

const today = { year: 2025, month: 6, day: 15 };
const pressedAt = new Date('2025-06-15T12:00:00.000Z');

describe('checkBirthDate (minimum age 13; 13 to 17 need a guardian)', () => {
  it('refuses 12 years and 364 days', () => {
    expect(checkBirthDate('2012-06-16', today)).toEqual({ problem: UNDER_MINIMUM_AGE });
    expect(UNDER_MINIMUM_AGE).toBe('Doro is for people aged 13 and over.');
  });

  it('allows 13 exactly, on the birthday, with a guardian', () => {
    expect(checkBirthDate('2012-06-15', today)).toEqual({ age: 13, needsGuardianPermission: true });
  });

  it('asks a guardian for 17 years and 364 days, not for 18 exactly', () => {
    expect(checkBirthDate('2007-06-16', today)).toEqual({ age: 17, needsGuardianPermission: true });
    expect(checkBirthDate('2007-06-15', today)).toEqual({ age: 18, needsGuardianPermission: false });
    expect(checkBirthDate('1960-01-01', today)).toEqual({ age: 65, needsGuardianPermission: false });
  });

  it('explains a missing, impossible, future or implausible date', () => {
    expect(checkBirthDate('', today)).toEqual({ problem: 'Please enter your date of birth.' });
    expect(checkBirthDate('2010-02-30', today)).toEqual({
      problem: 'Please enter a real date, for example 2008-04-21.',
    });
    expect(checkBirthDate('15/06/2010', today)).toEqual({
      problem: 'Please enter a real date, for example 2008-04-21.',
    });
    expect(checkBirthDate('2025-06-16', today)).toEqual({ problem: 'That date of birth is in the future.' });
    expect(checkBirthDate('2026-01-01', today)).toEqual({ problem: 'That date of birth is in the future.' });
    expect(checkBirthDate('1890-01-01', today)).toEqual({ problem: 'Please check the year of your date of birth.' });
  });
});

describe('ageOn and calendar dates', () => {
  it('counts a 29 February birthday from 1 March in other years', () => {
    const leapling = parseCalendarDate('2012-02-29')!;
    expect(ageOn(leapling, { year: 2025, month: 2, day: 28 })).toBe(12);
    expect(ageOn(leapling, { year: 2025, month: 3, day: 1 })).toBe(13);
  });

  it('reads only real dates', () => {
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate('2023-02-29')).toBeNull();
    expect(parseCalendarDate('2023-13-01')).toBeNull();
  });

  it("takes today's date from the local calendar", () => {
    expect(localToday(new Date(2025, 0, 31, 23, 59))).toEqual({ year: 2025, month: 1, day: 31 });
  });
});

describe('checkConsent (age, place, guardian permission and consent, and terms together)', () => {
  // An adult in Ontario, with no guardian rule, unless a test says otherwise.
  const base = {
    birthDate: '1990-03-03',
    guardianPermission: false,
    termsAccepted: true,
    country: 'CA',
    region: 'ON',
    guardianUnderAge: 'none',
    guardianName: '',
    guardianEmail: '',
    guardianAttested: false,
  };
  const noProblems = {
    birthDate: null,
    guardianPermission: null,
    termsAccepted: null,
    country: null,
    region: null,
    guardianName: null,
    guardianEmail: null,
    guardianAttested: null,
  };

  it('needs the guardian box for a 15-year-old, and the terms for everyone', () => {
    const check = checkConsent({ ...base, birthDate: '2010-01-01', termsAccepted: false }, today, pressedAt);
    expect(check).toEqual({
      problems: { ...noProblems, guardianPermission: GUARDIAN_PERMISSION_NEEDED, termsAccepted: TERMS_NEEDED },
    });
  });

  it('gives the band, the age and the place; never the date of birth', () => {
    expect(checkConsent({ ...base, birthDate: '2010-01-01', guardianPermission: true }, today, pressedAt)).toEqual({
      consent: {
        ageBand: '13-17',
        guardianPermission: true,
        termsAcceptedAt: '2025-06-15T12:00:00.000Z',
        age: 15,
        place: { country: 'CA', region: 'ON' },
      },
    });
    const unsaid = { ...base, birthDate: '2007-06-15', country: 'unknown', region: '' };
    expect(checkConsent(unsaid, today, pressedAt)).toEqual({
      consent: {
        ageBand: '18+',
        guardianPermission: false,
        termsAcceptedAt: '2025-06-15T12:00:00.000Z',
        age: 18,
        place: { country: null, region: null },
      },
    });
  });

  it('refuses under 13 whatever boxes are ticked', () => {
    expect(checkConsent({ ...base, birthDate: '2012-06-16', guardianPermission: true }, today, pressedAt)).toEqual({
      problems: { ...noProblems, birthDate: UNDER_MINIMUM_AGE },
    });
  });

  it('does not ask an adult for a guardian', () => {
    const check = checkConsent({ ...base, termsAccepted: false }, today, pressedAt);
    expect(check).toEqual({ problems: { ...noProblems, termsAccepted: TERMS_NEEDED } });
  });

  it('asks where the person lives, and the province in Canada', () => {
    expect(checkConsent({ ...base, country: '' }, today, pressedAt)).toMatchObject({
      problems: { country: expect.stringMatching(/choose where you live/) },
    });
    expect(checkConsent({ ...base, region: '' }, today, pressedAt)).toMatchObject({
      problems: { region: 'Please choose your province or territory.' },
    });
  });

  it("needs a guardian's name, email and consent under the place's age, and sends them", () => {
    const quebec13 = {
      ...base,
      birthDate: '2012-01-01',
      guardianPermission: true,
      region: 'QC',
      guardianUnderAge: '14',
    };
    expect(checkConsent(quebec13, today, pressedAt)).toEqual({
      problems: {
        ...noProblems,
        guardianName: expect.any(String),
        guardianEmail: expect.any(String),
        guardianAttested: expect.any(String),
      },
    });
    const given = { ...quebec13, guardianName: ' Marie ', guardianEmail: 'Marie@Example.com', guardianAttested: true };
    expect(checkConsent(given, today, pressedAt)).toMatchObject({
      consent: { age: 13, guardianConsent: { name: 'Marie', email: 'marie@example.com', attested: true } },
    });
    // At 14 in Quebec, none is asked.
    const fourteen = checkConsent({ ...quebec13, birthDate: '2011-01-01' }, today, pressedAt);
    expect(fourteen).toMatchObject({ consent: { age: 14 } });
    expect(fourteen).not.toHaveProperty('consent.guardianConsent');
  });

  it("waits for the place's rule under 18 when the server has not said it", () => {
    const waiting = { ...base, birthDate: '2012-01-01', guardianPermission: true, guardianUnderAge: '' };
    expect(checkConsent(waiting, today, pressedAt)).toEqual({
      problems: { ...noProblems, country: GUARDIAN_RULE_UNKNOWN },
    });
  });
});
