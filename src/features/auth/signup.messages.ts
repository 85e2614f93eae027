import { defineMessages } from '../../lib/i18n/i18n';

/** /signup, and the Google age step of /login (a Google account new to Doro) which asks the same. */
export const signupMessages = defineMessages('signup', {
  documentTitle: 'Sign up · Doro',
  title: 'Create your account',
  alreadyHaveAccount: 'Already have an account?',
  logIn: 'Log in',
  email: 'Email',
  password: 'Password',
  passwordHint: 'At least {count} characters.',
  confirmPassword: 'Confirm password',
  passwordsDiffer: 'The two passwords do not match.',
  creatingAccount: 'Creating your account…',
  createAccount: 'Create account',
  or: 'or',
  googleNeedsConsent: 'Signing up with Google needs your date of birth and the terms above too.',
  ageStepNewEmail: '{email} is new to Doro.',
  ageStepNewAccount: 'This Google account is new to Doro.',
  ageStepIntro: 'Before we create your account, please confirm your age and accept the terms.',
  cancel: 'Cancel',
});

/** 'Continue with Google' (/login and /signup), and the local emulator's stand-in for Google's window. */
export const googleMessages = defineMessages('google', {
  continueWithGoogle: 'Continue with Google',
  emulatorTitle: 'Google sign-in (local emulator)',
  emulatorDescription:
    'This copy of Doro runs with a local sign-in emulator and cannot reach Google. The emulator stands in for Google: enter the email of the Google account to sign in as.',
  emulatorEmail: 'Google account email',
  cancel: 'Cancel',
  continue: 'Continue',
});
