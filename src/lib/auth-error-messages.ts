/**
 * A plain sentence for every error the identity provider (Firebase Auth) can give the sign-up, login, Google and
 * password-reset screens. The provider gives codes, not words; these are ours. Sign-in failures never say
 * whether an account exists for an email (wrong-password, user-not-found and invalid-credential read the same), so
 * the form cannot be used to find out who has an account.
 */

/** The default message, for anything we have no better words for. */
export const AUTH_FALLBACK_MESSAGE = 'Something went wrong. Please try again later.';

/** A sign-up or login result without a uid and an email. */
export const USER_HAS_NO_CREDENTIALS = 'user-has-no-credentials';

const WRONG_EMAIL_OR_PASSWORD = 'The email or password is not correct.';

/** Keyed by the provider's code without its 'auth/' prefix. */
const messageByCode: Readonly<Record<string, string>> = {
  // The provider's codes, in words.
  'wrong-password': WRONG_EMAIL_OR_PASSWORD,
  'user-not-found': WRONG_EMAIL_OR_PASSWORD,
  'invalid-credential': WRONG_EMAIL_OR_PASSWORD,
  'email-already-in-use': 'An account with this email already exists. Try logging in instead.',
  'too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'network-request-failed': 'We could not reach the sign-in service. Check your connection and try again.',
  'popup-blocked': 'The sign-in window was blocked. Allow pop-ups for this site and try again.',
  'popup-closed-by-user': 'The sign-in window was closed before signing in finished. Please try again.',
  'cancelled-popup-request':
    'Another sign-in window is already open. Finish signing in there, or close it and try again.',
  'unauthorized-domain': 'Signing in is not enabled for this web address. Please use the official Doro site.',
  // Others the screens can meet.
  'invalid-login-credentials': WRONG_EMAIL_OR_PASSWORD,
  'weak-password': 'That password is too weak. Use at least 6 characters.',
  'password-does-not-meet-requirements': 'That password does not meet the requirements listed under the field.',
  'invalid-email': 'That email address does not look right. Check it and try again.',
  'missing-email': 'Please enter your email address.',
  'missing-password': 'Please enter your password.',
  'user-disabled': 'This account has been disabled. Contact support if you think this is a mistake.',
  'operation-not-allowed': 'This way of signing in is not available right now. Please try another way.',
  'admin-restricted-operation': 'New accounts cannot be created right now. Please try again later.',
  'requires-recent-login': 'For your security, please log in again before doing this.',
  'user-token-expired': 'Your session has expired. Please log in again.',
  'account-exists-with-different-credential':
    'An account with this email already exists with a different way of signing in. Log in with your email and password.',
  'credential-already-in-use': 'This sign-in is already linked to another account.',
  'expired-action-code': 'This link has expired. Please ask for a new one.',
  'invalid-action-code': 'This link is not valid any more. It may have been used already. Please ask for a new one.',
  timeout: 'The sign-in service took too long to answer. Please try again.',
  'web-storage-unsupported':
    'Your browser is blocking the storage that signing in needs. Allow cookies for this site and try again.',
  'quota-exceeded': 'The sign-in service is busy right now. Please try again in a few minutes.',
  'internal-error': AUTH_FALLBACK_MESSAGE,
  [USER_HAS_NO_CREDENTIALS]: 'The sign-in service did not return your account details. Please try again.',
};

/** Every code with its own words, without the 'auth/' prefix. */
export const KNOWN_AUTH_ERROR_CODES: readonly string[] = Object.keys(messageByCode);

/**
 * The provider's code in an error: `error.code` ('auth/wrong-password'), a code given as a string, or the code in
 * a Firebase message ('Firebase: Error (auth/wrong-password).'). Returned without the 'auth/' prefix.
 */
export function authErrorCode(codeOrError: unknown): string | undefined {
  if (typeof codeOrError === 'string') return fromText(codeOrError);
  if (typeof codeOrError !== 'object' || codeOrError === null) return undefined;
  if ('code' in codeOrError && typeof codeOrError.code === 'string') return fromText(codeOrError.code);
  if ('message' in codeOrError && typeof codeOrError.message === 'string') {
    const match = /\(auth\/([a-z0-9-]+)\)/.exec(codeOrError.message);
    if (match) return match[1];
    // Our own errors carry the code as their message (e.g. new Error('user-has-no-credentials')).
    const bare = codeOrError.message.trim();
    return Object.hasOwn(messageByCode, bare) ? bare : undefined;
  }
  return undefined;
}

function fromText(text: string): string | undefined {
  const trimmed = text.trim();
  const inMessage = /\(auth\/([a-z0-9-]+)\)/.exec(trimmed);
  if (inMessage) return inMessage[1];
  const code = trimmed.replace(/^auth\//, '');
  return /^[a-z0-9-]+$/.test(code) ? code : undefined;
}

/**
 * A sentence for a person. Known codes get their own words; an error without a code keeps its message when it has
 * one written for people (not the SDK's 'Firebase: ...'); anything else gets the default message.
 */
export function authErrorMessage(codeOrError: unknown): string {
  const code = authErrorCode(codeOrError);
  if (code !== undefined && Object.hasOwn(messageByCode, code)) return messageByCode[code]!;
  if (code !== undefined) return AUTH_FALLBACK_MESSAGE;
  const message =
    codeOrError instanceof Error ? codeOrError.message : typeof codeOrError === 'string' ? codeOrError : '';
  if (message.trim() && !message.startsWith('Firebase:')) return message.trim();
  return AUTH_FALLBACK_MESSAGE;
}

/**
 * Google sign-in by popup: a person who closes the window, or a second click that replaces the first popup, has
 * simply changed their mind, so the screen says nothing. Every other failure (popup-blocked, unauthorized-domain,
 * network...) gets its words from authErrorMessage.
 */
const QUIET_GOOGLE_CANCELS: readonly string[] = ['popup-closed-by-user', 'cancelled-popup-request'];

export function isQuietGoogleCancel(error: unknown): boolean {
  const code = authErrorCode(error);
  return code !== undefined && QUIET_GOOGLE_CANCELS.includes(code);
}

/** What the Google button shows after a failed popup: null when it should stay quiet, else a sentence. */
export function googleSignInProblem(error: unknown): string | null {
  return isQuietGoogleCancel(error) ? null : authErrorMessage(error);
}
