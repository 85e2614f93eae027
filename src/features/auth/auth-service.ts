/**
 * Starts the one auth actor of the page, with the real Firebase and API actors and the query cache wired in.
 * It is created before React renders, so the router's guards can read it from the first navigation.
 */
import type { QueryClient } from '@tanstack/react-query';
import { type ActorRefFrom, createActor } from 'xstate';
import { userCookie } from '../../lib/cookies';
import { createAuthActors } from '../../machines/auth.actors';
import { authMachine } from '../../machines/auth.machine';

export type AuthActorRef = ActorRefFrom<typeof authMachine>;

/** What route guards need to know, via the router context. */
export interface RouterAuth {
  actor: AuthActorRef;
  /** The logged-in route table applies (spec point 2: a stored user cookie exists). */
  isSignedIn: () => boolean;
}

export function startAuth({ queryClient }: { queryClient: QueryClient }): AuthActorRef {
  const machine = authMachine.provide({
    actors: createAuthActors({ queryClient }),
    actions: { forgetUserData: () => queryClient.clear() },
  });
  return createActor(machine, { input: { storedUser: userCookie.get() } }).start();
}

export function routerAuth(actor: AuthActorRef): RouterAuth {
  // The machine's user starts from the cookie and the cookie follows the machine, so either answers the same.
  return { actor, isSignedIn: () => actor.getSnapshot().context.user !== null };
}
