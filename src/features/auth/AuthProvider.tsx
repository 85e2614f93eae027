import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { AuthUser } from '../../machines/auth.types';
import type { AuthActorRef } from './auth-service';

const AuthActorContext = createContext<AuthActorRef | null>(null);

/** Gives the page's auth actor (see auth-service.ts) to the components below. */
export function AuthProvider({ actor, children }: { actor: AuthActorRef; children: ReactNode }) {
  return <AuthActorContext.Provider value={actor}>{children}</AuthActorContext.Provider>;
}

export function useAuthActor(): AuthActorRef {
  const actor = useContext(AuthActorContext);
  if (!actor) throw new Error('useAuthActor needs an <AuthProvider> above it');
  return actor;
}

/** The signed-in user, or null; re-renders only when it changes. */
export function useAuthUser(): AuthUser | null {
  return useSelector(useAuthActor(), (snapshot) => snapshot.context.user);
}

/** Whether the identity provider has confirmed the session (not just the cookie). */
export function useSessionConfirmed(): boolean {
  return useSelector(useAuthActor(), (snapshot) => snapshot.matches('signedIn'));
}
