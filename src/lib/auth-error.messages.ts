import { defineMessages } from './i18n/i18n';

/**
 * What the sign-in screens say about the identity provider's errors (auth-error-messages.ts), about an email or a
 * password refused before it is sent (email-problem.ts, firebase.ts), and the machine's prefix for each attempt.
 */
export const authErrorMessages = defineMessages('authErrors', {
  signUpError: 'Sign Up Error: {message}',
  loginError: 'Login Error: {message}',
  unreachable: 'Sign-in could not start: check your connection and try again.',
  fallback: 'Something went wrong. Please try again later.',
  wrongEmailOrPassword: 'The email or password is not correct.',
  'email-already-in-use': 'An account with this email already exists. Try logging in instead.',
  'too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'network-request-failed': 'We could not reach the sign-in service. Check your connection and try again.',
  'popup-blocked': 'The sign-in window was blocked. Allow pop-ups for this site and try again.',
  'popup-closed-by-user': 'The sign-in window was closed before signing in finished. Please try again.',
  'cancelled-popup-request':
    'Another sign-in window is already open. Finish signing in there, or close it and try again.',
  'unauthorized-domain': 'Signing in is not enabled for this web address. Please use the official Doro site.',
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
  noCredentials: 'The sign-in service did not return your account details. Please try again.',
  emailMissing: 'Please enter your email address.',
  emailMalformed: 'That email address does not look right.',
  googleEmailMissing: 'Please enter the email of the Google account to sign in with.',
  passwordTooShort: 'Use at least {count} characters for your password.',
  passwordTooLong: 'Use at most {count} characters for your password.',
  passwordLowercase: 'Include a lowercase letter in your password.',
  passwordUppercase: 'Include an uppercase letter in your password.',
  passwordNumber: 'Include a number in your password.',
  passwordSymbol: 'Include a symbol in your password.',
  passwordRules: 'That password does not meet the password rules.',
});
