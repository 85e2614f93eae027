import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localUserKey, readLocalUser, removeLocalUser, saveLocalUser } from './local-user';

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

let memory: MemoryStorage;

beforeEach(() => {
  memory = new MemoryStorage();
  vi.stubGlobal('localStorage', memory);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const user = {
  uid: 'u1',
  email: 'Ada@Example.com',
  name: 'Ada',
  createdAt: '2025-04-01T00:00:00.000Z',
  disclaimerAcceptedAt: null,
};

describe('the local user copy', () => {
  it('is stored under the prefix plus the email', () => {
    saveLocalUser(user);
    expect([...memory.items.keys()]).toEqual(['doro:user:ada@example.com']);
    expect(localUserKey(' Ada@Example.com ')).toBe('doro:user:ada@example.com');
  });

  it('reads back what was saved, whatever the email’s case', () => {
    saveLocalUser(user);
    expect(readLocalUser('ada@example.com')).toEqual(user);
    expect(readLocalUser('other@example.com')).toBeNull();
  });

  it('reads a malformed or foreign value as absent', () => {
    memory.setItem(localUserKey('a@example.com'), '{not json');
    expect(readLocalUser('a@example.com')).toBeNull();
    memory.setItem(localUserKey('a@example.com'), JSON.stringify({ uid: 'u1' }));
    expect(readLocalUser('a@example.com')).toBeNull();
  });

  it('is removed', () => {
    saveLocalUser(user);
    removeLocalUser(user.email);
    expect(readLocalUser(user.email)).toBeNull();
  });

  it('does not throw when storage refuses or is missing', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(() => saveLocalUser(user)).not.toThrow();
    expect(readLocalUser(user.email)).toBeNull();
    expect(() => removeLocalUser(user.email)).not.toThrow();
    vi.stubGlobal('localStorage', undefined);
    expect(readLocalUser(user.email)).toBeNull();
  });
});
