import { useNavigate, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { waitFor } from 'xstate';
import { returnPath } from '../../lib/return-path';
import type { AuthEvent } from '../../machines/auth.types';
import { useAuthActor } from './AuthProvider';

/** The events a screen sends to sign someone in or up. */
export type AuthAttempt = Extract<AuthEvent, { type: 'signUp' | 'login' | 'googleSignUp' | 'googleLogIn' | 'confirmAge' }>;

/**
 * Sends a sign-up or login (email or Google) to the auth machine, then goes home when it ends signed in, or back to
 * the page that sent the person here (?redirect=, only a path of this site, as the root guard does). It also
 * stops waiting when a Google account new to Doro must confirm its age first; the screen shows that step. The
 * machine's error is shown only for an attempt made from this screen, so a stale one never appears elsewhere.
 */
export function useAuthSubmit() {
  const actor = useAuthActor();
  const navigate = useNavigate();
  const back = returnPath(useSearch({ strict: false }).redirect);
  const [submitted, setSubmitted] = useState(false);
  const busy = useSelector(actor, (snapshot) => snapshot.context.isLoading);
  const machineError = useSelector(actor, (snapshot) => snapshot.context.error);
  const confirmingAge = useSelector(actor, (snapshot) => snapshot.matches('confirmingAge'));

  async function submit(event: AuthAttempt) {
    setSubmitted(true);
    actor.send(event);
    const outcome = await waitFor(
      actor,
      (snapshot) => snapshot.matches('signedIn') || snapshot.matches('signedOut') || snapshot.matches('confirmingAge'),
    );
    if (!outcome.matches('signedIn')) return;
    await (back ? navigate({ href: back }) : navigate({ to: '/' }));
  }

  /** Leaves the Google age step without an account: signs the Google account out again. */
  function cancelAgeStep() {
    actor.send({ type: 'logout' });
  }

  return { submit, busy, error: submitted ? machineError : null, confirmingAge, cancelAgeStep };
}

export type AuthSubmit = ReturnType<typeof useAuthSubmit>;
