import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDataCipher, DecryptionError } from './crypto';
import { loadConfig } from '../config';
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

/** A data folder and a key file outside it, as the config gives them, in a fresh temporary folder. */
function place() {
  const root = mkdtempSync(join(tmpdir(), 'doro-key-'));
  return { envKey: undefined, dataDir: join(root, 'data'), file: join(root, 'config', 'doro', 'data-key') };
}
const keyIn = (file: string) => Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');

describe('loadDataKey', () => {
  it('creates a 0600 key file outside the data folder on first start and reuses it after', () => {
    const where = place();
    const first = loadDataKey(where);
    expect(first).toHaveLength(32);
    expect(statSync(where.file).mode & 0o777).toBe(0o600);
    expect(keyIn(where.file).equals(first)).toBe(true);
    expect(existsSync(join(where.dataDir, 'data-key'))).toBe(false);
    expect(loadDataKey(where).equals(first)).toBe(true);
  });

  it('moves a key an older Doro kept in the data folder, so the install keeps reading its data', () => {
    const where = place();
    const oldKey = randomBytes(32);
    mkdirSync(where.dataDir, { recursive: true });
    writeFileSync(join(where.dataDir, 'data-key'), `${oldKey.toString('base64')}\n`, { mode: 0o600 });
    const stored = createDataCipher(oldKey).encrypt('what an existing install stored', 'row');
    const warnings: string[] = [];

    const key = loadDataKey(where, (line) => warnings.push(line));
    expect(key.equals(oldKey)).toBe(true);
    expect(createDataCipher(key).decrypt(stored, 'row')).toBe('what an existing install stored');
    expect(keyIn(where.file).equals(oldKey)).toBe(true);
    expect(statSync(where.file).mode & 0o777).toBe(0o600);
    expect(existsSync(join(where.dataDir, 'data-key'))).toBe(false);
    expect(warnings).toEqual([
      expect.stringContaining(`moved out of the data folder, from ${join(where.dataDir, 'data-key')} to ${where.file}`),
    ]);
    // And on the next start, from its new place.
    expect(loadDataKey(where).equals(oldKey)).toBe(true);
  });

  it('keeps using the key in the data folder when the key file holds another one, and says how to move it', () => {
    const where = place();
    const oldKey = randomBytes(32);
    const otherKey = randomBytes(32);
    mkdirSync(where.dataDir, { recursive: true });
    writeFileSync(join(where.dataDir, 'data-key'), oldKey.toString('base64'));
    mkdirSync(join(where.file, '..'), { recursive: true });
    writeFileSync(where.file, otherKey.toString('base64'));
    const warnings: string[] = [];
    expect(loadDataKey(where, (line) => warnings.push(line)).equals(oldKey)).toBe(true);
    expect(keyIn(where.file).equals(otherKey)).toBe(true);
    expect(existsSync(join(where.dataDir, 'data-key'))).toBe(true);
    expect(warnings).toEqual([expect.stringContaining('DORO_DATA_KEY_FILE')]);
  });

  it('prefers DORO_DATA_KEY and rejects a key of the wrong size', () => {
    const where = place();
    const key = randomBytes(32);
    expect(loadDataKey({ ...where, envKey: key.toString('base64') }).equals(key)).toBe(true);
    expect(() => loadDataKey({ ...where, envKey: randomBytes(16).toString('base64') })).toThrow(/DORO_DATA_KEY/);
    mkdirSync(join(where.file, '..'), { recursive: true });
    writeFileSync(where.file, 'short');
    expect(() => loadDataKey(where)).toThrow(/32 random bytes/);
  });

  it('is found by default in the config folder, not the data folder', () => {
    expect(loadConfig({ HOME: '/home/sam', DORO_DATA_DIR: '/srv/doro/.data' }, '/srv/doro').dataKeyFile).toBe(
      '/home/sam/.config/doro/data-key',
    );
    expect(loadConfig({ XDG_CONFIG_HOME: '/etc/xdg', HOME: '/home/sam' }).dataKeyFile).toBe('/etc/xdg/doro/data-key');
    expect(loadConfig({ DORO_DATA_KEY_FILE: 'keys/doro.key' }, '/srv/doro').dataKeyFile).toBe(
      '/srv/doro/keys/doro.key',
    );
  });
});
