import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chatAudioCookie,
  chatThemeCookie,
  clearUserCookies,
  COOKIE_NAMES,
  hasStoredUser,
  readCookie,
  userCookie,
  userInfoCookie,
} from './cookies';

// A small stand-in for the browser's cookie jar: writes are "name=value; attributes", reads are "a=1; b=2".
class FakeDocument {
  jar = new Map<string, string>();
  writes: string[] = [];

  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  set cookie(written: string) {
    this.writes.push(written);
    const [pair = '', ...attributes] = written.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const expired = attributes.some((attribute) => /^max-age=0$/i.test(attribute));
    if (expired) this.jar.delete(name);
    else this.jar.set(name, pair.slice(separator + 1));
  }
}

let fakeDocument: FakeDocument;

function useProtocol(protocol: 'http:' | 'https:') {
  vi.stubGlobal('location', { protocol });
}

beforeEach(() => {
  fakeDocument = new FakeDocument();
  vi.stubGlobal('document', fakeDocument);
  useProtocol('http:');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A JWT-shaped token whose `exp` is `seconds` from now (nothing here verifies its signature). */
const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenExpiringIn = (seconds: number) => {
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'RS256' })}.${part({ sub: 'u1', iat: now, exp: now + seconds })}.sig`;
};

const user = { accessToken: tokenExpiringIn(3600), uid: 'u1', email: 'a@example.com' };

/** The max-age of the last write of cookie `name`. */
const maxAgeOf = (writes: string[], name: string) =>
  Number(/max-age=(\d+)/.exec(writes.findLast((write) => write.startsWith(`${name}=`)) ?? '')?.[1]);

const lastUserWrite = () => fakeDocument.writes.findLast((write) => write.startsWith(`${COOKIE_NAMES.user}=`));

describe('the user cookie', () => {
  it('round trips JSON with the accessToken', () => {
    expect(userCookie.get()).toBeNull();
    userCookie.set(user);
    expect(userCookie.get()).toEqual(user);
    expect(hasStoredUser()).toBe(true);
  });

  it('is written SameSite=Strict on the whole site, and Secure only on https', () => {
    userCookie.set(user);
    const httpWrite = lastUserWrite() ?? '';
    expect(httpWrite.startsWith(`${COOKIE_NAMES.user}=`)).toBe(true);
    expect(httpWrite).toContain('path=/');
    expect(httpWrite).toContain('SameSite=Strict');
    expect(httpWrite).toMatch(/max-age=\d+/);
    expect(httpWrite).not.toContain('Secure');

    useProtocol('https:');
    userCookie.set(user);
    expect(lastUserWrite()).toContain('Secure');
  });

  it('lives no longer than the ID token it holds; who signed in is remembered without it', () => {
    userCookie.set(user);
    const tokenLife = maxAgeOf(fakeDocument.writes, COOKIE_NAMES.user);
    expect(tokenLife).toBeGreaterThan(3590);
    expect(tokenLife).toBeLessThanOrEqual(3600);
    expect(maxAgeOf(fakeDocument.writes, COOKIE_NAMES.userInfo)).toBe(30 * 24 * 60 * 60);
    expect(readCookie(COOKIE_NAMES.userInfo)).not.toContain(user.accessToken);
    expect(userInfoCookie.get()).toEqual({ uid: 'u1', email: 'a@example.com', name: null });
  });

  it('is not kept at all for a token already expired or without an expiry, and the user is still known', () => {
    for (const accessToken of [tokenExpiringIn(-5), 'not.a-jwt.sig']) {
      fakeDocument.jar.clear();
      userCookie.set({ ...user, accessToken });
      expect(maxAgeOf(fakeDocument.writes, COOKIE_NAMES.user)).toBe(0);
      expect(fakeDocument.jar.has(COOKIE_NAMES.user)).toBe(false);
      // The app still restores the session from the identity provider, which hands a fresh token.
      expect(userCookie.get()).toEqual({ uid: 'u1', email: 'a@example.com', accessToken: '' });
      expect(hasStoredUser()).toBe(true);
    }
    clearUserCookies();
    expect(hasStoredUser()).toBe(false);
  });

  it('reads a malformed value as absent', () => {
    const malformed = ['not-json', encodeURIComponent('{"uid":"u1"}'), '%E0%A4%A', encodeURIComponent('"a string"')];
    const readAsPresent = malformed.filter((bad) => {
      fakeDocument.jar.set(COOKIE_NAMES.user, bad);
      return userCookie.get() !== null || hasStoredUser();
    });
    expect(readAsPresent).toEqual([]);
  });

  it('is removed, and clearUserCookies leaves the chat preferences alone', () => {
    userCookie.set(user);
    userInfoCookie.set({ uid: 'u1', email: 'a@example.com', name: 'Ada' });
    chatAudioCookie.set('muted');
    clearUserCookies();
    expect(userCookie.get()).toBeNull();
    expect(userInfoCookie.get()).toBeNull();
    expect(chatAudioCookie.get()).toBe('muted');
    expect(hasStoredUser()).toBe(false);
  });

  it('survives values with ; and = in them', () => {
    const tricky = { ...user, email: 'a;b=c@example.com' };
    userCookie.set(tricky);
    expect(userCookie.get()).toEqual(tricky);
  });
});

describe('the chat preference cookies', () => {
  it('store only the allowed values', () => {
    chatAudioCookie.set('unmuted');
    expect(chatAudioCookie.get()).toBe('unmuted');
    chatThemeCookie.set('light');
    expect(chatThemeCookie.get()).toBe('light');
    fakeDocument.jar.set(COOKIE_NAMES.chatAudio, 'loud');
    expect(chatAudioCookie.get()).toBeNull();
    chatThemeCookie.remove();
    expect(chatThemeCookie.get()).toBeNull();
  });
});

describe('readCookie', () => {
  it('matches the whole name, not a prefix or suffix', () => {
    fakeDocument.jar.set('xdoro_user', '1');
    fakeDocument.jar.set('doro_user_info', '2');
    expect(readCookie(COOKIE_NAMES.user)).toBeNull();
  });

  it('reads nothing where there is no document (server-side, tests without DOM)', () => {
    vi.stubGlobal('document', undefined);
    expect(readCookie(COOKIE_NAMES.user)).toBeNull();
    expect(() => userCookie.set(user)).not.toThrow();
    expect(hasStoredUser()).toBe(false);
  });
});
