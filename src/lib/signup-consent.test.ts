import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSignUpConsent, saveSignUpConsent, signUpConsentKey, type SignUpConsent } from './signup-consent';

const memory = new Map<string, string>();

beforeEach(() => {
  memory.clear();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => memory.set(key, value),
    removeItem: (key: string) => memory.delete(key),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const teen: SignUpConsent = { ageBand: '13-17', guardianPermission: true, termsAcceptedAt: '2025-06-01T10:00:00.000Z' };

describe('the local copy of sign-up consent', () => {
  it('is kept per email, whatever its case, and read back', () => {
    saveSignUpConsent('Ada@Example.com', teen);
    expect([...memory.keys()]).toEqual([signUpConsentKey('ada@example.com')]);
    expect(readSignUpConsent(' ada@example.COM ')).toEqual(teen);
    expect(readSignUpConsent('someone@example.com')).toBeNull();
  });

  it('reads a stored value of another shape as absent', () => {
    memory.set(signUpConsentKey('ada@example.com'), JSON.stringify({ ageBand: '12', guardianPermission: false }));
    expect(readSignUpConsent('ada@example.com')).toBeNull();
    memory.set(signUpConsentKey('ada@example.com'), '{not json');
    expect(readSignUpConsent('ada@example.com')).toBeNull();
  });

  it('never throws when storage refuses', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
    });
    expect(() => saveSignUpConsent('ada@example.com', teen)).not.toThrow();
    expect(readSignUpConsent('ada@example.com')).toBeNull();
  });
});
