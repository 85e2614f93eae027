import { describe, expect, inject, it } from 'vitest';
import { bearer, signUpTestUser, withPayload } from './emulator-users';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');

async function getMe(headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}/api/users/me/`, { headers });
  return { response, body: (await response.json()) as { message?: string } };
}

/** What a client can observe of a rejection; compared whole, so every test checks all of it. */
function rejection(result: Awaited<ReturnType<typeof getMe>>, token = '') {
  const message = result.body.message ?? '';
  return {
    status: result.response.status,
    json: (result.response.headers.get('content-type') ?? '').startsWith('application/json'),
    keys: Object.keys(result.body),
    asksToSignIn: /sign/i.test(message),
    leaksInternals: /Error|\bat\s|stack/.test(message),
    echoesToken: token !== '' && message.includes(token.slice(0, 20)),
  };
}

const plain401 = {
  status: 401,
  json: true,
  keys: ['message'],
  asksToSignIn: true,
  leaksInternals: false,
  echoesToken: false,
};

describe('authentication of protected routes', () => {
  it('answers 401 with a JSON message when there is no token', async () => {
    expect(rejection(await getMe())).toEqual(plain401);
  });

  it('answers 401 to a malformed token or another scheme', async () => {
    expect(rejection(await getMe({ authorization: 'Bearer not-a-jwt' }))).toEqual(plain401);
    expect(rejection(await getMe({ authorization: 'Bearer ' }))).toEqual(plain401);
    expect(rejection(await getMe({ authorization: 'Basic dXNlcjpwYXNz' }))).toEqual(plain401);
    expect(rejection(await getMe({ authorization: 'Bearer aaa.bbb.ccc' }))).toEqual(plain401);
  });

  it('answers 401 to a token with a forged signature', async () => {
    const user = await signUpTestUser(emulatorHost);
    const [, payload] = user.idToken.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'forged', typ: 'JWT' })).toString('base64url');
    const forged = `${header}.${payload}.${Buffer.from('not really a signature').toString('base64url')}`;
    expect(rejection(await getMe({ authorization: `Bearer ${forged}` }), forged)).toEqual(plain401);
  });

  it('answers 401 to a token whose payload was changed to another project', async () => {
    const user = await signUpTestUser(emulatorHost);
    const tampered = withPayload(user.idToken, (payload) => ({
      ...payload,
      aud: 'someone-elses-project',
      iss: 'https://securetoken.google.com/someone-elses-project',
    }));
    expect(rejection(await getMe({ authorization: `Bearer ${tampered}` }), tampered)).toEqual(plain401);
  });

  it('answers 401 with an "expired" message to an expired token', async () => {
    const user = await signUpTestUser(emulatorHost);
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    const expired = withPayload(user.idToken, (payload) => ({
      ...payload,
      iat: hourAgo - 3600,
      auth_time: hourAgo - 3600,
      exp: hourAgo,
    }));
    const result = await getMe({ authorization: `Bearer ${expired}` });
    expect(rejection(result, expired)).toEqual(plain401);
    expect(result.body.message).toMatch(/expired/);
  });

  it('lets a fresh emulator token through', async () => {
    const user = await signUpTestUser(emulatorHost);
    const { response } = await getMe(bearer(user));
    // No profile yet: the token was accepted and the handler answered.
    expect(response.status).toBe(404);
  });

  it('protects unknown paths under the protected prefixes too, and session routes', async () => {
    for (const path of ['/api/sessions/anything', '/api/users/me/unknown', '/api/sessions/session-transcript/x']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 401 });
    }
  });

  it('needs no token for public routes', async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
