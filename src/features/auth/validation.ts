import { currentLocale, messagesNow } from '../../lib/i18n/i18n';
import type { SignUpConsent } from '../../lib/signup-consent';
import { checkPlace } from '../../ui/place-answers';
import { consentMessages } from './consent.messages';
import { emailProblem } from './email-problem';

// The English words (the tests' reference); each check says them in the interface's language (consent.messages.ts).
const english = consentMessages.base;

/** A day on the calendar, without a time or a time zone: birthdays are counted in the person's own days. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The youngest age Doro is for. */
export const MINIMUM_AGE = 13;
/** From this age no parent or guardian's permission is needed (the terms: 13 to 17 need it). */
export const ADULT_AGE = 18;
// Past this, a date of birth is a typo in the year, not a person.
const OLDEST_PLAUSIBLE_AGE = 120;

export const UNDER_MINIMUM_AGE = english.underMinimumAge;

/** The local date today, as the person's own calendar shows it. */
export function localToday(now: Date = new Date()): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** A real calendar date from 'YYYY-MM-DD' (what a date input gives), or null. */
export function parseCalendarDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  const real = probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/**
 * Whole years from birth to today. A birthday counts from its own day; someone born on 29 February turns a year
 * older on 1 March in other years.
 */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

export type BirthDateCheck = { problem: string } | { age: number; needsGuardianPermission: boolean };

/** Whether a date of birth allows an account: 13 or older; 13 to 17 also need a parent or guardian's permission. */
export function checkBirthDate(text: string, today: CalendarDate): BirthDateCheck {
  const t = messagesNow(consentMessages);
  if (text.trim() === '') return { problem: t.birthDateMissing };
  const birth = parseCalendarDate(text);
  if (!birth) return { problem: t.birthDateNotReal };
  const age = ageOn(birth, today);
  const future =
    birth.year > today.year ||
    (birth.year === today.year &&
      (birth.month > today.month || (birth.month === today.month && birth.day > today.day)));
  if (future) return { problem: t.birthDateFuture };
  if (age > OLDEST_PLAUSIBLE_AGE) return { problem: t.birthDateYear };
  if (age < MINIMUM_AGE) return { problem: t.underMinimumAge };
  return { age, needsGuardianPermission: age < ADULT_AGE };
}

/** What the sign-up form (or the Google age step) asks before an account is made. */
export interface ConsentAnswers {
  birthDate: string;
  guardianPermission: boolean;
  termsAccepted: boolean;
  /** Where the person lives (issue 20): a country code or 'unknown', and a province or state code. */
  country: string;
  region: string;
  /**
   * Under which age the place's law asks a guardian's consent, as the server said: a number, 'none', or '' while it
   * was not known (still asking, or the server could not be reached).
   */
  guardianUnderAge: string;
  guardianName: string;
  guardianEmail: string;
  guardianAttested: boolean;
}

export interface ConsentProblems {
  birthDate: string | null;
  guardianPermission: string | null;
  termsAccepted: string | null;
  country: string | null;
  region: string | null;
  guardianName: string | null;
  guardianEmail: string | null;
  guardianAttested: string | null;
}

export const GUARDIAN_RULE_UNKNOWN = english.guardianRuleUnknown;

/** Whether the guardian's consent block is needed for this age, from the server's answer. */
export function needsGuardianConsent(age: number | null, guardianUnderAge: string): boolean | 'unknown' {
  if (age === null || age >= ADULT_AGE) return false;
  if (guardianUnderAge === 'none') return false;
  const under = Number(guardianUnderAge);
  if (guardianUnderAge === '' || !Number.isInteger(under)) return 'unknown';
  return age < under;
}

export const GUARDIAN_PERMISSION_NEEDED = english.guardianPermissionNeeded;
export const TERMS_NEEDED = english.termsNeeded;

export type ConsentCheck = { consent: SignUpConsent } | { problems: ConsentProblems };

/** The age, place, guardian and terms rules together; `acceptedAt` is when the person pressed the button. */
export function checkConsent(answers: ConsentAnswers, today: CalendarDate, acceptedAt: Date): ConsentCheck {
  const birth = checkBirthDate(answers.birthDate, today);
  const place = checkPlace(answers.country, answers.region);
  const age = 'age' in birth ? birth.age : null;
  const guardianNeeded = 'place' in place ? needsGuardianConsent(age, answers.guardianUnderAge) : false;
  const asksGuardian = guardianNeeded === true;
  const t = messagesNow(consentMessages);
  const problems: ConsentProblems = {
    birthDate: 'problem' in birth ? birth.problem : null,
    guardianPermission:
      'needsGuardianPermission' in birth && birth.needsGuardianPermission && !answers.guardianPermission
        ? t.guardianPermissionNeeded
        : null,
    termsAccepted: answers.termsAccepted ? null : t.termsNeeded,
    country: 'problems' in place ? place.problems.country : guardianNeeded === 'unknown' ? t.guardianRuleUnknown : null,
    region: 'problems' in place ? place.problems.region : null,
    guardianName: asksGuardian && answers.guardianName.trim() === '' ? t.guardianNameMissing : null,
    guardianEmail: asksGuardian && emailProblem(answers.guardianEmail) ? t.guardianEmailMissing : null,
    guardianAttested: asksGuardian && !answers.guardianAttested ? t.guardianAttestedMissing : null,
  };
  if ('problem' in birth || !('place' in place) || Object.values(problems).some(Boolean)) return { problems };
  return {
    consent: {
      ageBand: birth.needsGuardianPermission ? '13-17' : '18+',
      guardianPermission: birth.needsGuardianPermission,
      termsAcceptedAt: acceptedAt.toISOString(),
      age: birth.age,
      place: place.place,
      ...(asksGuardian
        ? {
            guardianConsent: {
              name: answers.guardianName.trim(),
              email: answers.guardianEmail.trim().toLowerCase(),
              attested: true as const,
              // The attestation's language: the server keeps the text the guardian read.
              language: currentLocale(),
            },
          }
        : {}),
    },
  };
}
