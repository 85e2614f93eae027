/**
 * The jurisdiction table itself (issue 20): the places it knows and each rule, with the law it comes from, the places
 * it binds, when it starts and what it asks. server/law/jurisdictions.ts reads it; sources in decision 028.
 */

/** The places the table knows. 'CA' is Canada outside Quebec; 'EU' is any member state; '*' is everywhere. */
export const places = ['CA-QC', 'CA', 'US-CA', 'US-NY', 'US-UT', 'US-OR', 'US-WA', 'US-IL', 'US-NV', 'EU'] as const;
export type Place = (typeof places)[number];
export type Jurisdiction = Place | 'US' | 'other' | 'unknown';

/** Every name `jurisdictionOf` gives: the places, another US state, another country, and unknown. */
export const jurisdictions: readonly Jurisdiction[] = [...places, 'US', 'other', 'unknown'];

/** The 27 member states of the European Union (ISO 3166-1 alpha-2), which the AI Act binds as one. */
export const euCountries: readonly string[] = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT',
  'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
]; // prettier-ignore

/** What one rule asks. Every field is optional: a rule says only what it adds. */
export interface Effect {
  /** The "Doro is an AI, not a human" notice at least this often during use, in minutes. */
  noticeEveryMinutesMinor?: number;
  noticeEveryMinutesAdult?: number;
  /** The notice before the first use (not only at the first reply). */
  noticeBeforeFirstUse?: boolean;
  /** The notice again when someone comes back after this many days without use. */
  renoticeAfterIdleDays?: number;
  /** The notice spoken too where replies are spoken. */
  spokenNotice?: boolean;
  /** People under 18 are told a companion chatbot may not be suitable for some minors. */
  minorsSuitabilityNotice?: boolean;
  /** People under 18 are reminded to take a break at least this often, in minutes. */
  breakReminderMinutesMinor?: number;
  /** A detected suicide risk pauses the conversation with the referral until the person chooses to go on. */
  crisisInterruption?: boolean;
  /** No streaks, counters, rewards or engagement pressure for people under 18. */
  noEngagementRewardsForMinors?: boolean;
  /** Nothing presents Doro as therapy, a therapist, counsellor, psychologist or psychiatrist. */
  noTherapyClaims?: boolean;
  /** Under this age a parent's or guardian's consent is recorded before the account is created. */
  guardianConsentUnderAge?: number;
  /** Memory across sessions and any outside model stay off until the person turns them on (express consent). */
  expressConsentForSensitiveData?: boolean;
  /** What people write is never sold or shared, and no advertising is targeted from it. */
  noSaleOfConversations?: boolean;
  /** A yearly report of crisis referral counts and the protocol, to the named recipient. */
  referralReport?: { to: string; publish: boolean };
}

export interface Rule {
  id: string;
  law: string;
  /** Where it binds; '*' is Doro's own policy everywhere (docs/reference safety requirements). */
  places: readonly (Place | '*')[];
  /** When it starts: local midnight of the start date, as an instant. */
  from: string;
  effect: Effect;
  /** How Doro meets it, shown on the crisis protocol page. */
  howDoroMeetsIt: string;
}

