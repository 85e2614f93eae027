/**
 * The auth statechart. Its context is the client auth store: `user` and `isLoading`,
 * changed by the setUser, setLoading and logout events. Side effects on the outside world (the user cookie,
 * analytics, the query cache) are named actions; calls to Firebase and the API are actors from auth.actors.ts,
 * which the React binding provides and tests replace.
 */
import { assertEvent, assign, setup } from 'xstate';
import { identifyUser, forgetAnalyticsUser } from '../lib/analytics';
import { authErrorMessage, isQuietGoogleCancel, USER_HAS_NO_CREDENTIALS } from '../lib/auth-error-messages';
import { authErrorMessages } from '../lib/auth-error.messages';
import { currentLocale, fill, messagesNow } from '../lib/i18n/i18n';
import { backoffDelay } from '../contract/backoff';
import { clearUserCookies, userCookie } from '../lib/cookies';
import { saveSignUpConsent } from '../lib/signup-consent';
import { authActorSlots } from './auth.actors';
import type {
  AuthContext,
  AuthEvent,
  AuthInput,
  AuthUser,
  IdentityResult,
  ProfileInput,
  ProfileLookup,
} from './auth.types';

/** POST /api/users/me/'s body: the account, and what sign-up asked when it asked it (issue 20). */
function profileInput(context: AuthContext): ProfileInput {
  const { place, age, guardianConsent } = context.consent ?? {};
  return {
    uid: context.user?.uid ?? '',
    email: context.user?.email ?? '',
    ...(place ? { place } : {}),
    ...(age !== undefined ? { age } : {}),
    ...(guardianConsent ? { guardianConsent } : {}),
  };
}

/** 'Sign Up Error: ...' or 'Login Error: ...', in the interface's language when the attempt failed. */
function attemptError(kind: 'signUpError' | 'loginError', cause: unknown): string {
  return fill(currentLocale(), messagesNow(authErrorMessages)[kind], { message: authErrorMessage(cause) });
}

