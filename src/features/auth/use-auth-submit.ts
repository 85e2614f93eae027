import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { authErrorMessages } from '../../lib/auth-error.messages';
import { onFirstTouch } from '../../lib/first-touch';
import { useMessages } from '../../lib/i18n/i18n';
import { returnPath } from '../../lib/return-path';
import type { AuthEvent } from '../../machines/auth.types';
import type { AuthActorRef } from './auth-service';
import { useLazyAuthActor } from './AuthProvider';

/** The events a screen sends to sign someone in or up. */
export type AuthAttempt = Extract<
  AuthEvent,
  { type: 'signUp' | 'login' | 'googleSignUp' | 'googleLogIn' | 'confirmAge' }
>;

type AuthSnapshot = ReturnType<AuthActorRef['getSnapshot']>;

/** One value of the actor's state, or `before` while it has not started. */
function useActorValue<T>(actor: AuthActorRef | null, select: (snapshot: AuthSnapshot) => T, before: T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(subscribe, () => (actor ? select(actor.getSnapshot()) : before));
}

/**
 * The actor's first snapshot that ends an attempt: signed in, signed out (refused), or the Google age step. Written
 * here rather than taken from xstate's `waitFor`, so the sign-in screens load no xstate before the first touch.
 */
function attemptOutcome(actor: AuthActorRef): Promise<AuthSnapshot> {
  const settled = (snapshot: AuthSnapshot) =>
    snapshot.matches('signedIn') || snapshot.matches('signedOut') || snapshot.matches('confirmingAge');
  return new Promise((resolve) => {
    if (settled(actor.getSnapshot())) return resolve(actor.getSnapshot());
    const subscription = actor.subscribe((snapshot) => {
      if (!settled(snapshot)) return;
      subscription.unsubscribe();
      resolve(snapshot);
    });
  });
}

/**
 * Sends a sign-up or login (email or Google) to the auth machine, then goes home when it ends signed in, or back to
 * the page that sent the person here (?redirect=, only a path of this site, as the root guard does). It also
 * stops waiting when a Google account new to Doro must confirm its age first; the screen shows that step. The
 * machine's error is shown only for an attempt made from this screen, so a stale one never appears elsewhere.
 * The screen renders before the auth actor (and Firebase) is downloaded: the download starts when the person first
 * touches the page (focus, a key, a press), so a visit that only looks costs nothing, and a submit waits for it.
 */
export function useAuthSubmit() {
  const { actor, start } = useLazyAuthActor();
  const navigate = useNavigate();
  const back = returnPath(useSearch({ strict: false }).redirect);
  const [submitted, setSubmitted] = useState(false);
  const [unreachable, setUnreachable] = useState(false);
  const busy = useActorValue(actor, (snapshot) => snapshot.context.isLoading, false);
  const machineError = useActorValue(actor, (snapshot) => snapshot.context.error, null);
  const t = useMessages(authErrorMessages);
  const confirmingAge = useActorValue(actor, (snapshot) => snapshot.matches('confirmingAge'), false);

  useEffect(() => (actor ? undefined : onFirstTouch(() => void start().catch(() => {}))), [actor, start]);

  async function submit(event: AuthAttempt) {
    setSubmitted(true);
    setUnreachable(false);
    let running: AuthActorRef;
    try {
      running = actor ?? (await start());
    } catch {
      setUnreachable(true);
      return;
    }
    running.send(event);
    const outcome = await attemptOutcome(running);
    if (!outcome.matches('signedIn')) return;
    await (back ? navigate({ href: back }) : navigate({ to: '/' }));
  }

  /** Leaves the Google age step without an account: signs the Google account out again. */
  function cancelAgeStep() {
    actor?.send({ type: 'logout' });
  }

  // Said when the sign-in code could not be downloaded (offline, a failed deploy): the form stays as it was.
  const error = unreachable ? t.unreachable : submitted ? machineError : null;
  return { submit, busy, error, confirmingAge, cancelAgeStep };
}

export type AuthSubmit = ReturnType<typeof useAuthSubmit>;
