import { describe, expect, it, vi } from 'vitest';
import { InvalidTokenError, type AuthUser, type VerifyIdToken } from './auth/types';
import { accountDeletedChannel, cacheVerifiedTokens } from './verified-token-cache';

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
});
