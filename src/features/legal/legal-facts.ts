/**
 * The facts the legal texts state (reference/safety.md), as data, so tests can check each
 * text says them and a change is made in one place.
 */

/** When the terms were last updated (the medical disclaimer's version, DISCLAIMER_VERSION, goes with them). */
export const LAST_UPDATED = 'April 1, 2025';
export const LAST_UPDATED_ISO = '2025-04-01';

/** When the privacy policy was last updated: the outside model only with the person's consent (issue 20). */
export const PRIVACY_LAST_UPDATED = 'November 25, 2026';
export const PRIVACY_LAST_UPDATED_ISO = '2026-11-25';

export const MINIMUM_AGE = 13;
/** From 13 up to 18, a parent or guardian must agree. */
export const PARENTAL_PERMISSION_UNTIL_AGE = 18;

export const PRICE_CHANGE_NOTICE_DAYS = 10;
export const LIABILITY_CAP_MONTHS = 12;
export const GOVERNING_LAW = 'Ontario';
export const COURTS_LOCATION = 'Kitchener';

/** Crisis resources for Canada and the US (reference/safety.md). */
export const CRISIS = {
  emergency: '911',
  suicideCrisisLine: '988',
  kidsHelpPhoneCall: '1-800-668-6868',
  kidsHelpPhoneText: '686868',
  helplineDirectory: 'findahelpline.com',
  helplineDirectoryUrl: 'https://findahelpline.com',
} as const;

/**
 * How long we keep things (the privacy policy). The server's clean-up jobs must keep these promises.
 */
export const RETENTION = {
  /** After an account is deleted, everything tied to it is gone from the live database within this many days... */
  deletionDays: 30,
  /** ...and from backups within this many more. */
  backupDays: 30,
  /** Security logs (IP address, browser, time). */
  securityLogDays: 30,
  /** Support messages, after the conversation ends. */
  supportMessageYears: 2,
  /** Billing records, as Canadian tax law requires. */
  billingRecordYears: 6,
} as const;
