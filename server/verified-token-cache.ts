/**
 * Remembers ID tokens that verified, until they expire (at most maxAgeMs), so a signed-in user's next requests skip
 * verification. In production firebase-admin verifies a token locally (RS256 against Google's cached keys) and does
 * not ask whether the account was disabled, so the cache changes nothing a caller can observe there. Against the
 * Auth emulator firebase-admin looks every token's user up over HTTP: that lookup was most of an authenticated
 * read's time (decision 022), and the cache keeps it to once per token.
 * `known` answers a repeat at once, without a promise: the authentication hook asks it first, so a signed-in user's
 * next requests cost one hash and one lookup, or, on a connection of their own, one string comparison (below).
 * Keys are SHA-256 hashes, so the cache never holds the tokens themselves. An account deleted here is forgotten at
 * once (accountDeletedChannel); maxAgeMs bounds how long another instance may still accept its unexpired tokens.
 *
 * Per connection (decision 023, third round): `known(token, connection)` remembers, for each open connection, the
 * last token it answered there and that token's entry, so the same token again on the same connection is recognised
 * by comparing it with that one, with no hash. It is the token the connection's next request will carry anyway; it
 * goes with the connection (a WeakMap on the socket), one per open connection. The entry is shared with the map: an
 * entry that expires, is dropped when the map is full, or whose account is deleted is marked dead at once, and the
 * connection's memo then verifies again like anyone else. The authentication hook passes the connection only when
 * no proxy is configured, where a connection is one client's: behind a proxy one connection may carry many people's
 * tokens, and comparing one person's with another's would put their likeness on the clock.
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
  const verified = new Map<string, Entry>();
  const lastOnConnection = new WeakMap<object, { token: string; entry: Entry }>();
  // An entry leaves the map dead (until 0), so no connection's memo of it answers any more.
  const drop = (key: string, entry: Entry) => {
    entry.until = 0;
    verified.delete(key);
  };

  accountDeletedChannel.subscribe((uid) => {
    for (const [key, entry] of verified) if (entry.user.uid === uid) drop(key, entry);
  });

  const liveEntry = (key: string) => {
    const hit = verified.get(key);
    return hit && now() < hit.until ? hit : undefined;
  };
  const knownBy = (key: string) => liveEntry(key)?.user;

  const known = (token: string, connection?: object) => {
    if (connection === undefined) return knownBy(keyOf(token));
    const last = lastOnConnection.get(connection);
    if (last !== undefined && last.token === token && now() < last.entry.until) return last.entry.user;
    const entry = liveEntry(keyOf(token));
    if (entry === undefined) return undefined;
    lastOnConnection.set(connection, { token, entry });
    return entry.user;
  };

  const cached = async (token: string) => {
    const key = keyOf(token);
    const hit = knownBy(key);
    if (hit) return hit;
    // A failure throws here and is never cached: a bad, expired or forged token is checked every time.
    const user = await verify(token);
    const expiresAt = expiryOf(token);
    // Whatever the map held for this token (expired, or stored by a verification that ran alongside) leaves dead,
    // so every entry a connection may remember is one the map holds, where an account's deletion finds it.
    const previous = verified.get(key);
    if (previous) drop(key, previous);
    if (expiresAt !== null) {
      // Map keeps insertion order: the first key is the oldest entry.
      if (verified.size >= maxEntries) {
        const [oldestKey, oldest] = verified.entries().next().value!;
        drop(oldestKey, oldest);
      }
      verified.set(key, { user, until: Math.min(expiresAt, now() + maxAgeMs) });
    }
    return user;
  };
  return Object.assign(cached, { known });
}

interface Entry {
  user: AuthUser;
  /** When it stops answering, in ms; 0 once it has left the map. */
  until: number;
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
