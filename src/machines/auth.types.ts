import type { GuardianConsent, Place } from '../contract/places';
import type { SignUpConsent } from '../lib/signup-consent';

/** The signed-in user as the client keeps it: the user cookie holds the same JSON. */
export interface AuthUser {
  uid: string;
  email: string;
  /** The identity provider's ID token when last seen; the API client asks the provider for a fresh one. */
  accessToken: string;
}

export interface Credentials {
  email: string;
  password: string;
}

/** What a sign-up or login returns. The provider may omit the email (then it is an error, not a session). */
export interface IdentityResult {
  uid?: string | null;
  email?: string | null;
  accessToken: string;
}

export interface GoogleSignInInput {
  /** Local mode only: the email the emulator's stand-in Google account signs in with. */
  emulatorEmail?: string;
}

/** Whether the signed-in account already has a profile on our server (GET /api/users/me/). */
export interface ProfileLookup {
  found: boolean;
}

export interface ProfileInput {
  uid: string;
  email: string;
  /** What sign-up asked (issue 20), sent when the profile is made: see SignUpConsent. */
  place?: Place;
  age?: number;
  guardianConsent?: GuardianConsent;
}

export type AuthEvent =
  /** The identity provider reports the current user, or null when there is none (also the store's setUser). */
  | { type: 'setUser'; user: AuthUser | null }
  | { type: 'setLoading'; isLoading: boolean }
  | { type: 'logout' }
  | ({ type: 'signUp'; consent: SignUpConsent } & Credentials)
  | ({ type: 'login' } & Credentials)
  /** Google from /signup: the age and terms were confirmed before the popup. */
  | ({ type: 'googleSignUp'; consent: SignUpConsent } & GoogleSignInInput)
  /** Google from /login: an account without a profile is asked for its age and terms before one is made. */
  | ({ type: 'googleLogIn' } & GoogleSignInInput)
  | { type: 'confirmAge'; consent: SignUpConsent }
  | { type: 'retryProfile' };

export interface AuthContext {
  /** The signed-in user: null when signed out. */
  user: AuthUser | null;
  /** True while a sign-in, sign-up, restore or sign-out is in flight. */
  isLoading: boolean;
  /** A Google account signed in from /login, waiting for its age and terms before it becomes the user. */
  pendingUser: AuthUser | null;
  /** What the person confirmed at sign-up, until the profile is made. */
  consent: SignUpConsent | null;
  /** The last sign-up or login failure, in plain words, for the form to show. */
  error: string | null;
  /** Failed profile loads in a row, for the retry back-off. */
  profileAttempts: number;
}

export interface AuthInput {
  /** The user found in the user cookie at start, if any: the session is then restored, not assumed. */
  storedUser: AuthUser | null;
}
