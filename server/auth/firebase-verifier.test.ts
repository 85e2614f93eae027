import { afterEach, describe, expect, it } from 'vitest';
import { createFirebaseVerifier } from './firebase-verifier';
import { InvalidTokenError } from './types';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = Math.floor(Date.now() / 1000);
const payload = part({
  sub: 'uid-1',
  user_id: 'uid-1',
  aud: 'demo-doro',
  iss: 'https://securetoken.google.com/demo-doro',
  iat: now,
  exp: now + 3600,
});

const previousEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
afterEach(() => {
  if (previousEmulatorHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  else process.env.FIREBASE_AUTH_EMULATOR_HOST = previousEmulatorHost;
});

// Port 9 (discard) is never an emulator: reaching it would fail with another code than ours.
const verify = () =>
  createFirebaseVerifier({
    projectId: 'demo-doro',
    authEmulatorHost: '127.0.0.1:9',
    refuseEmulatorTokens: false,
    apiKey: 'fake-api-key',
    authDomain: 'localhost',
  });

describe('the Firebase verifier in emulator mode', () => {
  it('refuses a signed token itself, before firebase-admin (which would skip the signature) sees it', async () => {
    for (const header of [
      { alg: 'none', typ: 'JWT' },
      { alg: 'RS256', kid: 'forged', typ: 'JWT' },
    ]) {
      const forged = `${part(header)}.${payload}.${Buffer.from('not a signature').toString('base64url')}`;
      const error = await verify()(forged).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(InvalidTokenError);
      expect(error).toMatchObject({ reason: 'invalid', code: 'doro/emulator-token-signed' });
    }
  });

  it('refuses an unsigned token that claims a real algorithm', async () => {
    const error = await verify()(`${part({ alg: 'RS256', kid: 'k' })}.${payload}.`).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ reason: 'invalid', code: 'doro/emulator-token-not-alg-none' });
  });
});

const production = () =>
  createFirebaseVerifier({
    projectId: 'demo-doro',
    authEmulatorHost: undefined,
    refuseEmulatorTokens: true,
    apiKey: 'fake-api-key',
    authDomain: 'localhost',
  });

describe('the Firebase verifier in production', () => {
  it('refuses an unsigned (emulator) token itself, whatever the project', async () => {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const error = await production()(`${part({ alg: 'none', typ: 'JWT' })}.${payload}.`).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ reason: 'invalid', code: 'doro/emulator-token-in-production' });
  });

  it('refuses every token while the emulator switch is in the environment, where firebase-admin would skip signatures', async () => {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9';
    const signed = `${part({ alg: 'RS256', kid: 'k', typ: 'JWT' })}.${payload}.${Buffer.from('sig').toString('base64url')}`;
    const error = await production()(signed).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ reason: 'invalid', code: 'doro/emulator-token-in-production' });
  });
});
