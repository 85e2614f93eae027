/**
 * The auth actor with the real Firebase and API actors and the query cache wired in. Loaded by auth-service.ts only
 * when the actor is needed, so xstate and the machine stay off the landing page of a visitor who is not signed in.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createActor } from 'xstate';
import { inspector } from '../../lib/inspector';
import { createAuthActors } from '../../machines/auth.actors';
import { authMachine } from '../../machines/auth.machine';
import type { AuthUser } from '../../machines/auth.types';
import type { AuthActorRef } from './auth-service';

export function createAuthActor({
  queryClient,
  storedUser,
}: {
  queryClient: QueryClient;
  storedUser: AuthUser | null;
}): AuthActorRef {
  const machine = authMachine.provide({
    actors: createAuthActors({ queryClient }),
    actions: { forgetUserData: () => queryClient.clear() },
  });
  return createActor(machine, { input: { storedUser }, inspect: inspector() }).start();
}
