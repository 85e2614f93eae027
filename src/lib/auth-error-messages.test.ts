import { describe, expect, it } from 'vitest';
import {
  AUTH_FALLBACK_MESSAGE,
  authErrorCode,
  authErrorMessage,
  googleSignInProblem,
  isQuietGoogleCancel,
  KNOWN_AUTH_ERROR_CODES,
  USER_HAS_NO_CREDENTIALS,
} from './auth-error-messages';

/** An error as the Firebase SDK throws it: a FirebaseError with a code and a message naming it. */
function firebaseError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { name: 'FirebaseError', code });
}

const wrongEmailOrPassword = 'The email or password is not correct.';

const expected: Record<string, string> = {
  'auth/wrong-password': wrongEmailOrPassword,
  'auth/user-not-found': wrongEmailOrPassword,
  'auth/invalid-credential': wrongEmailOrPassword,
  'auth/invalid-login-credentials': wrongEmailOrPassword,
  'auth/email-already-in-use': 'An account with this email already exists. Try logging in instead.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/network-request-failed': 'We could not reach the sign-in service. Check your connection and try again.',
  'auth/popup-blocked': 'The sign-in window was blocked. Allow pop-ups for this site and try again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before signing in finished. Please try again.',
  'auth/cancelled-popup-request':
    'Another sign-in window is already open. Finish signing in there, or close it and try again.',
  'auth/unauthorized-domain': 'Signing in is not enabled for this web address. Please use the official Doro site.',
  'auth/weak-password': 'That password is too weak. Use at least 6 characters.',
  'auth/password-does-not-meet-requirements': 'That password does not meet the requirements listed under the field.',
  'auth/invalid-email': 'That email address does not look right. Check it and try again.',
  'auth/missing-email': 'Please enter your email address.',
  'auth/missing-password': 'Please enter your password.',
  'auth/user-disabled': 'This account has been disabled. Contact support if you think this is a mistake.',
  'auth/operation-not-allowed': 'This way of signing in is not available right now. Please try another way.',
  'auth/admin-restricted-operation': 'New accounts cannot be created right now. Please try again later.',
  'auth/requires-recent-login': 'For your security, please log in again before doing this.',
  'auth/user-token-expired': 'Your session has expired. Please log in again.',
  'auth/account-exists-with-different-credential':
    'An account with this email already exists with a different way of signing in. Log in with your email and password.',
  'auth/credential-already-in-use': 'This sign-in is already linked to another account.',
  'auth/expired-action-code': 'This link has expired. Please ask for a new one.',
  'auth/invalid-action-code':
    'This link is not valid any more. It may have been used already. Please ask for a new one.',
  'auth/timeout': 'The sign-in service took too long to answer. Please try again.',
  'auth/web-storage-unsupported':
    'Your browser is blocking the storage that signing in needs. Allow cookies for this site and try again.',
  'auth/quota-exceeded': 'The sign-in service is busy right now. Please try again in a few minutes.',
  'auth/internal-error': 'Something went wrong. Please try again later.',
};

