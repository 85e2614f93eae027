import type { SignUpConsent } from '../../lib/signup-consent';
import { checkPlace } from '../../ui/place-answers';
import { emailProblem } from './email-problem';

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

export const UNDER_MINIMUM_AGE = 'Doro is for people aged 13 and over.';

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
  if (text.trim() === '') return { problem: 'Please enter your date of birth.' };
  const birth = parseCalendarDate(text);
  if (!birth) return { problem: 'Please enter a real date, for example 2008-04-21.' };
  const age = ageOn(birth, today);
  const future =
    birth.year > today.year ||
    (birth.year === today.year &&
      (birth.month > today.month || (birth.month === today.month && birth.day > today.day)));
  if (future) return { problem: 'That date of birth is in the future.' };
  if (age > OLDEST_PLAUSIBLE_AGE) return { problem: 'Please check the year of your date of birth.' };
  if (age < MINIMUM_AGE) return { problem: UNDER_MINIMUM_AGE };
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

export const GUARDIAN_RULE_UNKNOWN =
  'We could not check what the law where you live asks for your age. Please try again in a moment.';

/** Whether the guardian's consent block is needed for this age, from the server's answer. */
export function needsGuardianConsent(age: number | null, guardianUnderAge: string): boolean | 'unknown' {
  if (age === null || age >= ADULT_AGE) return false;
  if (guardianUnderAge === 'none') return false;
  const under = Number(guardianUnderAge);
  if (guardianUnderAge === '' || !Number.isInteger(under)) return 'unknown';
  return age < under;
}

export const GUARDIAN_PERMISSION_NEEDED =
  'Please confirm that a parent or guardian has given you permission to use Doro.';
export const TERMS_NEEDED = 'Please accept the Terms of Service and Privacy Policy to create an account.';

export type ConsentCheck = { consent: SignUpConsent } | { problems: ConsentProblems };

/** The age, place, guardian and terms rules together; `acceptedAt` is when the person pressed the button. */
export function checkConsent(answers: ConsentAnswers, today: CalendarDate, acceptedAt: Date): ConsentCheck {
  const birth = checkBirthDate(answers.birthDate, today);
  const place = checkPlace(answers.country, answers.region);
  const age = 'age' in birth ? birth.age : null;
  const guardianNeeded = 'place' in place ? needsGuardianConsent(age, answers.guardianUnderAge) : false;
  const asksGuardian = guardianNeeded === true;
  const problems: ConsentProblems = {
    birthDate: 'problem' in birth ? birth.problem : null,
    guardianPermission:
      'needsGuardianPermission' in birth && birth.needsGuardianPermission && !answers.guardianPermission
        ? GUARDIAN_PERMISSION_NEEDED
        : null,
    termsAccepted: answers.termsAccepted ? null : TERMS_NEEDED,
    country: 'problems' in place ? place.problems.country : guardianNeeded === 'unknown' ? GUARDIAN_RULE_UNKNOWN : null,
    region: 'problems' in place ? place.problems.region : null,
    guardianName:
      asksGuardian && answers.guardianName.trim() === '' ? "Please enter your parent's or guardian's name." : null,
    guardianEmail:
      asksGuardian && emailProblem(answers.guardianEmail)
        ? "Please enter your parent's or guardian's email address."
        : null,
    guardianAttested:
      asksGuardian && !answers.guardianAttested
        ? 'Your parent or guardian needs to confirm their consent by ticking this box.'
        : null,
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
            },
          }
        : {}),
    },
  };
}
