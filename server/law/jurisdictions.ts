/**
 * Where a person lives decides what Doro owes them (issue 20). One table: each rule names a law, the places it binds,
 * the moment it starts and what it asks, in the terms Doro enforces; `dutiesFor` folds the rules in force for one
 * person into one answer, the strictest of each. A place nobody told us (or one we do not know) gets every rule in
 * force anywhere, so not saying where you live never weakens a duty. Sources: docs/decisions/028-jurisdiction-duties.md.
 */

import { euCountries, places, rules, type Effect, type Jurisdiction, type Place, type Rule } from './table';

export * from './table';

export interface Where {
  /** ISO 3166-1 alpha-2, any case; empty, null or undefined when not said. */
  country?: string | null;
  /** The province or state: its ISO 3166-2 subdivision code, with or without the country ('QC' or 'CA-QC'). */
  region?: string | null;
}

/** The table's name for a place: 'CA-QC', 'US-WA', 'CA' (rest of Canada), 'EU', 'US' (another state), 'other', 'unknown'. */
export function jurisdictionOf({ country, region }: Where): Jurisdiction {
  const c = country?.trim().toUpperCase() ?? '';
  if (!/^[A-Z]{2}$/.test(c)) return 'unknown';
  const r = (region ?? '')
    .trim()
    .toUpperCase()
    .replace(new RegExp(`^${c}-`), '');
  if (c === 'CA') return r === 'QC' ? 'CA-QC' : 'CA';
  if (c === 'US') {
    if (r === '') return 'unknown'; // Which state decides the duties; not knowing it is not knowing the place.
    const code = `US-${r}`;
    return (places as readonly string[]).includes(code) ? (code as Place) : 'US';
  }
  if (euCountries.includes(c)) return 'EU';
  return 'other';
}

export interface Duties {
  jurisdiction: Jurisdiction;
  /** Whether the person is treated as under 18 (an unknown age is). */
  minor: boolean;
  noticeEveryMinutes: { minor: number; adult: number };
  /** For this person. */
  noticeIntervalMinutes: number;
  noticeAtSessionStart: true;
  noticeWhenAsked: true;
  noticeBeforeFirstUse: boolean;
  renoticeAfterIdleDays: number | null;
  spokenNotice: boolean;
  /** For this person: only people under 18. */
  minorsSuitabilityNotice: boolean;
  breakReminderMinutes: number | null;
  crisisInterruption: boolean;
  /** For this person: only people under 18. */
  noEngagementRewards: boolean;
  noTherapyClaims: boolean;
  guardianConsentUnderAge: number | null;
  /** For this person. */
  guardianConsentRequired: boolean;
  expressConsentForSensitiveData: boolean;
  noSaleOfConversations: boolean;
  referralReports: { to: string; publish: boolean; law: string }[];
  /** The rules folded in, by id. */
  rules: string[];
}

/** The rules binding a place at an instant; an unknown place is bound by every rule in force anywhere. */
export function rulesFor(jurisdiction: Jurisdiction, at: Date): Rule[] {
  return rules.filter(
    (rule) =>
      Date.parse(rule.from) <= at.getTime() &&
      (jurisdiction === 'unknown' ||
        rule.places.includes('*') ||
        (rule.places as readonly string[]).includes(jurisdiction)),
  );
}

const adultAge = 18;

/** The band the server keeps (migration 008): '13-17' is a minor whose exact age is not known, so any guardian
 * consent age applies to them (the strictest reading); '18+' is an adult. */
export type AgeBand = '13-17' | '18+';

function min(values: (number | undefined)[]): number | null {
  const defined = values.filter((value): value is number => value !== undefined);
  return defined.length > 0 ? Math.min(...defined) : null;
}

/** The duties in force for one person: where they live, their age (null when not known) and the moment. */
export function dutiesFor(input: Where & { age: number | AgeBand | null | undefined; at: Date }): Duties {
  if (Number.isNaN(input.at.getTime())) throw new Error('dutiesFor: the moment is not a valid date.');
  const age = input.age === '18+' ? adultAge : input.age === '13-17' ? null : input.age;
  if (age != null && !(Number.isInteger(age) && age >= 0 && age < 150))
    throw new Error(`dutiesFor: the age must be a whole number of years or an age band, not ${String(input.age)}.`);
  const jurisdiction = jurisdictionOf(input);
  const minor = input.age === '13-17' || age == null || age < adultAge;
  const applying = rulesFor(jurisdiction, input.at);
  const any = (pick: (effect: Effect) => boolean | undefined) => applying.some((rule) => pick(rule.effect) === true);
  const effects = applying.map((rule) => rule.effect);
  const noticeMinor = min(effects.map((e) => e.noticeEveryMinutesMinor)) ?? 180;
  const noticeAdult = min(effects.map((e) => e.noticeEveryMinutesAdult)) ?? 180;
  const guardianAges = effects.map((e) => e.guardianConsentUnderAge).filter((under) => under !== undefined);
  const guardianConsentUnderAge = guardianAges.length > 0 ? Math.max(...guardianAges) : null;
  const breakMinutes = min(effects.map((e) => e.breakReminderMinutesMinor));
  return {
    jurisdiction,
    minor,
    noticeEveryMinutes: { minor: noticeMinor, adult: noticeAdult },
    noticeIntervalMinutes: minor ? noticeMinor : noticeAdult,
    noticeAtSessionStart: true,
    noticeWhenAsked: true,
    noticeBeforeFirstUse: any((e) => e.noticeBeforeFirstUse),
    renoticeAfterIdleDays: min(effects.map((e) => e.renoticeAfterIdleDays)),
    spokenNotice: any((e) => e.spokenNotice),
    minorsSuitabilityNotice: minor && any((e) => e.minorsSuitabilityNotice),
    breakReminderMinutes: minor ? breakMinutes : null,
    crisisInterruption: any((e) => e.crisisInterruption),
    noEngagementRewards: minor && any((e) => e.noEngagementRewardsForMinors),
    noTherapyClaims: any((e) => e.noTherapyClaims),
    guardianConsentUnderAge,
    guardianConsentRequired: guardianConsentUnderAge !== null && (age == null || age < guardianConsentUnderAge),
    expressConsentForSensitiveData: any((e) => e.expressConsentForSensitiveData),
    noSaleOfConversations: any((e) => e.noSaleOfConversations),
    referralReports: applying.flatMap((rule) =>
      rule.effect.referralReport ? [{ ...rule.effect.referralReport, law: rule.law }] : [],
    ),
    rules: applying.map((rule) => rule.id),
  };
}
