import { describe, expect, it } from 'vitest';
import {
  ageOn,
  checkBirthDate,
  checkConsent,
  emailProblem,
  GUARDIAN_PERMISSION_NEEDED,
  localToday,
  parseCalendarDate,
  TERMS_NEEDED,
  UNDER_MINIMUM_AGE,
} from './validation';

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
    expect(checkBirthDate('2010-02-30', today)).toEqual({ problem: 'Please enter a real date, for example 2008-04-21.' });
    expect(checkBirthDate('15/06/2010', today)).toEqual({ problem: 'Please enter a real date, for example 2008-04-21.' });
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

describe('checkConsent (age, guardian permission and terms together)', () => {
  it('needs the guardian box for a 15-year-old, and the terms for everyone', () => {
    expect(checkConsent({ birthDate: '2010-01-01', guardianPermission: false, termsAccepted: false }, today, pressedAt)).toEqual({
      problems: { birthDate: null, guardianPermission: GUARDIAN_PERMISSION_NEEDED, termsAccepted: TERMS_NEEDED },
    });
  });

  it('gives the age band, never the date of birth, once everything is confirmed', () => {
    expect(checkConsent({ birthDate: '2010-01-01', guardianPermission: true, termsAccepted: true }, today, pressedAt)).toEqual({
      consent: { ageBand: '13-17', guardianPermission: true, termsAcceptedAt: '2025-06-15T12:00:00.000Z' },
    });
    expect(checkConsent({ birthDate: '2007-06-15', guardianPermission: false, termsAccepted: true }, today, pressedAt)).toEqual({
      consent: { ageBand: '18+', guardianPermission: false, termsAcceptedAt: '2025-06-15T12:00:00.000Z' },
    });
  });

  it('refuses under 13 whatever boxes are ticked', () => {
    expect(checkConsent({ birthDate: '2012-06-16', guardianPermission: true, termsAccepted: true }, today, pressedAt)).toEqual({
      problems: { birthDate: UNDER_MINIMUM_AGE, guardianPermission: null, termsAccepted: null },
    });
  });

  it('does not ask an adult for a guardian', () => {
    const check = checkConsent({ birthDate: '1990-03-03', guardianPermission: false, termsAccepted: false }, today, pressedAt);
    expect(check).toEqual({ problems: { birthDate: null, guardianPermission: null, termsAccepted: TERMS_NEEDED } });
  });
});
