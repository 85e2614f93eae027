import { describe, expect, it } from 'vitest';
import { passwordResetOutcome, RESET_CONFIRMATION } from './password-reset';

function firebaseError(code: string) {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

describe('passwordResetOutcome', () => {
  it('confirms a request the provider accepted', () => {
    expect(passwordResetOutcome()).toEqual({ sent: true });
    expect(RESET_CONFIRMATION).toBe("If an account exists for that address, we've sent a link to reset your password.");
  });

  it.each(['auth/user-not-found', 'auth/user-disabled', 'auth/internal-error', 'auth/operation-not-allowed'])(
    'answers %s with the same confirmation, revealing no account',
    (code) => {
      expect(passwordResetOutcome(firebaseError(code))).toEqual({ sent: true });
    },
  );

  it.each([
    ['auth/invalid-email', 'That email address does not look right. Check it and try again.'],
    ['auth/missing-email', 'Please enter your email address.'],
    ['auth/too-many-requests', 'Too many attempts. Please wait a few minutes and try again.'],
    ['auth/network-request-failed', 'We could not reach the sign-in service. Check your connection and try again.'],
  ])('tells %s in plain words', (code, words) => {
    expect(passwordResetOutcome(firebaseError(code))).toEqual({ problem: words });
  });

  it('does not claim a link was sent when the provider was never reached', () => {
    expect(passwordResetOutcome(new Error('The server is restarting. Please try again in a minute.'))).toEqual({
      problem: 'The server is restarting. Please try again in a minute.',
    });
    expect(passwordResetOutcome(new TypeError('Failed to fetch'))).toEqual({
      problem: 'We could not reach the sign-in service. Check your connection and try again.',
    });
  });
});