describe('authErrorMessage', () => {
  it('has words for exactly the codes tested here', () => {
    const tested = [...Object.keys(expected).map((code) => code.slice('auth/'.length)), USER_HAS_NO_CREDENTIALS];
    expect([...KNOWN_AUTH_ERROR_CODES].toSorted()).toEqual(tested.toSorted());
  });

  it.each(Object.entries(expected))('%s, as a code, an Error with .code, or a Firebase message', (code, words) => {
    expect(authErrorMessage(code)).toBe(words);
    expect(authErrorMessage(firebaseError(code))).toBe(words);
    expect(authErrorMessage({ code })).toBe(words);
    expect(authErrorMessage({ message: `Firebase: Error (${code}).` })).toBe(words);
    expect(authErrorMessage(code.slice('auth/'.length))).toBe(words);
  });

  it('every message is a sentence for a person, not a code', () => {
    for (const code of KNOWN_AUTH_ERROR_CODES) {
      const words = authErrorMessage(`auth/${code}`);
      expect(words).toMatch(/^[A-Z].*\.$/);
      expect(words).not.toMatch(/auth\/|Firebase/);
    }
  });

  it('words user-has-no-credentials (a result without a uid and an email)', () => {
    expect(authErrorMessage(USER_HAS_NO_CREDENTIALS)).toBe(
      'The sign-in service did not return your account details. Please try again.',
    );
    expect(authErrorMessage(new Error(USER_HAS_NO_CREDENTIALS))).toBe(
      'The sign-in service did not return your account details. Please try again.',
    );
  });

  it('reads the code inside a password-policy message', () => {
    const error = {
      code: 'auth/password-does-not-meet-requirements',
      message:
        'Firebase: Missing password requirements: [Password must contain at least 8 characters] (auth/password-does-not-meet-requirements).',
    };
    expect(authErrorMessage(error)).toBe('That password does not meet the requirements listed under the field.');
    expect(authErrorMessage({ message: error.message })).toBe(
      'That password does not meet the requirements listed under the field.',
    );
  });

  it('falls back to the default for unknown codes and raw SDK messages', () => {
    expect(authErrorMessage('auth/something-new')).toBe(AUTH_FALLBACK_MESSAGE);
    expect(authErrorMessage(firebaseError('auth/something-new'))).toBe(AUTH_FALLBACK_MESSAGE);
    expect(authErrorMessage(new Error('Firebase: something odd happened.'))).toBe(AUTH_FALLBACK_MESSAGE);
    expect(authErrorMessage(undefined)).toBe(AUTH_FALLBACK_MESSAGE);
    expect(authErrorMessage(null)).toBe(AUTH_FALLBACK_MESSAGE);
    expect(authErrorMessage(42)).toBe(AUTH_FALLBACK_MESSAGE);
    expect(authErrorMessage(new Error(''))).toBe(AUTH_FALLBACK_MESSAGE);
    expect(AUTH_FALLBACK_MESSAGE).toBe('Something went wrong. Please try again later.');
  });

  it('never reaches Object.prototype through a code', () => {
    expect(authErrorMessage('auth/constructor')).toBe(AUTH_FALLBACK_MESSAGE);
    expect(authErrorMessage({ code: 'toString' })).toBe(AUTH_FALLBACK_MESSAGE);
  });

  it('keeps a message written for people when there is no code', () => {
    expect(authErrorMessage(new Error('The server is restarting. Please try again in a minute.'))).toBe(
      'The server is restarting. Please try again in a minute.',
    );
  });
});

describe('authErrorCode', () => {
  it('finds the code with or without its prefix, and nothing in other values', () => {
    expect(authErrorCode('auth/popup-blocked')).toBe('popup-blocked');
    expect(authErrorCode({ code: 'auth/popup-blocked' })).toBe('popup-blocked');
    expect(authErrorCode('Firebase: Error (auth/popup-blocked).')).toBe('popup-blocked');
    expect(authErrorCode('The server is restarting.')).toBeUndefined();
    expect(authErrorCode({ status: 500 })).toBeUndefined();
    expect(authErrorCode(undefined)).toBeUndefined();
  });
});

describe('googleSignInProblem (the popup error codes)', () => {
  it.each(['auth/popup-closed-by-user', 'auth/cancelled-popup-request'])('%s cancels quietly', (code) => {
    expect(googleSignInProblem(firebaseError(code))).toBeNull();
    expect(isQuietGoogleCancel({ code })).toBe(true);
  });

  it.each([
    ['auth/popup-blocked', 'The sign-in window was blocked. Allow pop-ups for this site and try again.'],
    ['auth/unauthorized-domain', 'Signing in is not enabled for this web address. Please use the official Doro site.'],
    ['auth/network-request-failed', 'We could not reach the sign-in service. Check your connection and try again.'],
    [
      'auth/account-exists-with-different-credential',
      'An account with this email already exists with a different way of signing in. Log in with your email and password.',
    ],
  ])('%s is explained', (code, words) => {
    expect(googleSignInProblem(firebaseError(code))).toBe(words);
    expect(isQuietGoogleCancel(firebaseError(code))).toBe(false);
  });

  it('explains an error without a code with the default message', () => {
    expect(googleSignInProblem(new Error('Firebase: something odd happened.'))).toBe(AUTH_FALLBACK_MESSAGE);
    expect(isQuietGoogleCancel(undefined)).toBe(false);
  });
});
