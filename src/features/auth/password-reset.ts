import { authErrorCode, authErrorMessage } from '../../lib/auth-error-messages';

/** The one answer to every reset request that reached the provider: it never says whether an account exists. */
export const RESET_CONFIRMATION = "If an account exists for that address, we've sent a link to reset your password.";

// The only failures worth telling: the person can fix them (the address, waiting, the connection). Anything else the
// provider says (user-not-found above all) gets the same confirmation, so the form reveals nobody's account.
const TOLD_CODES: readonly string[] = ['invalid-email', 'missing-email', 'too-many-requests', 'network-request-failed'];

export type ResetOutcome = { sent: true } | { problem: string };

/** What the screen shows after asking for a reset: `error` is what the call threw, or undefined when it did not. */
export function passwordResetOutcome(error?: unknown): ResetOutcome {
  if (error === undefined) return { sent: true };
  const code = authErrorCode(error);
  if (code === undefined) {
    // Not an answer from the provider (it could not be loaded, the server is down): nothing was sent, so say so.
    // A TypeError is fetch failing to connect: the same words as the provider's own network failure.
    return { problem: authErrorMessage(error instanceof TypeError ? 'network-request-failed' : error) };
  }
  return TOLD_CODES.includes(code) ? { problem: authErrorMessage(error) } : { sent: true };
}