function userFromResult(result: IdentityResult): AuthUser {
  return { uid: result.uid ?? '', email: result.email ?? '', accessToken: result.accessToken };
}

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: authActorSlots,
  actions: {
    assignUserFromEvent: assign({
      user: ({ event }) => {
        assertEvent(event, 'setUser');
        return event.user;
      },
    }),
    assignUserFromResult: assign({ user: (_, result: IdentityResult) => userFromResult(result) }),
    assignPendingUserFromResult: assign({ pendingUser: (_, result: IdentityResult) => userFromResult(result) }),
    promotePendingUser: assign({ user: ({ context }) => context.pendingUser, pendingUser: null }),
    assignConsentFromEvent: assign({
      consent: ({ event }) => {
        assertEvent(event, ['signUp', 'googleSignUp', 'confirmAge']);
        return event.consent;
      },
    }),
    // Kept in this browser until the API has a field for it (see lib/signup-consent.ts).
    rememberConsent: ({ context }) => {
      if (context.user && context.consent) saveSignUpConsent(context.user.email, context.consent);
    },
    clearUser: assign({ user: null, pendingUser: null, consent: null }),
    assignLoading: assign({
      isLoading: ({ event }) => {
        assertEvent(event, 'setLoading');
        return event.isLoading;
      },
    }),
    startLoading: assign({ isLoading: true }),
    stopLoading: assign({ isLoading: false }),
    clearError: assign({ error: null }),
    // Wrappers around the one table of plain words for the provider's codes.
    assignSignUpError: assign({ error: (_, cause: unknown) => attemptError('signUpError', cause) }),
    assignLoginError: assign({ error: (_, cause: unknown) => attemptError('loginError', cause) }),
    countProfileFailure: assign({ profileAttempts: ({ context }) => context.profileAttempts + 1 }),
    resetProfileAttempts: assign({ profileAttempts: 0 }),
    storeUserCookie: ({ context }) => {
      if (context.user) userCookie.set(context.user);
    },
    removeUserCookie: () => clearUserCookies(),
    identifyUser: ({ context }) => {
      if (context.user) identifyUser({ uid: context.user.uid, email: context.user.email });
    },
    forgetAnalyticsUser: () => forgetAnalyticsUser(),
    // The machine knows no query cache: the React binding provides this, so one user's data never shows to the next.
    forgetUserData: () => {},
  },
  guards: {
    hasUser: ({ context }) => context.user !== null,
    eventHasUser: ({ event }) => event.type === 'setUser' && event.user !== null,
    // A sign-up or login result without a uid and an email is an error, not a session.
    resultHasCredentials: (_, result: IdentityResult) => Boolean(result.uid && result.email),
    // Closing Google's popup, or opening a second one, is a change of mind, not an error to show.
    isQuietGoogleCancel: (_, error: unknown) => isQuietGoogleCancel(error),
    profileFound: (_, lookup: ProfileLookup) => lookup.found,
  },
  delays: {
    // The spec's back-off (1 s, 2 s, 4 s, ... with jitter): the server may be restarting or the network down.
    profileRetry: ({ context }) => backoffDelay(context.profileAttempts - 1),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    user: input.storedUser,
    isLoading: false,
    pendingUser: null,
    consent: null,
    error: null,
    profileAttempts: 0,
  }),
  initial: 'start',
  on: {
    setLoading: { actions: 'assignLoading' },
  },
  states: {
    // Exists to choose the first real state from the user cookie, before anything renders.
    start: {
      always: [{ guard: 'hasUser', target: 'restoring' }, { target: 'signedOut' }],
    },
    // Exists because a user cookie only says someone was signed in: the identity provider must confirm it.
    // Only now is Firebase loaded, so logged-out visitors never pay for it.
    restoring: {
      entry: 'startLoading',
      exit: 'stopLoading',
      invoke: { id: 'identity', src: 'watchIdentity' },
      on: {
        setUser: [
          { guard: 'eventHasUser', target: 'signedIn', actions: 'assignUserFromEvent' },
          { target: 'signedOut' },
        ],
        logout: { target: 'signingOut' },
      },
    },
    // Exists as the resting state of a visitor: no user, no cookie, no cached user data, no Firebase loaded.
    signedOut: {
      entry: ['clearUser', 'removeUserCookie', 'forgetUserData', 'forgetAnalyticsUser'],
      on: {
        signUp: { target: 'signingUp', actions: ['clearError', 'assignConsentFromEvent'] },
        login: { target: 'loggingIn', actions: 'clearError' },
        googleSignUp: { target: 'signingUpWithGoogle', actions: ['clearError', 'assignConsentFromEvent'] },
        googleLogIn: { target: 'loggingInWithGoogle', actions: 'clearError' },
        setUser: { guard: 'eventHasUser', target: 'signedIn', actions: 'assignUserFromEvent' },
      },
    },
    // Exists while the identity provider creates the account; the form waits and shows the outcome.
    signingUp: {
      entry: 'startLoading',
      exit: 'stopLoading',
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ event }) => {
          assertEvent(event, 'signUp');
          return { email: event.email, password: event.password };
        },
        onDone: [
          {
            guard: { type: 'resultHasCredentials', params: ({ event }) => event.output },
            target: 'creatingProfile',
            actions: { type: 'assignUserFromResult', params: ({ event }) => event.output },
          },
          { target: 'signingOut', actions: { type: 'assignSignUpError', params: USER_HAS_NO_CREDENTIALS } },
        ],
        onError: {
          target: 'signingOut',
          actions: { type: 'assignSignUpError', params: ({ event }: { event: { error: unknown } }) => event.error },
        },
      },
    },
    // Exists while the identity provider checks an email and password.
    loggingIn: {
      entry: 'startLoading',
      exit: 'stopLoading',
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ event }) => {
          assertEvent(event, 'login');
          return { email: event.email, password: event.password };
        },
        onDone: [
          {
            guard: { type: 'resultHasCredentials', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: { type: 'assignUserFromResult', params: ({ event }) => event.output },
          },
          { target: 'signingOut', actions: { type: 'assignLoginError', params: USER_HAS_NO_CREDENTIALS } },
        ],
        onError: {
          target: 'signingOut',
          actions: { type: 'assignLoginError', params: ({ event }: { event: { error: unknown } }) => event.error },
        },
      },
    },
    // Exists while Google signs a person in from /signup (the popup, or the emulator's stand-in): their age and
    // the terms were confirmed on the form first, so a profile is made right after.
    signingUpWithGoogle: {
      entry: 'startLoading',
      exit: 'stopLoading',
      invoke: {
        id: 'googleSignIn',
        src: 'googleSignIn',
        input: ({ event }) => {
          assertEvent(event, 'googleSignUp');
          return { emulatorEmail: event.emulatorEmail };
        },
        onDone: [
          {
            guard: { type: 'resultHasCredentials', params: ({ event }) => event.output },
            target: 'creatingProfile',
            actions: { type: 'assignUserFromResult', params: ({ event }) => event.output },
          },
          { target: 'signingOut', actions: { type: 'assignSignUpError', params: USER_HAS_NO_CREDENTIALS } },
        ],
        onError: [
          {
            guard: { type: 'isQuietGoogleCancel', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'signedOut',
          },
          {
            target: 'signingOut',
            actions: { type: 'assignSignUpError', params: ({ event }: { event: { error: unknown } }) => event.error },
          },
        ],
      },
    },
    // Exists while Google signs a person in from /login. The account is held aside (pendingUser) until we know it
    // has a profile, so no screen treats it as signed in before its age and the terms are confirmed.
    loggingInWithGoogle: {
      entry: 'startLoading',
      exit: 'stopLoading',
      invoke: {
        id: 'googleSignIn',
        src: 'googleSignIn',
        input: ({ event }) => {
          assertEvent(event, 'googleLogIn');
          return { emulatorEmail: event.emulatorEmail };
        },
        onDone: [
          {
            guard: { type: 'resultHasCredentials', params: ({ event }) => event.output },
            target: 'findingGoogleProfile',
            actions: { type: 'assignPendingUserFromResult', params: ({ event }) => event.output },
          },
          { target: 'signingOut', actions: { type: 'assignLoginError', params: USER_HAS_NO_CREDENTIALS } },
        ],
        onError: [
          {
            guard: { type: 'isQuietGoogleCancel', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'signedOut',
          },
          {
            target: 'signingOut',
            actions: { type: 'assignLoginError', params: ({ event }: { event: { error: unknown } }) => event.error },
          },
        ],
      },
    },
    // Exists because a Google account may be new to Doro: only one with a profile is signed in at once.
    findingGoogleProfile: {
      entry: 'startLoading',
      exit: 'stopLoading',
      invoke: {
        id: 'findProfile',
        src: 'findProfile',
        onDone: [
          {
            guard: { type: 'profileFound', params: ({ event }) => event.output },
            target: 'signedIn.ready',
            actions: 'promotePendingUser',
          },
          { target: 'confirmingAge' },
        ],
        onError: {
          target: 'signingOut',
          actions: { type: 'assignLoginError', params: ({ event }: { event: { error: unknown } }) => event.error },
        },
      },
    },
    // Exists so that a Google account new to Doro confirms its age (13+), a guardian's permission (13 to 17) and
    // the terms before a profile is made, as on /signup. Logout is the way back out.
    confirmingAge: {
      on: {
        confirmAge: { target: 'creatingProfile', actions: ['assignConsentFromEvent', 'promotePendingUser'] },
        logout: { target: 'signingOut' },
      },
    },
    // Exists because a new account has no profile on our server until POST /api/users/me/ makes one.
    creatingProfile: {
      entry: ['startLoading', 'rememberConsent'],
      exit: 'stopLoading',
      invoke: {
        id: 'createProfile',
        src: 'createProfile',
        input: ({ context }) => profileInput(context),
        // The account exists either way; a failed creation is retried by the profile load, which creates on 404.
        onDone: { target: 'signedIn.ready' },
        onError: { target: 'signedIn.profileUnavailable', actions: 'countProfileFailure' },
      },
    },
    // Exists as the logged-in session: the cookie mirrors the user, analytics knows them, and the provider is
    // watched so a token refresh updates the cookie and a sign-out elsewhere ends the session here.
    signedIn: {
      entry: ['clearError', 'storeUserCookie', 'identifyUser'],
      invoke: { id: 'identity', src: 'watchIdentity' },
      initial: 'loadingProfile',
      on: {
        setUser: [
          { guard: 'eventHasUser', actions: ['assignUserFromEvent', 'storeUserCookie'] },
          { target: 'signedOut' },
        ],
        logout: { target: 'signingOut' },
      },
      states: {
        // Exists to load the profile (GET /api/users/me/) that the logged-in screens read.
        loadingProfile: {
          invoke: {
            id: 'loadProfile',
            src: 'loadProfile',
            // A profile whose creation failed is made by this load (on 404) with what sign-up asked, so a
            // guardian's consent is never skipped by a retry.
            input: ({ context }) => profileInput(context),
            onDone: { target: 'ready', actions: 'resetProfileAttempts' },
            onError: { target: 'profileUnavailable', actions: 'countProfileFailure' },
          },
        },
        // Exists so a failed profile load is retried with a growing delay, or at once when the user asks.
        profileUnavailable: {
          after: { profileRetry: { target: 'loadingProfile' } },
          on: { retryProfile: { target: 'loadingProfile' } },
        },
        // Exists as the steady state: signed in with a profile.
        ready: {},
      },
    },
    // Exists so that Firebase is signed out (logout, or a failed sign-up or login) before we say "signed out".
    signingOut: {
      entry: ['startLoading', 'clearUser', 'removeUserCookie'],
      exit: 'stopLoading',
      invoke: {
        id: 'signOut',
        src: 'signOut',
        // Signed out here even when the provider call fails: the cookie is gone and the session is over.
        onDone: { target: 'signedOut' },
        onError: { target: 'signedOut' },
      },
    },
  },
});

export type AuthMachine = typeof authMachine;
