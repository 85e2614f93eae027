/**
 * Plain words for the identity provider's error codes (spec point 8 lists the codes, not the wording). The machine
 * prefixes them with 'Sign Up Error: ' or 'Login Error: '.
 */
const plainWordsByCode: Readonly<Record<string, string>> = {
  'auth/email-already-in-use': 'An account with this email already exists. Try logging in instead.',
  'auth/invalid-email': 'That email address does not look right.',
  'auth/weak-password': 'That password is too short. Use at least 6 characters.',
  'auth/missing-password': 'Please enter a password.',
  'auth/wrong-password': 'The email or password is not correct.',
  'auth/user-not-found': 'The email or password is not correct.',
  'auth/invalid-credential': 'The email or password is not correct.',
  'auth/invalid-login-credentials': 'The email or password is not correct.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/network-request-failed': 'We could not reach the sign-in service. Check your connection and try again.',
  'auth/popup-blocked': 'The sign-in window was blocked. Allow pop-ups for this site and try again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before signing in finished.',
  'auth/cancelled-popup-request': 'Another sign-in window is already open.',
  'auth/unauthorized-domain': 'Signing in is not enabled for this address.',
};

export const DEFAULT_ERROR_MESSAGE = 'Something went wrong. Please try again later.';

/** The error the machine raises when an auth result lacks a uid or an email (spec point 5). */
export const NO_CREDENTIALS = 'user-has-no-credentials';

export function describeAuthError(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
  if (code && Object.hasOwn(plainWordsByCode, code)) return plainWordsByCode[code]!;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return DEFAULT_ERROR_MESSAGE;
}
