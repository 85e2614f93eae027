import { createContext, type ReactNode, use, useContext, useSyncExternalStore } from 'react';
import type { AuthUser } from '../../machines/auth.types';
import type { AuthActorRef, AuthService, AuthView } from './auth-service';

const AuthServiceContext = createContext<AuthService | null>(null);

/** Gives the page's auth state (see auth-service.ts) to the components below. */
export function AuthProvider({ auth, children }: { auth: AuthService; children: ReactNode }) {
  return <AuthServiceContext.Provider value={auth}>{children}</AuthServiceContext.Provider>;
}

function useAuthService(): AuthService {
  const auth = useContext(AuthServiceContext);
  if (!auth) throw new Error('the auth hooks need an <AuthProvider> above them');
  return auth;
}

/** One value of the auth view; re-renders only when it changes. */
function useAuthView<T>(select: (view: AuthView) => T): T {
  const auth = useAuthService();
  return useSyncExternalStore(auth.subscribe, () => select(auth.getView()));
}

/**
 * The page's auth actor, for screens that send it events. The router's guard starts it before the auth screens
 * and the signed-in pages render; anywhere else the component waits (suspends) for it to start.
 */
export function useAuthActor(): AuthActorRef {
  const auth = useAuthService();
  return auth.actor ?? use(auth.start());
}

/**
 * The auth actor if it has started, else null (re-rendering when it starts), and a way to start it: for the auth
 * screens, which render before the actor and its Firebase download (decision 006) and start it on first use.
 */
export function useLazyAuthActor(): { actor: AuthActorRef | null; start: () => Promise<AuthActorRef> } {
  const auth = useAuthService();
  const actor = useSyncExternalStore(auth.subscribe, () => auth.actor);
  return { actor, start: auth.start };
}

/** The signed-in user, or null; re-renders only when it changes. */
export function useAuthUser(): AuthUser | null {
  return useAuthView((view) => view.user);
}

/** Whether the identity provider has confirmed the session (not just the cookie). */
export function useSessionConfirmed(): boolean {
  return useAuthView((view) => view.confirmed);
}

/** Whether a stored sign-in is being confirmed (the start-up cover shows meanwhile). */
export function useSessionRestoring(): boolean {
  return useAuthView((view) => view.restoring);
}
