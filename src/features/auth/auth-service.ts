/**
 * The page's one auth state, readable from the first render, with the auth actor behind it started only when it is
 * needed. A visitor without a stored user cookie gets the answer from the cookie ("nobody") and never downloads
 * xstate, the auth machine or Firebase (issue 3's landing budget; decision 006). The actor starts at once when the
 * cookie exists (the session must be confirmed), and otherwise on the first screen that drives it (the router's
 * guard asks for it on the auth routes; see __root.tsx).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ActorRefFrom } from 'xstate';
import { userCookie } from '../../lib/cookies';
import type { authMachine } from '../../machines/auth.machine';
import type { AuthUser } from '../../machines/auth.types';

export type AuthActorRef = ActorRefFrom<typeof authMachine>;

/** What the screens read of the auth state; the same before and after the actor starts. */
export interface AuthView {
  /** The auth store's user: the cookie's until the actor runs, then the machine's. */
  user: AuthUser | null;
  /** A stored sign-in is being confirmed by the identity provider. */
  restoring: boolean;
  /** The identity provider has confirmed the session. */
  confirmed: boolean;
}

export interface AuthService {
  /** The actor, once started; null before. */
  readonly actor: AuthActorRef | null;
  /** Starts the actor (once) and resolves with it; a failed download is retried by the next call. */
  start(): Promise<AuthActorRef>;
  getView(): AuthView;
  /** Called after every change of the view. */
  subscribe(listener: () => void): () => void;
}

/** What route guards need to know, via the router context. */
export interface RouterAuth {
  /** The logged-in route table applies (a stored user cookie exists). */
  isSignedIn: () => boolean;
  /** Starts the auth actor if it is not running yet; for screens that send it events. */
  actor: () => Promise<AuthActorRef>;
}

function sameUser(a: AuthUser | null, b: AuthUser | null): boolean {
  return (
    a === b || (a !== null && b !== null && a.uid === b.uid && a.email === b.email && a.accessToken === b.accessToken)
  );
}

export function startAuth({ queryClient }: { queryClient: QueryClient }): AuthService {
  const storedUser = userCookie.get();
  // The machine's first state for the same cookie: restoring when there is one, signed out otherwise.
  let view: AuthView = { user: storedUser, restoring: storedUser !== null, confirmed: false };
  let actor: AuthActorRef | null = null;
  let starting: Promise<AuthActorRef> | null = null;
  const listeners = new Set<() => void>();

  function setView(next: AuthView) {
    // Keeps the user object when only its identity changed, so components selecting it do not re-render.
    const user = sameUser(view.user, next.user) ? view.user : next.user;
    if (user === view.user && next.restoring === view.restoring && next.confirmed === view.confirmed) return;
    view = { ...next, user };
    for (const listener of listeners) listener();
  }

  function start(): Promise<AuthActorRef> {
    starting ??= import('./auth-actor')
      .then(({ createAuthActor }) => {
        const started = createAuthActor({ queryClient, storedUser: userCookie.get() });
        const follow = () => {
          const snapshot = started.getSnapshot();
          setView({
            user: snapshot.context.user,
            restoring: snapshot.matches('restoring'),
            confirmed: snapshot.matches('signedIn'),
          });
        };
        started.subscribe(follow);
        actor = started;
        follow();
        // Screens that render before the actor runs (the auth screens, decision 006) hear that it has started.
        for (const listener of listeners) listener();
        return started;
      })
      .catch((error: unknown) => {
        starting = null;
        throw error;
      });
    return starting;
  }

  if (storedUser) {
    start().catch((error: unknown) => console.error('The sign-in could not be restored', error));
  }

  return {
    get actor() {
      return actor;
    },
    start,
    getView: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function routerAuth(auth: AuthService): RouterAuth {
  // The view's user starts from the cookie and the cookie follows the machine, so either answers the same.
  return { isSignedIn: () => auth.getView().user !== null, actor: () => auth.start() };
}
