/**
 * What a signed-in user is sent is never cached: every protected route's answer says `Cache-Control: no-store`,
 * whatever its status (a 401 too), while the public reads keep their caching, with or without a token.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { contractRoutes, pathOf, type ContractRoute } from './abuse/contract-routes';
import { chatUser } from './chat-client';
import { bearer, type TestUser } from './emulator-users';

const baseUrl = inject('baseUrl');
let user: TestUser;
beforeAll(async () => {
  user = await chatUser(baseUrl, inject('emulatorHost'));
});

const anyParams = (route: ContractRoute) =>
  Object.fromEntries(
    route.pathParams.map((param) => [param, param === 'id' || param === 'tier' ? 'phq-9' : randomUUID()]),
  );

async function cacheControl(
  path: string,
  headers: Record<string, string> = {},
  write?: { method: string; body: unknown },
) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: write?.method ?? 'GET',
    headers: write ? { ...headers, 'content-type': 'application/json' } : headers,
    body: write ? JSON.stringify(write.body) : undefined,
  });
  await response.arrayBuffer();
  return { status: response.status, cacheControl: response.headers.get('cache-control') };
}

// Reads only: calling every write with a valid token would delete the account among other things.
const reads = contractRoutes.filter((route) => route.method === 'GET');

describe('Cache-Control', () => {
  it('is no-store on every protected read, signed in or refused', async () => {
    const protectedReads = reads.filter((route) => route.isProtected);
    expect(protectedReads.length).toBeGreaterThan(10);
    const cached = [];
    for (const route of protectedReads) {
      const path = pathOf(route, anyParams(route));
      const signedIn = await cacheControl(path, bearer(user));
      const refused = await cacheControl(path);
      expect(refused.status).toBe(401);
      if (signedIn.cacheControl !== 'no-store' || refused.cacheControl !== 'no-store') {
        cached.push({ route: route.name, signedIn, refused });
      }
    }
    expect(cached).toEqual([]);
  });

  it('is no-store on a signed-in write and on an unknown path under /api/users/me', async () => {
    const write = { method: 'PUT', body: { directiveness: 'listen' } };
    expect(await cacheControl('/api/users/me/directiveness', bearer(user), write)).toEqual({
      status: 200,
      cacheControl: 'no-store',
    });
    expect((await cacheControl('/api/users/me/no-such-thing', bearer(user))).cacheControl).toBe('no-store');
  });

  it('is left as it was on the public reads, with or without a token', async () => {
    const publicReads = reads.filter((route) => !route.isProtected && route.pathParams.length === 0);
    expect(publicReads.length).toBeGreaterThan(2);
    for (const route of publicReads) {
      const path = pathOf(route, {});
      const [signedIn, anonymous] = [await cacheControl(path, bearer(user)), await cacheControl(path)];
      expect({ route: route.name, cacheControl: signedIn.cacheControl }).toEqual({
        route: route.name,
        cacheControl: anonymous.cacheControl,
      });
    }
    expect((await cacheControl('/api/openapi.json', bearer(user))).cacheControl).toBe('public, max-age=300');
  });
});
