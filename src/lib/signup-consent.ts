/**
 * What a person confirmed when creating an account: their age band, a parent or guardian's
 * permission when 13 to 17, and acceptance of the Terms of Service and Privacy Policy. A copy of those three is kept
 * in this browser next to the local user copy, under a key of its own per email. The age in years, the place and a
 * guardian's consent (issue 20) go to the server with the profile and are never kept here. The date of birth itself
 * is never stored. Storage may be missing or refuse writes; the copy is a convenience, so failures are swallowed.
 */

import type { GuardianConsent, Place } from '../contract/places';

export type AgeBand = '13-17' | '18+';

export interface SignUpConsent {
  ageBand: AgeBand;
  /** True only for 13 to 17, when a parent or guardian's permission was confirmed. */
  guardianPermission: boolean;
  /** When the Terms of Service and Privacy Policy were accepted (ISO date-time). */
  termsAcceptedAt: string;
  /**
   * Sent with the profile (issue 20), never kept in this browser: the age in whole years (the server keeps its band),
   * where the person lives, and a guardian's consent where the place's law asks one for that age.
   */
  age?: number;
  place?: Place;
  guardianConsent?: GuardianConsent;
}

export const SIGNUP_CONSENT_KEY_PREFIX = 'doro:signup-consent:';

export function signUpConsentKey(email: string): string {
  return `${SIGNUP_CONSENT_KEY_PREFIX}${email.trim().toLowerCase()}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // some browsers throw on access when storage is blocked
  }
}

export function saveSignUpConsent(email: string, consent: SignUpConsent): void {
  try {
    const { ageBand, guardianPermission, termsAcceptedAt } = consent;
    storage()?.setItem(signUpConsentKey(email), JSON.stringify({ ageBand, guardianPermission, termsAcceptedAt }));
  } catch {
    // quota or privacy mode: the copy is optional
  }
}

/** The stored consent for this email, or null when absent or not in the expected shape. */
export function readSignUpConsent(email: string): SignUpConsent | null {
  try {
    const raw = storage()?.getItem(signUpConsentKey(email));
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { ageBand, guardianPermission, termsAcceptedAt } = value as Record<string, unknown>;
    if ((ageBand !== '13-17' && ageBand !== '18+') || typeof guardianPermission !== 'boolean') return null;
    if (typeof termsAcceptedAt !== 'string') return null;
    return { ageBand, guardianPermission, termsAcceptedAt };
  } catch {
    return null;
  }
}
