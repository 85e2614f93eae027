/**
 * A plain sentence for every error the identity provider (Firebase Auth) can give the sign-up, login, Google and
 * password-reset screens. The provider gives codes, not words; these are ours. Sign-in failures never say
 * whether an account exists for an email (wrong-password, user-not-found and invalid-credential read the same), so
 * the form cannot be used to find out who has an account. The words are in the interface's language at the moment
 * the error is put in words (auth-error.messages.ts).
 */
import { authErrorMessages } from './auth-error.messages';
import { messagesNow } from './i18n/i18n';

/** The default message, for anything we have no better words for (in English; the person sees their language). */
export const AUTH_FALLBACK_MESSAGE = authErrorMessages.base.fallback;

/** A sign-up or login result without a uid and an email. */
export const USER_HAS_NO_CREDENTIALS = 'user-has-no-credentials';

type MessageKey = keyof typeof authErrorMessages.base;

/** Keyed by the provider's code without its 'auth/' prefix: the message's key in auth-error.messages.ts. */
const messageByCode: Readonly<Record<string, MessageKey>> = {
  // The provider's codes, in words.
  'wrong-password': 'wrongEmailOrPassword',
  'user-not-found': 'wrongEmailOrPassword',
  'invalid-credential': 'wrongEmailOrPassword',
  'email-already-in-use': 'email-already-in-use',
  'too-many-requests': 'too-many-requests',
  'network-request-failed': 'network-request-failed',
  'popup-blocked': 'popup-blocked',
  'popup-closed-by-user': 'popup-closed-by-user',
  'cancelled-popup-request': 'cancelled-popup-request',
  'unauthorized-domain': 'unauthorized-domain',
  // Others the screens can meet.
  'invalid-login-credentials': 'wrongEmailOrPassword',
  'weak-password': 'weak-password',
  'password-does-not-meet-requirements': 'password-does-not-meet-requirements',
  'invalid-email': 'invalid-email',
  'missing-email': 'missing-email',
  'missing-password': 'missing-password',
  'user-disabled': 'user-disabled',
  'operation-not-allowed': 'operation-not-allowed',
  'admin-restricted-operation': 'admin-restricted-operation',
  'requires-recent-login': 'requires-recent-login',
  'user-token-expired': 'user-token-expired',
  'account-exists-with-different-credential': 'account-exists-with-different-credential',
  'credential-already-in-use': 'credential-already-in-use',
  'expired-action-code': 'expired-action-code',
  'invalid-action-code': 'invalid-action-code',
  timeout: 'timeout',
  'web-storage-unsupported': 'web-storage-unsupported',
  'quota-exceeded': 'quota-exceeded',
  'internal-error': 'fallback',
  [USER_HAS_NO_CREDENTIALS]: 'noCredentials',
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
  const t = messagesNow(authErrorMessages);
  const code = authErrorCode(codeOrError);
  if (code !== undefined && Object.hasOwn(messageByCode, code)) return t[messageByCode[code]!];
  if (code !== undefined) return t.fallback;
  const message =
    codeOrError instanceof Error ? codeOrError.message : typeof codeOrError === 'string' ? codeOrError : '';
  if (message.trim() && !message.startsWith('Firebase:')) return message.trim();
  return t.fallback;
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
