/**
 * Remembers ID tokens that verified, until they expire (at most maxAgeMs), so a signed-in user's next requests skip
 * verification. In production firebase-admin verifies a token locally (RS256 against Google's cached keys) and does
 * not ask whether the account was disabled, so the cache changes nothing a caller can observe there. Against the
 * Auth emulator firebase-admin looks every token's user up over HTTP: that lookup was most of an authenticated
 * read's time (decision 022), and the cache keeps it to once per token.
 * `known` answers a repeat at once, without a promise: the authentication hook asks it first, so a signed-in user's
 * next requests cost one hash and one lookup.
 * Keys are SHA-256 hashes, so the process never holds the tokens themselves. An account deleted here is forgotten at
 * once (accountDeletedChannel); maxAgeMs bounds how long another instance may still accept its unexpired tokens.
 */
import { hash } from 'node:crypto';
import { channel } from 'node:diagnostics_channel';
import type { AuthUser, VerifyIdToken } from './auth/types';

/** delete-account publishes the uid here once the account is gone. */
export const accountDeletedChannel = channel('doro:account-deleted');

export interface TokenCacheOptions {
  maxEntries?: number;
  maxAgeMs?: number;
  now?: () => number;
}

export function cacheVerifiedTokens(verify: VerifyIdToken, options: TokenCacheOptions = {}): VerifyIdToken {
  const { maxEntries = 10_000, maxAgeMs = 5 * 60_000, now = Date.now } = options;
  const verified = new Map<string, { user: AuthUser; until: number }>();

  accountDeletedChannel.subscribe((uid) => {
    for (const [key, entry] of verified) if (entry.user.uid === uid) verified.delete(key);
  });

  const knownBy = (key: string) => {
    const hit = verified.get(key);
    return hit && now() < hit.until ? hit.user : undefined;
  };

  const cached = async (token: string) => {
    const key = keyOf(token);
    const hit = knownBy(key);
    if (hit) return hit;
    verified.delete(key);
    // A failure throws here and is never cached: a bad, expired or forged token is checked every time.
    const user = await verify(token);
    const expiresAt = expiryOf(token);
    if (expiresAt !== null) {
      // Map keeps insertion order: the first key is the oldest entry.
      if (verified.size >= maxEntries) verified.delete(verified.keys().next().value!);
      verified.set(key, { user, until: Math.min(expiresAt, now() + maxAgeMs) });
    }
    return user;
  };
  return Object.assign(cached, { known: (token: string) => knownBy(keyOf(token)) });
}

const keyOf = (token: string) => hash('sha256', token, 'base64url');

/** The `exp` of a token that just verified (so its payload is trusted), in ms; null when it has none. */
function expiryOf(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}
