import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../src/contract/users';
import { createProfileCache } from './profile-cache';

const profileOf = (uid: string, name: string | null = null): User => ({
  uid,
  email: `${uid}@example.com`,
  name,
  createdAt: '2026-11-01T00:00:00.000Z',
  disclaimerAcceptedAt: null,
  directiveness: null,
});

function setup(options: { maxEntries?: number; listening?: boolean } = {}) {
  let clock = 1_000_000;
  const cache = createProfileCache({ maxEntries: options.maxEntries, maxAgeMs: 60_000, now: () => clock });
  if (options.listening !== false) cache.setListening(true);
  // The "database": what a load returns now.
  const rows = new Map<string, User>();
  const load = vi.fn<(uid: string) => Promise<User | undefined>>(async (uid) => rows.get(uid));
  const read = (uid: string) => cache.read(uid, () => load(uid));
  return { cache, rows, load, read, advance: (ms: number) => (clock += ms) };
}

/** A load that resolves only when told, to interleave a change with a read in flight. */
function deferredLoad(value: User | undefined) {
  const settle: Array<(profile: User | undefined) => void> = [];
  const promise = new Promise<User | undefined>((resolve) => void settle.push(resolve));
  return { load: () => promise, finish: () => settle.forEach((resolve) => resolve(value)) };
}

describe('the profile cache', () => {
  it('loads a profile once and serves its repeats from memory while listening', async () => {
    const { rows, load, read, cache } = setup();
    rows.set('alice', profileOf('alice'));
    expect(await read('alice')).toEqual(profileOf('alice'));
    expect(await read('alice')).toEqual(profileOf('alice'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1, listening: true });
  });

  it('answers cached() at once only with what read() may serve: held, fresh, listening, and frozen', async () => {
    const { rows, read, cache, advance } = setup();
    rows.set('alice', profileOf('alice'));
    expect(cache.cached('alice')).toBeUndefined();
    await read('alice');
    const held = cache.cached('alice');
    expect(held).toEqual(profileOf('alice'));
    expect(Object.isFrozen(held)).toBe(true);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1 });
    cache.forget('alice');
    expect(cache.cached('alice')).toBeUndefined();
    await read('alice');
    advance(60_000);
    expect(cache.cached('alice')).toBeUndefined();
    await read('alice');
    cache.setListening(false);
    await read('alice');
    expect(cache.cached('alice')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 4 });
  });

  it('never stores "no profile", so a profile created next is seen at once', async () => {
    const { rows, read } = setup();
    expect(await read('bob')).toBeUndefined();
    rows.set('bob', profileOf('bob'));
    expect(await read('bob')).toEqual(profileOf('bob'));
  });

  it('reads the database again once a uid is forgotten (a change notification, or the user’s own write)', async () => {
    const { rows, load, read, cache } = setup();
    rows.set('alice', profileOf('alice'));
    await read('alice');
    rows.set('alice', profileOf('alice', 'Alice'));
    expect(await read('alice')).toEqual(profileOf('alice'));
    cache.forget('alice');
    expect(await read('alice')).toEqual(profileOf('alice', 'Alice'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not store a read that was in flight when something was forgotten', async () => {
    const { cache, rows, read, load } = setup();
    const slow = deferredLoad(profileOf('alice'));
    const inFlight = cache.read('alice', slow.load);
    // The row changes and its notification arrives while the old row is on its way back.
    rows.set('alice', profileOf('alice', 'Alice'));
    cache.forget('alice');
    slow.finish();
    expect(await inFlight).toEqual(profileOf('alice'));
    expect(await read('alice')).toEqual(profileOf('alice', 'Alice'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves and stores nothing while its listener is not listening, and starts empty when it is back', async () => {
    const { cache, rows, load, read } = setup({ listening: false });
    rows.set('alice', profileOf('alice'));
    await read('alice');
    await read('alice');
    expect(load).toHaveBeenCalledTimes(2);

    cache.setListening(true);
    await read('alice');
    await read('alice');
    expect(load).toHaveBeenCalledTimes(3);

    // The listener drops: a change made now would never be announced, so nothing held may be served.
    cache.setListening(false);
    rows.set('alice', profileOf('alice', 'Alice'));
    expect(await read('alice')).toEqual(profileOf('alice', 'Alice'));
    cache.setListening(true);
    expect(cache.stats().entries).toBe(0);
  });

  it('does not store a read that was in flight when the listener dropped', async () => {
    const { cache, read, load, rows } = setup();
    rows.set('alice', profileOf('alice'));
    const slow = deferredLoad(profileOf('alice'));
    const inFlight = cache.read('alice', slow.load);
    cache.setListening(false);
    cache.setListening(true);
    slow.finish();
    await inFlight;
    await read('alice');
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.stats().entries).toBe(1);
  });

  it('forgets everything at once when asked', async () => {
    const { cache, rows, read, load } = setup();
    for (const uid of ['a', 'b']) rows.set(uid, profileOf(uid));
    await read('a');
    await read('b');
    cache.forgetAll();
    await read('a');
    await read('b');
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('lets an entry expire after a minute, whatever else happens', async () => {
    const { rows, read, load, advance } = setup();
    rows.set('alice', profileOf('alice'));
    await read('alice');
    advance(59_999);
    await read('alice');
    expect(load).toHaveBeenCalledTimes(1);
    advance(1);
    await read('alice');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('holds at most maxEntries profiles, dropping the oldest first', async () => {
    const { rows, read, load, cache } = setup({ maxEntries: 2 });
    for (const uid of ['a', 'b', 'c']) rows.set(uid, profileOf(uid));
    await read('a');
    await read('b');
    await read('c');
    expect(cache.stats().entries).toBe(2);
    await read('c');
    await read('b');
    expect(load).toHaveBeenCalledTimes(3);
    await read('a');
    expect(load).toHaveBeenCalledTimes(4);
  });
});
