/**
 * What a person confirmed when creating an account (spec points 1 and 5): their age band, a parent or guardian's
 * permission when 13 to 17, and acceptance of the Terms of Service and Privacy Policy. The API has no field for it
 * yet (a later issue adds age to the profile), so a copy is kept in this browser next to the local user copy, under
 * a key of its own per email, for that issue to send. The date of birth itself is never stored: the band is enough.
 * Storage may be missing or refuse writes; the copy is a convenience, so failures are swallowed.
 */

export type AgeBand = '13-17' | '18+';

export interface SignUpConsent {
  ageBand: AgeBand;
  /** True only for 13 to 17, when a parent or guardian's permission was confirmed. */
  guardianPermission: boolean;
  /** When the Terms of Service and Privacy Policy were accepted (ISO date-time). */
  termsAcceptedAt: string;
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
    storage()?.setItem(signUpConsentKey(email), JSON.stringify(consent));
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
