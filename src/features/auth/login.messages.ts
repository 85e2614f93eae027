import { defineMessages } from '../../lib/i18n/i18n';

/** /login: the screen and its form (the identity provider's errors: src/lib/auth-error.messages.ts). */
export const loginMessages = defineMessages('login', {
  documentTitle: 'Log in · Doro',
  title: 'Welcome back',
  ageDocumentTitle: 'Confirm your age · Doro',
  ageTitle: 'One more step',
  loading: 'Loading…',
  forgotPassword: 'Forgot your password?',
  or: 'or',
  newToDoro: 'New to Doro?',
  createAccount: 'Create an account',
  email: 'Email',
  password: 'Password',
  passwordMissing: 'Please enter your password.',
  loggingIn: 'Logging in…',
  logIn: 'Log in',
});
