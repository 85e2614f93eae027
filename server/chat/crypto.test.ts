import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDataCipher, DecryptionError } from './crypto';
import { loadDataKey } from './data-key';

const sessionId = '0f8b6f7e-6a39-4d2c-9a8e-2d0c0e4f5a61';

describe('createDataCipher', () => {
  const cipher = createDataCipher(randomBytes(32));

  it('round-trips text, accents and emoji included, and never stores the plaintext', () => {
    const text = 'I feel anxious about école tomorrow 😟';
    const stored = cipher.encrypt(text, sessionId);
    expect(stored.includes(Buffer.from('anxious'))).toBe(false);
    expect(cipher.decrypt(stored, sessionId)).toBe(text);
  });

  it('uses a fresh IV: the same text encrypts differently each time', () => {
    expect(cipher.encrypt('same', sessionId).equals(cipher.encrypt('same', sessionId))).toBe(false);
  });

  it('detects tampering with the ciphertext, the tag or the IV', () => {
    const stored = cipher.encrypt('hello there', sessionId);
    for (const index of [1, 14, stored.length - 1]) {
      const tampered = Buffer.from(stored);
      tampered[index] = (tampered[index] ?? 0) ^ 0x01;
      expect(() => cipher.decrypt(tampered, sessionId)).toThrow(DecryptionError);
    }
  });

  it('refuses a value bound to another session (copied between rows)', () => {
    const stored = cipher.encrypt('hello there', sessionId);
    expect(() => cipher.decrypt(stored, 'another-session')).toThrow(DecryptionError);
  });

  it('fails with the wrong key', () => {
    const stored = cipher.encrypt('hello there', sessionId);
    expect(() => createDataCipher(randomBytes(32)).decrypt(stored, sessionId)).toThrow(DecryptionError);
  });

  it('refuses keys that are not 32 bytes and values that are not ciphertexts', () => {
    expect(() => createDataCipher(randomBytes(16))).toThrow(/32 bytes/);
    expect(() => cipher.decrypt(Buffer.from('plain text, not encrypted at all'), sessionId)).toThrow(DecryptionError);
  });
});

describe('loadDataKey', () => {
  it('creates a 0600 key file on first start and reuses it after', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'doro-key-')), 'data');
    const first = loadDataKey({ envKey: undefined, dataDir });
    expect(first).toHaveLength(32);
    expect(statSync(join(dataDir, 'data-key')).mode & 0o777).toBe(0o600);
    expect(loadDataKey({ envKey: undefined, dataDir }).equals(first)).toBe(true);
    expect(Buffer.from(readFileSync(join(dataDir, 'data-key'), 'utf8').trim(), 'base64').equals(first)).toBe(true);
  });

  it('prefers DORO_DATA_KEY and rejects a key of the wrong size', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'doro-key-'));
    const key = randomBytes(32);
    expect(loadDataKey({ envKey: key.toString('base64'), dataDir }).equals(key)).toBe(true);
    expect(() => loadDataKey({ envKey: randomBytes(16).toString('base64'), dataDir })).toThrow(/DORO_DATA_KEY/);
    writeFileSync(join(dataDir, 'data-key'), 'short');
    expect(() => loadDataKey({ envKey: undefined, dataDir })).toThrow(/32 random bytes/);
  });
});
