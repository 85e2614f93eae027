/**
 * Every protected route x every way a token can be wrong -> 401 with a JSON message that holds nothing of the
 * account the token names. The token's account is a real one with a profile, so a leak would have data to leak.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { chatUser } from '../chat-client';
import { withPayload, type TestUser } from '../emulator-users';
import { contractRoutes, isClearError, pathOf, send, type ContractRoute } from './contract-routes';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const hourAgo = () => Math.floor(Date.now() / 1000) - 3600;

/** Each way a request can fail to prove who sends it, as an Authorization header (or none). */
function badAuthorizations(user: TestUser): Record<string, string | undefined> {
  const [header, payload] = user.idToken.split('.') as [string, string];
  return {
    'no token': undefined,
    'Bearer abc': 'Bearer abc',
    'Bearer and an empty token': 'Bearer ',
    'Bearer and random base64': `Bearer ${randomBytes(48).toString('base64')}`,
    'Bearer and three random base64url parts': `Bearer ${[16, 32, 32].map((n) => randomBytes(n).toString('base64url')).join('.')}`,
    'a valid token under the Basic scheme': `Basic ${user.idToken}`,
    'a valid token under no scheme': user.idToken,
    'a valid token followed by a second one': `Bearer ${user.idToken} ${user.idToken}`,
    'the emulator token with a signature added': `Bearer ${header}.${payload}.${base64url('forged signature')}`,
    'an RS256 header with a made-up signature': `Bearer ${base64url(JSON.stringify({ alg: 'RS256', kid: 'forged', typ: 'JWT' }))}.${payload}.${base64url(randomBytes(256))}`,
    'an expired token (emulator shape)': `Bearer ${withPayload(user.idToken, (claims) => ({
      ...claims,
      iat: hourAgo() - 3600,
      auth_time: hourAgo() - 3600,
      exp: hourAgo(),
    }))}`,
    'a token for another project': `Bearer ${withPayload(user.idToken, (claims) => ({
      ...claims,
      aud: 'someone-elses-project',
      iss: 'https://securetoken.google.com/someone-elses-project',
    }))}`,
    'a token for a uid that does not exist': `Bearer ${withPayload(user.idToken, (claims) => ({
      ...claims,
      sub: 'no-such-user',
      user_id: 'no-such-user',
    }))}`,
  };
}

/** Any well-formed value per path parameter: the token is checked before the path is. */
const anyParams = (route: ContractRoute) =>
  Object.fromEntries(
    route.pathParams.map((param) => [param, param === 'id' || param === 'tier' ? 'phq-9' : randomUUID()]),
  );

function request(route: ContractRoute, authorization: string | undefined) {
  const headers: Record<string, string> = authorization === undefined ? {} : { authorization };
  if (route.takesBody) headers['content-type'] = 'application/json';
  return send(baseUrl, route.method, pathOf(route, anyParams(route)), {
    headers,
    body: route.takesBody ? '{}' : undefined,
  });
}

const protectedRoutes = contractRoutes.filter((route) => route.isProtected);
const publicRoutes = contractRoutes.filter((route) => !route.isProtected);

let owner: TestUser;
beforeAll(async () => {
  owner = await chatUser(baseUrl, emulatorHost);
});

describe('the route list the suite works from', () => {
  it('is the contract, and every route under /api/users/me or /api/sessions/ is a protected one', () => {
    expect(protectedRoutes.length).toBeGreaterThan(20);
    const unprotectedPrivatePaths = publicRoutes
      .map((route) => route.route.path)
      .filter((path) => path.startsWith('/api/users/me') || path.startsWith('/api/sessions/'));
    expect(unprotectedPrivatePaths).toEqual([]);
  });
});

describe.each(protectedRoutes.map((route) => [`${route.method} ${route.route.path}`, route] as const))(
  'protected route %s',
  (_title, route) => {
    it('answers 401 with a clear message to every bad token, and nothing of the account', async () => {
      const results = await Promise.all(
        Object.entries(badAuthorizations(owner)).map(async ([how, authorization]) => {
          const answer = await request(route, authorization);
          return {
            how,
            status: answer.status,
            clearError: isClearError(answer),
            mentionsAccount: answer.text.includes(owner.uid) || answer.text.includes(owner.email),
          };
        }),
      );
      for (const result of results) {
        expect(result).toEqual({ how: result.how, status: 401, clearError: true, mentionsAccount: false });
      }
    });

    it('lets the same account’s valid token through (so the 401s above are about the token)', async () => {
      const answer = await request(route, `Bearer ${owner.idToken}`);
      expect(answer.status).not.toBe(401);
      expect(answer.status).toBeLessThan(500);
    });
  },
);

describe('an expired token', () => {
  it('gets a message that says so, so the app can sign in again', async () => {
    const route = protectedRoutes.find((candidate) => candidate.name === 'users.me') ?? protectedRoutes[0]!;
    const answer = await request(route, badAuthorizations(owner)['an expired token (emulator shape)']);
    expect(answer.status).toBe(401);
    expect((answer.json as { message: string }).message).toMatch(/expired/i);
  });
});

describe.each(publicRoutes.map((route) => [`${route.method} ${route.route.path}`, route] as const))(
  'public route %s',
  (_title, route) => {
    it('answers without a token, and a bad token is no reason for an error either', async () => {
      for (const authorization of [
        undefined,
        'Bearer abc',
        badAuthorizations(owner)['an expired token (emulator shape)'],
      ]) {
        const answer = await request(route, authorization);
        expect({ status: answer.status, mentionsAccount: answer.text.includes(owner.email) }).toEqual({
          status: expect.not.toSatisfy((status: number) => status === 401 || status >= 500),
          mentionsAccount: false,
        });
      }
    });
  },
);
