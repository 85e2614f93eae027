// Apart from validation.ts: the login and reset screens need only this, not the consent rules and the places they read.
import { authErrorMessages } from '../../lib/auth-error.messages';
import { messagesNow } from '../../lib/i18n/i18n';

/** Why an email address is refused before it is sent, in plain words, or null when it looks fine. */
export function emailProblem(email: string): string | null {
  const t = messagesNow(authErrorMessages);
  if (email.trim() === '') return t.emailMissing;
  // A light check: the identity provider has the final word, this only catches typos early.
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return t.emailMalformed;
  return null;
}
