import { describe, expect, it, vi } from 'vitest';
import { InvalidTokenError, type AuthUser, type VerifyIdToken } from './auth/types';
import { accountDeletedChannel, cacheVerifiedTokens } from './verified-token-cache';

// The cache's hash, counted: a repeat on the same connection should need none.
const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  return {
    ...crypto,
    hash: (...args: Parameters<typeof crypto.hash>) => {
      hashes.count++;
      return crypto.hash(...args);
    },
  };
});

const tokenFor = (uid: string, expSeconds: number) =>
  ['e30', Buffer.from(JSON.stringify({ sub: uid, exp: expSeconds })).toString('base64url'), ''].join('.');
const userOf = (token: string): AuthUser => ({
  uid: (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub,
  email: null,
  name: null,
});

function setup(options: { maxEntries?: number } = {}) {
  let clock = 1_000_000_000_000;
  const verify = vi.fn<VerifyIdToken>(async (token) => userOf(token));
  const cached = cacheVerifiedTokens(verify, { ...options, now: () => clock });
  return { verify, cached, advance: (ms: number) => (clock += ms), nowSeconds: () => clock / 1000 };
}

describe('cacheVerifiedTokens', () => {
  it('verifies a token once and answers its repeats from memory', async () => {
    const { verify, cached, nowSeconds } = setup();
    const token = tokenFor('alice', nowSeconds() + 3600);
    expect(await cached(token)).toEqual({ uid: 'alice', email: null, name: null });
    expect(await cached(token)).toEqual({ uid: 'alice', email: null, name: null });
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('knows a token at once only once it has verified, as its own user, and no longer once it has expired', async () => {
    const { cached, advance, nowSeconds } = setup();
    const [alice, bob] = [tokenFor('alice', nowSeconds() + 60), tokenFor('bob', nowSeconds() + 3600)];
    expect(cached.known?.(alice)).toBeUndefined();
    await cached(alice);
    expect(cached.known?.(alice)).toEqual({ uid: 'alice', email: null, name: null });
    expect(cached.known?.(bob)).toBeUndefined();
    await cached(bob);
    expect(cached.known?.(bob)?.uid).toBe('bob');
    expect(cached.known?.(alice)?.uid).toBe('alice');
    advance(60_000);
    expect(cached.known?.(alice)).toBeUndefined();
    expect(cached.known?.(bob)?.uid).toBe('bob');
  });

  it('knows no token of an account once the account is deleted, nor one that was refused', async () => {
    const { verify, cached, nowSeconds } = setup();
    const [frank, grace] = [tokenFor('frank', nowSeconds() + 3600), tokenFor('grace', nowSeconds() + 3600)];
    await cached(frank);
    accountDeletedChannel.publish('frank');
    expect(cached.known?.(frank)).toBeUndefined();
    verify.mockRejectedValueOnce(new InvalidTokenError('invalid', 'test'));
    await expect(cached(grace)).rejects.toThrow(InvalidTokenError);
    expect(cached.known?.(grace)).toBeUndefined();
  });

  it('never caches a refusal', async () => {
    const { verify, cached, nowSeconds } = setup();
    verify.mockRejectedValue(new InvalidTokenError('invalid', 'test'));
    const token = tokenFor('mallory', nowSeconds() + 3600);
    await expect(cached(token)).rejects.toThrow(InvalidTokenError);
    await expect(cached(token)).rejects.toThrow(InvalidTokenError);
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('verifies again once the token has expired, so an expired token is refused as before', async () => {
    const { verify, cached, advance, nowSeconds } = setup();
    const token = tokenFor('bob', nowSeconds() + 60);
    await cached(token);
    advance(59_000);
    await cached(token);
    expect(verify).toHaveBeenCalledTimes(1);
    advance(1_000);
    verify.mockRejectedValueOnce(new InvalidTokenError('expired', 'auth/id-token-expired'));
    await expect(cached(token)).rejects.toMatchObject({ reason: 'expired' });
  });

  it('keeps an entry at most five minutes, however long the token lives', async () => {
    const { verify, cached, advance, nowSeconds } = setup();
    const token = tokenFor('carol', nowSeconds() + 3600);
    await cached(token);
    advance(5 * 60_000);
    await cached(token);
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('forgets every token of an account as soon as the account is deleted', async () => {
    const { verify, cached, nowSeconds } = setup();
    const [first, second] = [tokenFor('dave', nowSeconds() + 3600), tokenFor('dave', nowSeconds() + 3599)];
    const other = tokenFor('erin', nowSeconds() + 3600);
    await Promise.all([cached(first), cached(second), cached(other)]);
    accountDeletedChannel.publish('dave');
    await Promise.all([cached(first), cached(second), cached(other)]);
    expect(verify.mock.calls.map(([token]) => userOf(token).uid)).toEqual(['dave', 'dave', 'erin', 'dave', 'dave']);
  });

  it('drops the oldest entry when full', async () => {
    const { verify, cached, nowSeconds } = setup({ maxEntries: 2 });
    const tokens = ['a', 'b', 'c'].map((uid) => tokenFor(uid, nowSeconds() + 3600));
    for (const token of tokens) await cached(token);
    await cached(tokens[2]!);
    await cached(tokens[1]!);
    await cached(tokens[0]!);
    expect(verify.mock.calls.map(([token]) => userOf(token).uid)).toEqual(['a', 'b', 'c', 'a']);
  });

  it('recognises a token again on the connection it came on without hashing it, and only that token', async () => {
    const { cached, nowSeconds } = setup();
    const [alice, bob] = [tokenFor('alice', nowSeconds() + 3600), tokenFor('bob', nowSeconds() + 3600)];
    const [aliceConnection, bobConnection] = [{}, {}];
    await cached(alice);
    await cached(bob);
    expect(cached.known?.(alice, aliceConnection)?.uid).toBe('alice');
    hashes.count = 0;
    for (let request = 0; request < 5; request++) expect(cached.known?.(alice, aliceConnection)?.uid).toBe('alice');
    expect(hashes.count).toBe(0);
    // Another token on that connection is looked up by its own hash, never taken for the one remembered there.
    expect(cached.known?.(bob, aliceConnection)?.uid).toBe('bob');
    expect(cached.known?.(tokenFor('alice', nowSeconds() + 3599), aliceConnection)).toBeUndefined();
    expect(cached.known?.(`${alice}x`, aliceConnection)).toBeUndefined();
    expect(cached.known?.(alice, bobConnection)?.uid).toBe('alice');
    expect(hashes.count).toBe(4);
  });

  it('on a connection too, stops knowing a token once it expires, its account is deleted or the full map drops it', async () => {
    const { cached, advance, nowSeconds } = setup({ maxEntries: 2 });
    const [alice, bob, carol, dave] = ['alice', 'bob', 'carol', 'dave'].map((uid) =>
      tokenFor(uid, nowSeconds() + (uid === 'alice' ? 60 : 3600)),
    ) as [string, string, string, string];
    const connection = { alice: {}, bob: {}, carol: {}, dave: {} };
    await cached(alice);
    await cached(bob);
    expect(cached.known?.(alice, connection.alice)?.uid).toBe('alice');
    expect(cached.known?.(bob, connection.bob)?.uid).toBe('bob');
    advance(60_000);
    expect(cached.known?.(alice, connection.alice)).toBeUndefined();
    accountDeletedChannel.publish('bob');
    expect(cached.known?.(bob, connection.bob)).toBeUndefined();

    await cached(carol);
    await cached(dave);
    expect(cached.known?.(carol, connection.carol)?.uid).toBe('carol');
    expect(cached.known?.(dave, connection.dave)?.uid).toBe('dave');
    await cached(alice); // a third entry: carol's, the oldest, is dropped
    expect(cached.known?.(carol, connection.carol)).toBeUndefined();
    expect(cached.known?.(dave, connection.dave)?.uid).toBe('dave');
  });

  it('on a connection, forgets a token once its account is deleted, after a second verification replaced its entry', async () => {
    let clock = 1_000_000_000_000;
    const pending: Array<() => void> = [];
    const verify = vi.fn<VerifyIdToken>(
      (token) => new Promise((resolve) => pending.push(() => resolve(userOf(token)))),
    );
    const cached = cacheVerifiedTokens(verify, { now: () => clock });
    const token = tokenFor('frank', clock / 1000 + 3600);
    const connection = {};
    // Two requests with the same new token verify it side by side; each stores an entry when it is done.
    const [first, second] = [cached(token), cached(token)];
    pending[0]!();
    await first;
    expect(cached.known?.(token, connection)?.uid).toBe('frank');
    pending[1]!();
    await second;
    accountDeletedChannel.publish('frank');
    expect(cached.known?.(token, connection)).toBeUndefined();
    clock += 1;
    expect(cached.known?.(token)).toBeUndefined();
  });
});
