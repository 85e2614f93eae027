import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE, readConsent, rememberConsent, trackingPermission } from './consent';
import { removeCookie, writeCookie } from './cookies';

// The unit tests run in node: a one-cookie-per-name jar stands in for document.cookie.
beforeEach(() => {
  const jar = new Map<string, string>();
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(written: string) {
      const [pair = ''] = written.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/max-age=0(;|$)/.test(written)) jar.delete(name);
      else jar.set(name, value);
    },
  });
});

afterEach(() => {
  removeCookie(CONSENT_COOKIE);
  vi.unstubAllGlobals();
});

describe('consent', () => {
  it('asks when consent is required and nothing was chosen', () => {
    expect(trackingPermission(true, null)).toBe('ask');
  });

  it('follows the remembered choice where consent is required', () => {
    expect(trackingPermission(true, 'granted')).toBe('allowed');
    expect(trackingPermission(true, 'denied')).toBe('refused');
  });

  it('needs no choice where the deployment requires none', () => {
    expect(trackingPermission(false, null)).toBe('allowed');
  });

  it('remembers the choice in a cookie and ignores a value it did not write', () => {
    expect(readConsent()).toBeNull();
    rememberConsent('denied');
    expect(readConsent()).toBe('denied');
    rememberConsent('granted');
    expect(readConsent()).toBe('granted');
    writeCookie(CONSENT_COOKIE, 'maybe', 60);
    expect(readConsent()).toBeNull();
  });
});
