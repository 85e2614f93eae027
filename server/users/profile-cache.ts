/**
 * The signed-in user's profile (GET /api/users/me/), kept per instance so the read the app makes on every page load
 * skips the database (decision 023). It is only as good as its invalidation, so it serves nothing it cannot vouch
 * for:
 * - every change to a users row, whoever makes it (any instance, a script, psql), NOTIFYs its uid from a trigger
 *   (migration 012); every instance's listener forgets that uid when the notification arrives;
 * - this instance forgets a user at once when that user's own write request answers (read-your-writes, without
 *   waiting for the notification);
 * - while the listener is not listening, notifications may be lost: the cache is emptied and bypassed until LISTEN
 *   is back;
 * - a read that started before any of the above finished is not stored (the version check), so a slow read can
 *   never put back what was just forgotten;
 * - entries expire after maxAgeMs anyway, a bound on anything the above might miss.
 */
import type { User } from '../../src/contract/users';

export interface ProfileCache {
  /** The profile from the cache, or from `load` (stored when it may be). `undefined` (no profile) is never stored. */
  read(uid: string, load: () => Promise<User | undefined>): Promise<User | undefined>;
  /** The profile if the cache holds it and may serve it now (counted as a hit), else undefined (nothing counted). */
  cached(uid: string): User | undefined;
  forget(uid: string): void;
  forgetAll(): void;
  /** Whether the cache may serve: its invalidation feed is live. */
  setListening(listening: boolean): void;
  stats(): ProfileCacheStats;
}

export interface ProfileCacheStats {
  listening: boolean;
  entries: number;
  hits: number;
  misses: number;
}

export interface ProfileCacheOptions {
  maxEntries?: number;
  maxAgeMs?: number;
  now?: () => number;
}

export function createProfileCache(options: ProfileCacheOptions = {}): ProfileCache {
  const { maxEntries = 10_000, maxAgeMs = 60_000, now = Date.now } = options;
  const entries = new Map<string, { profile: User; until: number }>();
  // Bumped by every forget: a read stores its result only if nothing was forgotten while it ran.
  let version = 0;
  let listening = false;
  let hits = 0;
  let misses = 0;

  const forgetAll = () => {
    version++;
    entries.clear();
  };

  const cached = (uid: string) => {
    const entry = listening ? entries.get(uid) : undefined;
    if (!entry || now() >= entry.until) return undefined;
    hits++;
    return entry.profile;
  };

  return {
    async read(uid, load) {
      const hit = cached(uid);
      if (hit) return hit;
      misses++;
      const seen = version;
      const profile = await load();
      if (profile && listening && version === seen) {
        entries.delete(uid);
        // Map keeps insertion order: the first key is the oldest entry.
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        // Frozen: every reader gets this one object, and its serialized form is kept beside it (wireJson).
        entries.set(uid, { profile: Object.freeze(profile), until: now() + maxAgeMs });
      }
      return profile;
    },
    cached,
    forget(uid) {
      version++;
      entries.delete(uid);
    },
    forgetAll,
    setListening(next) {
      // Either way what is held may have missed a change: coming back, notifications sent meanwhile are gone.
      forgetAll();
      listening = next;
    },
    stats: () => ({ listening, entries: entries.size, hits, misses }),
  };
}

/** What an app without an invalidation feed uses (tests that build an app by hand): every read goes to the database. */
export const noProfileCache: ProfileCache = {
  read: (_uid, load) => load(),
  cached: () => undefined,
  forget: () => undefined,
  forgetAll: () => undefined,
  setListening: () => undefined,
  stats: () => ({ listening: false, entries: 0, hits: 0, misses: 0 }),
};
