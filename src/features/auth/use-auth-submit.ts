import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { waitFor } from 'xstate';
import type { AuthEvent } from '../../machines/auth.types';
import { useAuthActor } from './AuthProvider';

/**
 * Sends a sign-up or login to the auth machine, then goes home when it ends signed in. The machine's error is
 * shown only for a submission made from this form, so a stale one never appears on another page.
 */
export function useAuthSubmit() {
  const actor = useAuthActor();
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState(false);
  const busy = useSelector(actor, (snapshot) => snapshot.context.isLoading);
  const machineError = useSelector(actor, (snapshot) => snapshot.context.error);

  async function submit(event: Extract<AuthEvent, { type: 'signUp' | 'login' }>) {
    setSubmitted(true);
    actor.send(event);
    const outcome = await waitFor(actor, (snapshot) => snapshot.matches('signedIn') || snapshot.matches('signedOut'));
    if (outcome.matches('signedIn')) await navigate({ to: '/' });
  }

  return { submit, busy, error: submitted ? machineError : null };
}
