import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_MESSAGE, describeAuthError } from './auth.errors';

describe('describeAuthError', () => {
  it.each([
    ['auth/email-already-in-use', 'An account with this email already exists. Try logging in instead.'],
    ['auth/wrong-password', 'The email or password is not correct.'],
    ['auth/user-not-found', 'The email or password is not correct.'],
    ['auth/invalid-credential', 'The email or password is not correct.'],
    ['auth/too-many-requests', 'Too many attempts. Please wait a few minutes and try again.'],
    ['auth/network-request-failed', 'We could not reach the sign-in service. Check your connection and try again.'],
    ['auth/popup-blocked', 'The sign-in window was blocked. Allow pop-ups for this site and try again.'],
    ['auth/unauthorized-domain', 'Signing in is not enabled for this address.'],
  ])('puts %s in plain words', (code, words) => {
    expect(describeAuthError(Object.assign(new Error(`Firebase: Error (${code}).`), { code }))).toBe(words);
  });

  it("keeps an unknown error's own message", () => {
    expect(describeAuthError(new Error('The server is restarting'))).toBe('The server is restarting');
    expect(describeAuthError('user-has-no-credentials')).toBe('user-has-no-credentials');
  });

  it('falls back to the default message when there is nothing to say', () => {
    expect(describeAuthError(undefined)).toBe(DEFAULT_ERROR_MESSAGE);
    expect(describeAuthError(new Error(''))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(describeAuthError({ code: 'toString' })).toBe(DEFAULT_ERROR_MESSAGE);
  });
});
