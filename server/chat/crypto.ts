/**
 * What people write to Doro is encrypted at rest: AES-256-GCM, a fresh 96-bit IV per value, the 128-bit tag
 * checked on every read. The associated data binds a ciphertext to its place: table, row and column (`rowBinding`),
 * so a value copied or swapped into another row, or into another column of its own row, fails to decrypt instead of
 * showing up there.
 *
 * Layout of a stored value: version (1 byte) | IV (12 bytes) | tag (16 bytes) | ciphertext.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const version = 1;
const ivLength = 12;
const tagLength = 16;
export const dataKeyLength = 32;

export interface DataCipher {
  encrypt(plaintext: string, associatedData: string): Buffer;
  /** Throws DecryptionError when the value was tampered with, bound to other data, or made with another key. */
  decrypt(stored: Buffer, associatedData: string): string;
}

/**
 * The associated data of a value stored in `column` of the row `rowId` of `table`. Migrations that re-encrypt
 * stored values write this format out themselves (a shipped migration must not change when the code does).
 */
export function rowBinding(table: string, rowId: string, column: string): string {
  return `${table}|${rowId}|${column}`;
}

export class DecryptionError extends Error {
  override name = 'DecryptionError';
}

export function createDataCipher(key: Buffer): DataCipher {
  if (key.length !== dataKeyLength) throw new Error(`The data key must be ${dataKeyLength} bytes, not ${key.length}.`);
  // A private copy: the caller's buffer may be reused or zeroed.
  const secret = Buffer.from(key);
  return {
    encrypt(plaintext, associatedData) {
      const iv = randomBytes(ivLength);
      const cipher = createCipheriv('aes-256-gcm', secret, iv, { authTagLength: tagLength });
      cipher.setAAD(Buffer.from(associatedData, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.of(version), iv, cipher.getAuthTag(), body]);
    },
    decrypt(stored, associatedData) {
      if (stored.length < 1 + ivLength + tagLength || stored[0] !== version) {
        throw new DecryptionError('The stored value is not a Doro ciphertext.');
      }
      const iv = stored.subarray(1, 1 + ivLength);
      const tag = stored.subarray(1 + ivLength, 1 + ivLength + tagLength);
      const body = stored.subarray(1 + ivLength + tagLength);
      try {
        const decipher = createDecipheriv('aes-256-gcm', secret, iv, { authTagLength: tagLength });
        decipher.setAAD(Buffer.from(associatedData, 'utf8'));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        // Never echo the value or the key: only that it did not authenticate.
        throw new DecryptionError('The stored value did not authenticate (tampered, or another key).');
      }
    },
  };
}
