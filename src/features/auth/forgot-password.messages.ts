import { defineMessages } from '../../lib/i18n/i18n';
import { RESET_CONFIRMATION } from './password-reset';

/** /forgot-password (the identity provider's problems, such as a mistyped address: src/lib/auth-error.messages.ts). */
export const forgotPasswordMessages = defineMessages('forgotPassword', {
  documentTitle: 'Reset your password · Doro',
  title: 'Reset your password',
  intro: "Enter the email you use for Doro. We'll send you a link to choose a new password.",
  remembered: 'Remembered it?',
  logIn: 'Log in',
  email: 'Email',
  sending: 'Sending…',
  send: 'Send reset link',
  confirmation: RESET_CONFIRMATION,
  sentTo: 'The link goes to {email}. It can take a few minutes to arrive; check your spam folder too.',
  backToLogIn: 'Back to log in',
  differentEmail: 'Use a different email',
});
