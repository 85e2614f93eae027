/**
 * The app without a database or identity provider (those are covered by tests/integration): headers per mode,
 * CORS, how the authentication hook maps verifier outcomes, and the last-resort 500.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createApp, type AppDeps } from './app';
import { InvalidTokenError, type VerifyIdToken } from './auth/types';
import { loadConfig } from './config';
import { defaultErrorMessage } from './http/error-handler';
import { securityHeaders } from './http/security-headers';
import type { ProfileCache } from './users/profile-cache';
import { cacheVerifiedTokens } from './verified-token-cache';

const token = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1In0.';
const tokenOf = (uid: string, expSeconds: number) =>
  `e30.${Buffer.from(JSON.stringify({ sub: uid, exp: expSeconds })).toString('base64url')}.`;
const failingDb = {
  selectFrom: () => {
    throw new Error('the database is down');
  },
  // Stores that type their own tables (db.withTables) get the same failing handle.
  withTables: () => failingDb,
} as unknown as AppDeps['db'];

async function appWith(
  env: Record<string, string>,
  verifyIdToken: VerifyIdToken = async () => ({ uid: 'u', email: 'u@example.com', name: null }),
) {
  return createApp(loadConfig({ LOG_LEVEL: 'silent', DORO_STATIC_DIR: '/nonexistent', ...env }), {
    db: failingDb,
    verifyIdToken,
  });
}

const profileOf = (uid: string) => ({
  uid,
  email: `${uid}@example.com`,
  name: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  disclaimerAcceptedAt: null,
  directiveness: null,
  country: null,
  region: null,
  placeAnsweredAt: null,
});

describe('createApp', () => {
  it('in production with real Firebase: HSTS, Google identity endpoints and the authDomain frame in the CSP', async () => {
    const app = await appWith({
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'doro-prod',
      FIREBASE_AUTH_DOMAIN: 'auth.doro.app',
      PUBLIC_URL: 'https://doro.app',
    });
    const response = await app.inject({ url: '/api/health' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(
      "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://www.googleapis.com;",
    );
    expect(csp).toContain('frame-src https://auth.doro.app;');
    expect(csp).toContain('upgrade-insecure-requests');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('sends every security header on every answer: a read, a refusal, unknown paths, a bad body, a failure, files', async () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'doro-app-test-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Doro</title>');
    writeFileSync(join(staticDir, 'assets', 'app-1234.js'), 'console.log(1);');
    const env = {
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'doro-prod',
      PUBLIC_URL: 'https://doro.app',
      DORO_STATIC_DIR: staticDir,
    };
    const app = await appWith(env);
    const answers = [
      await app.inject({ url: '/api/health' }),
      await app.inject({ url: '/api/users/me/' }),
      await app.inject({ url: '/api/no-such-route' }),
      await app.inject({ method: 'POST', url: '/api/auth/forgot_password/', payload: '{"email":' }),
      await app.inject({ url: '/api/users/me/', headers: { authorization: `Bearer ${token}` } }),
      await app.inject({ url: '/assets/app-1234.js' }),
      await app.inject({ url: '/some/page', headers: { accept: 'text/html' } }),
    ];
    rmSync(staticDir, { recursive: true, force: true });
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, 400, 500, 200, 200]);
    const expected = securityHeaders(loadConfig(env));
    expect(expected.map(([name]) => name)).toContain('Strict-Transport-Security');
    for (const answer of answers) {
      for (const [name, value] of expected) expect(answer.headers[name.toLowerCase()]).toBe(value);
    }
  });

  it('answers cross-origin requests only for ALLOWED_ORIGINS', async () => {
    const app = await appWith({ ALLOWED_ORIGINS: 'https://partner.example' });
    const allowed = await app.inject({ url: '/api/health', headers: { origin: 'https://partner.example' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    const other = await app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/users/me/',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('Authorization');
  });

  it('maps an expired token to 401 "expired", and never asks the verifier about public routes', async () => {
    const verify = vi.fn<VerifyIdToken>(async () => {
      throw new InvalidTokenError('expired', 'auth/id-token-expired');
    });
    const app = await appWith({}, verify);
    const health = await app.inject({ url: '/api/health', headers: { authorization: `Bearer ${token}` } });
    expect(health.statusCode).toBe(200);
    expect(verify).not.toHaveBeenCalled();

    const me = await app.inject({ url: '/api/users/me/', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: 'Your sign-in has expired. Please sign in again.' });
    expect(verify).toHaveBeenCalledWith(token);
  });

  it('answers a repeat of a verified token from the cache as the user it names, no-store, and refuses it expired', async () => {
    let clock = 1_800_000_000_000;
    const verify = vi.fn<VerifyIdToken>(async (idToken) => {
      const { sub, exp } = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as {
        sub: string;
        exp: number;
      };
      if (exp * 1000 <= clock) throw new InvalidTokenError('expired', 'auth/id-token-expired');
      return { uid: sub, email: `${sub}@example.com`, name: null };
    });
    const profiles: ProfileCache = {
      read: async (uid) => profileOf(uid),
      // Every profile held: the read is answered before its handler (server/routes/users/me.ts).
      cached: (uid) => Object.freeze(profileOf(uid)),
      forget: () => undefined,
      forgetAll: () => undefined,
      setListening: () => undefined,
      stats: () => ({ listening: true, entries: 0, hits: 0, misses: 0 }),
    };
    const app = await createApp(loadConfig({ LOG_LEVEL: 'silent', DORO_STATIC_DIR: '/nonexistent' }), {
      db: failingDb,
      verifyIdToken: cacheVerifiedTokens(verify, { now: () => clock }),
      profiles,
    });
    const me = (idToken: string) =>
      app.inject({ url: '/api/users/me/', headers: { authorization: `Bearer ${idToken}` } });
    const [alice, bob] = [tokenOf('alice', clock / 1000 + 60), tokenOf('bob', clock / 1000 + 3600)];

    for (const idToken of [alice, alice, bob, alice, bob]) {
      const answer = await me(idToken);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().uid).toBe(idToken === alice ? 'alice' : 'bob');
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(verify).toHaveBeenCalledTimes(2);

    clock += 60_000;
    const expired = await me(alice);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'Your sign-in has expired. Please sign in again.' });
    expect(expired.headers['cache-control']).toBe('no-store');
    expect((await me(bob)).json().uid).toBe('bob');
  });

  it('lets the token cache recognise a token by its connection only where no proxy is in front', async () => {
    for (const [env, byConnection] of [
      [{}, true],
      [{ TRUST_PROXY: '1' }, false],
    ] as const) {
      const known = vi.fn<NonNullable<VerifyIdToken['known']>>(() => ({
        uid: 'u',
        email: 'u@example.com',
        name: null,
      }));
      const app = await appWith(env, Object.assign(vi.fn<VerifyIdToken>(), { known }));
      await app.inject({ url: '/api/users/me/', headers: { authorization: `Bearer ${token}` } });
      expect(known).toHaveBeenCalledTimes(1);
      expect(known.mock.calls[0]![0]).toBe(token);
      expect(typeof known.mock.calls[0]![1]).toBe(byConnection ? 'object' : 'undefined');
    }
  });

  it('refuses an Authorization header that is not one Bearer token of JWT shape, without asking the verifier', async () => {
    const verify = vi.fn<VerifyIdToken>(async () => ({ uid: 'u', email: 'u@example.com', name: null }));
    const app = await appWith({}, cacheVerifiedTokens(verify));
    const malformed = [
      'Bearer',
      'Bearer ',
      'Basic ' + token,
      `Bearer ${token} extra`,
      'Bearer not-a-jwt',
      'Bearer a b.c.',
    ];
    for (const header of malformed) {
      const answer = await app.inject({ url: '/api/users/me/', headers: { authorization: header } });
      expect({ header, status: answer.statusCode, body: answer.json() }).toEqual({
        header,
        status: 401,
        body: { message: 'Your sign-in token is not valid. Please sign in again.' },
      });
    }
    expect(verify).not.toHaveBeenCalled();
    // Any case, any whitespace: still that one token (the failing database then answers 500).
    for (const header of [`bearer ${token}`, ` BEARER \t ${token} `]) {
      const answer = await app.inject({ url: '/api/users/me/', headers: { authorization: header } });
      expect({ header, status: answer.statusCode }).toEqual({ header, status: 500 });
    }
    expect(verify).toHaveBeenCalledWith(token);
  });

  it('protects checkout and promo-code routes too, as the contract declares 401 for them', async () => {
    const app = await appWith({});
    for (const url of ['/api/checkout/billing-portal', '/api/promo-code/apply']) {
      const response = await app.inject({ method: 'POST', url, payload: {} });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
    }
  });

  it('answers an unexpected failure with 500 and the default message, nothing more', async () => {
    const app = await appWith({});
    const response = await app.inject({ url: '/api/users/me/', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: defaultErrorMessage });
  });
});