export const rules: readonly Rule[] = [
  {
    id: 'doro-policy',
    law: "Doro's own safety policy (California AB 489, the APA health advisory of November 2025)",
    places: ['*'],
    from: '2025-01-01T00:00:00Z',
    effect: {
      noticeEveryMinutesMinor: 180,
      noticeEveryMinutesAdult: 180,
      breakReminderMinutesMinor: 180,
      noTherapyClaims: true,
    },
    howDoroMeetsIt:
      'Every session starts with "Doro is an AI, not a human", which comes back every 3 hours and whenever you ask; people under 18 are reminded to take a break every 3 hours; Doro never calls itself a therapist.',
  },
  {
    id: 'us-ca-sb243',
    law: 'California SB 243 (companion chatbots)',
    places: ['US-CA'],
    from: '2026-01-01T00:00:00-08:00',
    effect: {
      minorsSuitabilityNotice: true,
      breakReminderMinutesMinor: 180,
      noticeEveryMinutesMinor: 180,
    },
    howDoroMeetsIt:
      'People under 18 are told that a companion chatbot may not be suitable for some minors, reminded every 3 hours that Doro is an AI and to take a break, and never shown sexual content.',
  },
  {
    id: 'us-ca-sb243-report',
    law: 'California SB 243, yearly report to the Office of Suicide Prevention',
    places: ['US-CA'],
    from: '2027-07-01T00:00:00-07:00',
    effect: {
      referralReport: {
        to: 'California Office of Suicide Prevention',
        publish: false,
      },
    },
    howDoroMeetsIt:
      'Each year Doro reports how many crisis referrals it made and the protocol it follows, from counts that hold no words and no identity.',
  },
  {
    id: 'us-ny-gbl-47',
    law: 'New York General Business Law article 47 (AI companion models)',
    places: ['US-NY'],
    from: '2025-11-05T00:00:00-05:00',
    effect: {
      noticeEveryMinutesAdult: 180,
      noticeEveryMinutesMinor: 180,
      spokenNotice: true,
    },
    howDoroMeetsIt:
      'The notice that Doro is not a human comes at the start of each session and at least every 3 hours, for adults too, and is spoken as well when replies are read aloud.',
  },
  {
    id: 'us-ut-hb452',
    law: 'Utah HB 452 (mental health chatbots)',
    places: ['US-UT'],
    from: '2025-05-07T00:00:00-06:00',
    effect: {
      noticeBeforeFirstUse: true,
      renoticeAfterIdleDays: 7,
      noSaleOfConversations: true,
    },
    howDoroMeetsIt:
      'The notice comes before the first use, again after 7 days without use and whenever asked; what you write is never sold or shared and no advertising is shown in the conversation.',
  },
  {
    id: 'us-or-sb1546',
    law: 'Oregon SB 1546 (AI companions)',
    places: ['US-OR'],
    from: '2027-01-01T00:00:00-08:00',
    effect: {
      crisisInterruption: true,
      noEngagementRewardsForMinors: true,
      breakReminderMinutesMinor: 180,
      referralReport: { to: 'the public (a yearly report posted online)', publish: true },
    },
    howDoroMeetsIt:
      'An urgent or imminent risk of suicide (or other danger) stops the reply being written and pauses the conversation with the crisis lines for where you live until you choose to go on; people under 18 see no streaks, counters or rewards; a yearly report of referral counts.',
  },
  {
    id: 'us-wa-hb2225',
    law: 'Washington HB 2225 (AI companion chatbots)',
    places: ['US-WA'],
    from: '2027-01-01T00:00:00-08:00',
    effect: {
      noticeEveryMinutesMinor: 60,
      noticeEveryMinutesAdult: 180,
      noEngagementRewardsForMinors: true,
      referralReport: { to: 'the public (this page)', publish: true },
    },
    howDoroMeetsIt:
      "People under 18 are told every hour that Doro is an AI (adults every 3 hours); the crisis protocol and last year's referral counts are published on this page; no engagement pressure for minors.",
  },
  {
    id: 'us-il-wopr',
    law: 'Illinois Wellness and Oversight for Psychological Resources Act (HB 1806)',
    places: ['US-IL'],
    from: '2025-08-04T00:00:00-05:00',
    effect: { noTherapyClaims: true },
    howDoroMeetsIt:
      'Doro is a supportive AI coach: nothing presents it as therapy, a therapist, a counsellor, a psychologist or a psychiatrist.',
  },
  {
    id: 'us-nv-ab406',
    law: 'Nevada AB 406 (AI in mental and behavioral health care)',
    places: ['US-NV'],
    from: '2025-07-01T00:00:00-07:00',
    effect: { noTherapyClaims: true },
    howDoroMeetsIt: 'Nothing presents Doro as therapy or as a provider of mental or behavioral health care.',
  },
  {
    id: 'ca-qc-law25',
    law: 'Quebec Law 25 (Act respecting the protection of personal information in the private sector, s. 4.1)',
    places: ['CA-QC'],
    from: '2023-09-22T00:00:00-04:00',
    effect: {
      guardianConsentUnderAge: 14,
      expressConsentForSensitiveData: true,
    },
    howDoroMeetsIt:
      "Under 14, a parent's or guardian's consent is recorded before the account is created; privacy settings start at their most protective.",
  },
  {
    id: 'ca-pipeda',
    law: 'PIPEDA (Personal Information Protection and Electronic Documents Act)',
    places: ['CA', 'CA-QC'],
    from: '2001-01-01T00:00:00-05:00',
    effect: { expressConsentForSensitiveData: true },
    howDoroMeetsIt:
      'Memory across sessions and any outside AI model stay off until you turn them on in your privacy choices on your profile, which say what is kept or sent, where it is processed and how to take it back. While the outside model is off, Doro’s own engine writes every reply on Doro’s server and nothing of your conversation is sent to it.',
  },
  {
    id: 'eu-ai-act-50',
    law: 'EU AI Act (Regulation (EU) 2024/1689), article 50',
    places: ['EU'],
    from: '2026-08-02T00:00:00+03:00',
    effect: { noticeBeforeFirstUse: true },
    howDoroMeetsIt: 'You are told that Doro is an AI before your first conversation, not only inside it.',
  },
];
