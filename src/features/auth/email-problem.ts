// Apart from validation.ts: the login and reset screens need only this, not the consent rules and the places they read.

/** Why an email address is refused before it is sent, in plain words, or null when it looks fine. */
export function emailProblem(email: string): string | null {
  if (email.trim() === '') return 'Please enter your email address.';
  // A light check: the identity provider has the final word, this only catches typos early.
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return 'That email address does not look right.';
  return null;
}
