import { createHash, randomBytes } from 'node:crypto';

/** A share link's secret: 32 random bytes in the URL, only their SHA-256 in the database. */
export function newShareToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: shareTokenHash(token) };
}

export function shareTokenHash(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
