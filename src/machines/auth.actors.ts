/**
 * The auth machine's actors: the calls it makes to Firebase and to our API. The machine is defined with the slots
 * below; the React binding provides `createAuthActors(...)`, and tests provide doubles, so the machine runs the
 * same either way.
 */
import type { QueryClient } from '@tanstack/query-core';
import { fromCallback, fromPromise } from 'xstate';
import { localeCookie } from '../lib/cookies';
import {
  logInWithEmail,
  signInWithGoogle,
  signOutOfFirebase,
  signUpWithEmail,
  watchIdToken,
  type ProviderUser,
} from '../lib/firebase';
import type {
  AuthEvent,
  AuthUser,
  Credentials,
  GoogleSignInInput,
  IdentityResult,
  ProfileInput,
  ProfileLookup,
} from './auth.types';

function notProvided(name: string): () => never {
  return () => {
    throw new Error(`The auth machine's "${name}" actor was not provided`);
  };
}

/** Typed placeholders that fail loudly when a real implementation was not provided. */
export const authActorSlots = {
  watchIdentity: fromCallback<AuthEvent>(notProvided('watchIdentity')),
  signUp: fromPromise<IdentityResult, Credentials>(notProvided('signUp')),
  logIn: fromPromise<IdentityResult, Credentials>(notProvided('logIn')),
  googleSignIn: fromPromise<IdentityResult, GoogleSignInInput>(notProvided('googleSignIn')),
  findProfile: fromPromise<ProfileLookup>(notProvided('findProfile')),
  createProfile: fromPromise<unknown, ProfileInput>(notProvided('createProfile')),
  loadProfile: fromPromise<unknown, ProfileInput>(notProvided('loadProfile')),
  signOut: fromPromise<void>(notProvided('signOut')),
};

export type AuthActors = typeof authActorSlots;

function toAuthUser(user: ProviderUser): AuthUser {
  return { uid: user.uid, email: user.email ?? '', accessToken: user.accessToken };
}

// The API client and the contract's zod schemas load with the first call, not with the landing page.
const loadApi = () => Promise.all([import('../lib/api-errors'), import('../lib/queries/users')]);

export interface AuthActorDependencies {
  /** The profile goes into this cache under the userData key, so screens read it without a second request. */
  queryClient: QueryClient;
}

export function createAuthActors({ queryClient }: AuthActorDependencies): AuthActors {
  async function createProfile(body: ProfileInput) {
    const [, users] = await loadApi();
    // The language chosen with the switch before signing up goes with the new profile (issue 21); the browser's own
    // language, never chosen, does not.
    const locale = localeCookie.get();
    const profile = await users.createProfile({ ...body, ...(locale ? { locale } : {}) });
    queryClient.setQueryData(users.userDataQuery().queryKey, profile);
    return profile;
  }

  return {
    watchIdentity: fromCallback<AuthEvent>(({ sendBack }) => {
      let stopWatching: (() => void) | null = null;
      let stopped = false;
      watchIdToken((user) => sendBack({ type: 'setUser', user: user ? toAuthUser(user) : null })).then(
        (stop) => (stopped ? stop() : (stopWatching = stop)),
        (error: unknown) => console.error('The identity provider could not be loaded', error),
      );
      return () => {
        stopped = true;
        stopWatching?.();
      };
    }),
    signUp: fromPromise<IdentityResult, Credentials>(({ input }) => signUpWithEmail(input.email, input.password)),
    logIn: fromPromise<IdentityResult, Credentials>(({ input }) => logInWithEmail(input.email, input.password)),
    googleSignIn: fromPromise<IdentityResult, GoogleSignInInput>(({ input }) => signInWithGoogle(input.emulatorEmail)),
    findProfile: fromPromise<ProfileLookup>(async () => {
      const [{ ApiError }, { userDataQuery }] = await loadApi();
      try {
        await queryClient.fetchQuery(userDataQuery());
        return { found: true };
      } catch (error) {
        // 404: the token is good but Doro has no profile for it yet (a Google account new to Doro).
        if (error instanceof ApiError && error.status === 404) return { found: false };
        throw error;
      }
    }),
    createProfile: fromPromise<unknown, ProfileInput>(({ input }) => createProfile(input)),
    loadProfile: fromPromise<unknown, ProfileInput>(async ({ input }) => {
      const [{ ApiError }, { userDataQuery }] = await loadApi();
      try {
        return await queryClient.fetchQuery(userDataQuery());
      } catch (error) {
        // An account whose profile was never made (its sign-up's POST failed) gets one now.
        if (error instanceof ApiError && error.status === 404) return createProfile(input);
        throw error;
      }
    }),
    signOut: fromPromise<void>(() => signOutOfFirebase()),
  };
}
