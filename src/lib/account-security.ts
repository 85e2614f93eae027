/**
 * Changing the sign-in email and password from /profile (firebase@12, modular). Both are sensitive operations for
 * Firebase, so each first re-authenticates with the current password (reauthenticateWithCredential with an
 * EmailAuthProvider credential) and only then acts. The email changes through verifyBeforeUpdateEmail: Firebase
 * mails a link to the new address and the change happens when it is opened, so nobody can move an account to an
 * address they do not read. Errors come back in plain words (accountErrorMessage).
 */
import { authErrorCode, authErrorMessage } from './auth-error-messages';
import { loadFirebaseAuth } from './firebase';

/** Whether the signed-in account has a password (a Google-only account has none to re-authenticate with). */
export async function hasPasswordSignIn(): Promise<boolean> {
  const { auth } = await loadFirebaseAuth();
  await auth.authStateReady();
  return auth.currentUser?.providerData.some((info) => info.providerId === 'password') ?? false;
}

async function reauthenticated(currentPassword: string) {
  const { auth, sdk } = await loadFirebaseAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user?.email) throw new Error('You are not signed in any more. Please log in again.');
  await sdk.reauthenticateWithCredential(user, sdk.EmailAuthProvider.credential(user.email, currentPassword));
  return { user, sdk };
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const { user, sdk } = await reauthenticated(currentPassword);
  await sdk.updatePassword(user, newPassword);
}

/** Mails a confirmation link to `newEmail`; the account's email changes once the link is opened. */
export async function requestEmailChange(currentPassword: string, newEmail: string): Promise<void> {
  const { user, sdk } = await reauthenticated(currentPassword);
  await sdk.verifyBeforeUpdateEmail(user, newEmail);
}

// What these two forms can meet, where the sign-in screens' words would mislead (no "try logging in instead").
const accountMessages: Readonly<Record<string, string>> = {
  'wrong-password': 'Your current password is not correct.',
  'invalid-credential': 'Your current password is not correct.',
  'invalid-login-credentials': 'Your current password is not correct.',
  'user-mismatch': 'Your current password is not correct.',
  'email-already-in-use': 'Another account already uses this email address.',
  'invalid-new-email': 'That email address does not look right. Check it and try again.',
  'operation-not-allowed': 'Changing the email is not available right now. Please try again later.',
};

export function accountErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  if (code !== undefined && Object.hasOwn(accountMessages, code)) return accountMessages[code]!;
  return authErrorMessage(error);
}
