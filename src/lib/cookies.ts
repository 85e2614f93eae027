// The client cookies. Set from script (so not HttpOnly), SameSite=Strict so no other site's
// request carries them, Secure on https, whole-site path. A cookie that does not parse reads as absent.

const COOKIE_NAMES = {
  user: 'doro_user',
  userInfo: 'doro_user_info',
  chatTheme: 'doro_chat_theme',
  chatAudio: 'doro_chat_audio',
  locale: 'doro_locale',
} as const;

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The signed-in user: JSON with the accessToken, plus who it belongs to. Read back after the token
 * has expired (its cookie is gone, userInfo remains), accessToken is '': the identity provider hands a fresh one
 * when it confirms the user.
 */
export interface UserCookie {
  accessToken: string;
  uid: string;
  email: string;
}

/** What the header shows before the profile has loaded. */
export interface UserInfoCookie {
  uid: string;
  email: string;
  name: string | null;
}

export type ChatTheme = 'dark' | 'light';
export type ChatAudio = 'muted' | 'unmuted';
/** The languages of the interface (decision 033): English, and French as written in Canada. */
export type UiLocale = 'en' | 'fr-CA';

// Hand-written checks rather than zod: this module runs on the landing page, whose JavaScript budget zod would
// take a seventh of.
type Check<T> = (value: unknown) => value is T;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const isFilledString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

const isUserCookie: Check<UserCookie> = (value): value is UserCookie =>
  isRecord(value) && isFilledString(value.accessToken) && isFilledString(value.uid) && typeof value.email === 'string';

const isUserInfoCookie: Check<UserInfoCookie> = (value): value is UserInfoCookie =>
  isRecord(value) &&
  isFilledString(value.uid) &&
  typeof value.email === 'string' &&
  (value.name === null || typeof value.name === 'string');

const oneOf =
  <T extends string>(...values: readonly T[]): Check<T> =>
  (value): value is T =>
    values.includes(value as T);
const isChatTheme = oneOf<ChatTheme>('dark', 'light');
const isChatAudio = oneOf<ChatAudio>('muted', 'unmuted');
const isUiLocale = oneOf<UiLocale>('en', 'fr-CA');

function cookieJar(): { cookie: string } | null {
  return typeof document === 'undefined' ? null : document;
}

function isHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

export function readCookie(name: string): string | null {
  const jar = cookieJar();
  if (!jar) return null;
  for (const pair of jar.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return null; // malformed percent-encoding: treat as absent
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const jar = cookieJar();
  if (!jar) return;
  const attributes = [`path=/`, `max-age=${Math.max(0, Math.floor(maxAgeSeconds))}`, 'SameSite=Strict'];
  if (isHttps()) attributes.push('Secure');
  jar.cookie = `${name}=${encodeURIComponent(value)}; ${attributes.join('; ')}`;
}

export function removeCookie(name: string): void {
  writeCookie(name, '', 0);
}

function readJsonCookie<T>(name: string, check: Check<T>): T | null {
  const raw = readCookie(name);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return check(value) ? value : null;
  } catch {
    return null;
  }
}

function readEnumCookie<T extends string>(name: string, check: Check<T>): T | null {
  const value = readCookie(name);
  return check(value) ? value : null;
}

// Who signed in on this browser (no credential) is remembered as long as Firebase keeps the user signed in; the
// auth machine removes it when Firebase reports no user, so a month is only an upper bound for a browser that never
// comes back. The ID token's own cookie lives no longer than the token (an hour): the auth machine writes it again
// on every refresh.
const USER_MAX_AGE = 30 * DAY_SECONDS;
const PREFERENCE_MAX_AGE = 365 * DAY_SECONDS;

/** Seconds until the JWT's `exp` claim, 0 when it has passed or cannot be read. Nothing is verified here. */
export function tokenSecondsLeft(token: string, nowMs = Date.now()): number {
  const payload = token.split('.')[1];
  if (!payload) return 0;
  try {
    const exp: unknown = (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? Math.max(0, Math.floor(exp - nowMs / 1000)) : 0;
  } catch {
    return 0;
  }
}

export const userCookie = {
  get: (): UserCookie | null => {
    const stored = readJsonCookie(COOKIE_NAMES.user, isUserCookie);
    if (stored) return stored;
    const known = userInfoCookie.get();
    return known ? { uid: known.uid, email: known.email, accessToken: '' } : null;
  },
  set: (value: UserCookie): void => {
    writeCookie(COOKIE_NAMES.user, JSON.stringify(value), tokenSecondsLeft(value.accessToken));
    const known = userInfoCookie.get();
    const name = known?.uid === value.uid ? known.name : null;
    userInfoCookie.set({ uid: value.uid, email: value.email, name });
  },
  remove: (): void => removeCookie(COOKIE_NAMES.user),
};

export const userInfoCookie = {
  get: (): UserInfoCookie | null => readJsonCookie(COOKIE_NAMES.userInfo, isUserInfoCookie),
  set: (value: UserInfoCookie): void => writeCookie(COOKIE_NAMES.userInfo, JSON.stringify(value), USER_MAX_AGE),
  remove: (): void => removeCookie(COOKIE_NAMES.userInfo),
};

export const chatThemeCookie = {
  get: (): ChatTheme | null => readEnumCookie(COOKIE_NAMES.chatTheme, isChatTheme),
  set: (value: ChatTheme): void => writeCookie(COOKIE_NAMES.chatTheme, value, PREFERENCE_MAX_AGE),
  remove: (): void => removeCookie(COOKIE_NAMES.chatTheme),
};

export const chatAudioCookie = {
  get: (): ChatAudio | null => readEnumCookie(COOKIE_NAMES.chatAudio, isChatAudio),
  set: (value: ChatAudio): void => writeCookie(COOKIE_NAMES.chatAudio, value, PREFERENCE_MAX_AGE),
  remove: (): void => removeCookie(COOKIE_NAMES.chatAudio),
};

/** The language the person chose with the switch; a preference, so it stays after signing out. */
export const localeCookie = {
  get: (): UiLocale | null => readEnumCookie(COOKIE_NAMES.locale, isUiLocale),
  set: (value: UiLocale): void => writeCookie(COOKIE_NAMES.locale, value, PREFERENCE_MAX_AGE),
};

/** The router picks the logged-in route table when this is true. */
export function hasStoredUser(): boolean {
  return userCookie.get() !== null;
}

/** Signing out clears who the user was; the chat preferences stay with the browser. */
export function clearUserCookies(): void {
  userCookie.remove();
  userInfoCookie.remove();
}

export { COOKIE_NAMES };
