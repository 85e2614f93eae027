/**
 * Firebase Auth (firebase@12, modular), loaded only on demand: every Firebase module is a dynamic import, so the
 * landing page a visitor first sees never downloads it. The run-time config comes from GET /api/client-config, so one
 * build serves the local emulator and real Firebase alike.
 */
import type { Auth, User } from 'firebase/auth';
import { configureAnalytics } from './analytics';
import { authErrorMessages } from './auth-error.messages';
import { currentLocale, fill, messagesNow } from './i18n/i18n';

/** A user as the identity provider reports it, with a current ID token. */
export interface ProviderUser {
  uid: string;
  email: string | null;
  accessToken: string;
}

/** The fallback password rule (at least 6 characters), used when the provider's policy cannot be read. */
export const FALLBACK_MIN_PASSWORD_LENGTH = 6;

interface LoadedAuth {
  auth: Auth;
  sdk: typeof import('firebase/auth');
  /** The local Auth emulator, which has no password policy to read. */
  usesEmulator: boolean;
}

let loading: Promise<LoadedAuth> | null = null;

async function load(): Promise<LoadedAuth> {
  const [{ apiClient, setIdTokenProvider }, { unwrap }, { initializeApp }, sdk] = await Promise.all([
    import('./api-client'),
    import('./api-errors'),
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const config = await unwrap(apiClient.clientConfig.get());
  const app = initializeApp(config.firebase);
  // Not getAuth: it sets up Google's popup machinery at once, which loads apis.google.com's script on every page that
  // loads Auth (an outside request, and a console error where it is blocked). Only the Google button needs it, and
  // passes it to signInWithPopup. The same persistence as getAuth's: IndexedDB, else localStorage, else the session.
  const auth = sdk.initializeAuth(app, {
    persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence, sdk.browserSessionPersistence],
  });
  if (config.authEmulatorUrl) sdk.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  setIdTokenProvider(async (forceRefresh) => {
    await auth.authStateReady();
    return auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null;
  });
  configureAnalytics(config.analyticsMeasurementId);
  return { auth, sdk, usesEmulator: Boolean(config.authEmulatorUrl) };
}

/**
 * Loads Firebase once; a failed load (offline, server down) is retried by the next caller. Every call sets the
 * interface's language on the Auth instance (languageCode), which the SDK sends with each request (the
 * X-Firebase-Locale header): the provider's own emails (password reset, email change) come in the person's language.
 */
export async function loadFirebaseAuth(): Promise<LoadedAuth> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  const loaded = await loading;
  loaded.auth.languageCode = currentLocale();
  return loaded;
}

async function toProviderUser(user: User): Promise<ProviderUser> {
  return { uid: user.uid, email: user.email, accessToken: await user.getIdToken() };
}

export async function signUpWithEmail(email: string, password: string): Promise<ProviderUser> {
  const { auth, sdk } = await loadFirebaseAuth();
  const credential = await sdk.createUserWithEmailAndPassword(auth, email, password);
  return toProviderUser(credential.user);
}

export async function logInWithEmail(email: string, password: string): Promise<ProviderUser> {
  const { auth, sdk } = await loadFirebaseAuth();
  const credential = await sdk.signInWithEmailAndPassword(auth, email, password);
  return toProviderUser(credential.user);
}

/** Whether sign-in goes to the local Auth emulator, where Google's popup cannot load (no way out to Google). */
export async function usesAuthEmulator(): Promise<boolean> {
  return (await loadFirebaseAuth()).usesEmulator;
}

/**
 * The stand-in for a Google account that the Auth emulator accepts: an unsigned ID token given as JSON. The subject
 * is derived from the email, so the same address is the same "Google account" every time.
 */
export function emulatorGoogleIdToken(email: string): string {
  const normalized = email.trim().toLowerCase();
  return JSON.stringify({ sub: `local-google-${normalized}`, email: normalized, email_verified: true });
}

/**
 * Google sign-in. With real Firebase: Google's popup (its codes popup-blocked, popup-closed-by-user,
 * cancelled-popup-request and unauthorized-domain are put in words by auth-error-messages.ts). With the emulator:
 * the SDK's signInWithCredential with a fake Google ID token for `emulatorEmail`, which the screen asks for.
 */
export async function signInWithGoogle(emulatorEmail?: string): Promise<ProviderUser> {
  const { auth, sdk, usesEmulator } = await loadFirebaseAuth();
  if (usesEmulator) {
    if (!emulatorEmail) throw new Error(messagesNow(authErrorMessages).googleEmailMissing);
    const credential = sdk.GoogleAuthProvider.credential(emulatorGoogleIdToken(emulatorEmail));
    return toProviderUser((await sdk.signInWithCredential(auth, credential)).user);
  }
  const provider = new sdk.GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return toProviderUser((await sdk.signInWithPopup(auth, provider, sdk.browserPopupRedirectResolver)).user);
}

/**
 * Asks the identity provider to email a password-reset link. Firebase may answer user-not-found: the screen hides
 * that, so nobody learns from it who has an account.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  const { auth, sdk } = await loadFirebaseAuth();
  await sdk.sendPasswordResetEmail(auth, email);
}

export async function signOutOfFirebase(): Promise<void> {
  const { auth, sdk } = await loadFirebaseAuth();
  await sdk.signOut(auth);
}

/**
 * Calls `onChange` with the current user (or null) now and after every sign-in, sign-out and token refresh.
 * Resolves to the function that stops watching.
 */
export async function watchIdToken(onChange: (user: ProviderUser | null) => void): Promise<() => void> {
  const { auth, sdk } = await loadFirebaseAuth();
  return sdk.onIdTokenChanged(auth, (user) => {
    if (!user) return onChange(null);
    toProviderUser(user).then(onChange, (error: unknown) => {
      console.warn('Reading the ID token after a change failed', error instanceof Error ? error.name : typeof error);
    });
  });
}

/**
 * Why a password is refused, or null when it is fine: the fallback minimum length first (Firebase never accepts
 * fewer than 6 characters), then the project's password policy when the provider has one.
 */
export async function passwordProblem(password: string): Promise<string | null> {
  const t = messagesNow(authErrorMessages);
  const tooShort = (count: number) => fill(currentLocale(), t.passwordTooShort, { count });
  if (password.length < FALLBACK_MIN_PASSWORD_LENGTH) return tooShort(FALLBACK_MIN_PASSWORD_LENGTH);
  let status: import('firebase/auth').PasswordValidationStatus;
  try {
    const { auth, sdk, usesEmulator } = await loadFirebaseAuth();
    if (usesEmulator) return null;
    status = await sdk.validatePassword(auth, password);
  } catch {
    // No policy to read (the emulator, or the provider unreachable): the fallback rule has passed.
    return null;
  }
  if (status.isValid) return null;
  const policy = status.passwordPolicy.customStrengthOptions;
  if (status.meetsMinPasswordLength === false) {
    return tooShort(policy.minPasswordLength ?? FALLBACK_MIN_PASSWORD_LENGTH);
  }
  if (status.meetsMaxPasswordLength === false) {
    return fill(currentLocale(), t.passwordTooLong, { count: policy.maxPasswordLength ?? 4096 });
  }
  if (status.containsLowercaseLetter === false) return t.passwordLowercase;
  if (status.containsUppercaseLetter === false) return t.passwordUppercase;
  if (status.containsNumericCharacter === false) return t.passwordNumber;
  if (status.containsNonAlphanumericCharacter === false) return t.passwordSymbol;
  return t.passwordRules;
}
