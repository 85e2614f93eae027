/**
 * The cookie-consent choice (issue 8 item 5): analytics and the pixel run only after a visitor accepts, where the
 * deployment says consent is required (the default). The choice is remembered for a year in a first-party cookie.
 */
import { readCookie, writeCookie } from './cookies';

export type ConsentChoice = 'granted' | 'denied';

export const CONSENT_COOKIE = 'doro_tracking_consent';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readConsent(): ConsentChoice | null {
  const value = readCookie(CONSENT_COOKIE);
  return value === 'granted' || value === 'denied' ? value : null;
}

export function rememberConsent(choice: ConsentChoice): void {
  writeCookie(CONSENT_COOKIE, choice, YEAR_SECONDS);
}

export type TrackingPermission = 'allowed' | 'refused' | 'ask';

/** What to do for this visitor: run the trackers, leave them off, or ask first (the banner). */
export function trackingPermission(consentRequired: boolean, choice: ConsentChoice | null): TrackingPermission {
  if (!consentRequired) return 'allowed';
  if (choice === 'granted') return 'allowed';
  if (choice === 'denied') return 'refused';
  return 'ask';
}
