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

const user = { accessToken: 'eyJ.token.sig', uid: 'u1', email: 'a@example.com' };

describe('the user cookie', () => {
  it('round trips JSON with the accessToken', () => {
    expect(userCookie.get()).toBeNull();
    userCookie.set(user);
    expect(userCookie.get()).toEqual(user);
    expect(hasStoredUser()).toBe(true);
  });

  it('is written SameSite=Strict on the whole site, and Secure only on https', () => {
    userCookie.set(user);
    const httpWrite = fakeDocument.writes.at(-1) ?? '';
    expect(httpWrite.startsWith(`${COOKIE_NAMES.user}=`)).toBe(true);
    expect(httpWrite).toContain('path=/');
    expect(httpWrite).toContain('SameSite=Strict');
    expect(httpWrite).toMatch(/max-age=\d+/);
    expect(httpWrite).not.toContain('Secure');

    useProtocol('https:');
    userCookie.set(user);
    expect(fakeDocument.writes.at(-1)).toContain('Secure');
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
