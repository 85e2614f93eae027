import { afterEach, describe, expect, it, vi } from 'vitest';
import { shouldSyncToken, syncToken, tokenIssuedAtMs } from './token-sync';

const signedInAt = Date.UTC(2026, 0, 1, 12, 0, 0);
const minutes = (count: number) => count * 60 * 1000;
const syncUrl = 'https://sync.example.com/token';

const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');

function fakeJwt(issuedAtMs: number): string {
  return `${encode({ alg: 'none' })}.${encode({ iat: issuedAtMs / 1000, sub: 'u1' })}.`;
}

afterEach(() => vi.unstubAllGlobals());

describe('shouldSyncToken', () => {
  it('syncs a token 4:59 old', () => {
    expect(shouldSyncToken({ syncUrl, issuedAtMs: signedInAt, nowMs: signedInAt + minutes(4) + 59_000 })).toBe(true);
  });

  it('does not sync a token 5:01 old', () => {
    expect(shouldSyncToken({ syncUrl, issuedAtMs: signedInAt, nowMs: signedInAt + minutes(5) + 1_000 })).toBe(false);
  });

  it('does not sync without a sync URL, however fresh the token', () => {
    expect(shouldSyncToken({ syncUrl: null, issuedAtMs: signedInAt, nowMs: signedInAt })).toBe(false);
    expect(shouldSyncToken({ syncUrl: '', issuedAtMs: signedInAt, nowMs: signedInAt })).toBe(false);
  });

  it('does not sync a token whose age is unknown or from the future', () => {
    expect(shouldSyncToken({ syncUrl, issuedAtMs: null, nowMs: signedInAt })).toBe(false);
    expect(shouldSyncToken({ syncUrl, issuedAtMs: signedInAt + minutes(1), nowMs: signedInAt })).toBe(false);
  });
});

describe('tokenIssuedAtMs', () => {
  it('reads the iat claim', () => {
    expect(tokenIssuedAtMs(fakeJwt(signedInAt))).toBe(signedInAt);
  });

  it('is null for something that is not a JWT', () => {
    expect(tokenIssuedAtMs('not-a-token')).toBeNull();
    expect(tokenIssuedAtMs('a.%%%.c')).toBeNull();
  });
});

describe('syncToken', () => {
  it('posts a fresh token to the sync URL', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const token = fakeJwt(signedInAt);
    await expect(syncToken(token, syncUrl, signedInAt + minutes(4) + 59_000)).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(
      syncUrl,
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ token }) }),
    );
  });

  it('sends nothing at 5:01 or without a URL', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const token = fakeJwt(signedInAt);
    await expect(syncToken(token, syncUrl, signedInAt + minutes(5) + 1_000)).resolves.toBe(false);
    await expect(syncToken(token, null, signedInAt)).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
