/**
 * The interface language kept with the account (issue 21, decision 033): null until chosen, set with PUT
 * /users/me/locale, read back in the profile as `locale`; anything but 'en' or 'fr-CA' is refused and changes
 * nothing. A language chosen before sign-up comes with the new profile (POST /users/me/), so Doro greets in it.
 */
import { describe, expect, inject, it } from 'vitest';
import type { ServerMessage } from '../../src/contract/chat-socket';
import { DISCLAIMER_VERSION } from '../../src/contract/users';
import { ChatClient } from './chat-client';
import { bearer, signUpTestUser, type TestUser } from './emulator-users';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');

function send(user: TestUser, method: string, path: string, body?: unknown) {
  return fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { ...bearer(user), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function profile(user: TestUser): Promise<Record<string, unknown>> {
  const response = await send(user, 'GET', '/users/me/');
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

describe('the interface language in the profile', () => {
  it('is null until chosen, then kept, and follows each change', async () => {
    const user = await signUpTestUser(emulatorHost);
    expect((await send(user, 'POST', '/users/me/', { uid: user.uid, email: user.email })).status).toBe(201);
    expect((await profile(user)).locale).toBeNull();

    const saved = await send(user, 'PUT', '/users/me/locale', { locale: 'fr-CA' });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as Record<string, unknown>).locale).toBe('fr-CA');
    expect((await profile(user)).locale).toBe('fr-CA');

    expect((await send(user, 'PUT', '/users/me/locale', { locale: 'en' })).status).toBe(200);
    expect((await profile(user)).locale).toBe('en');
  });

  it('keeps the language chosen before sign-up with the new profile, and Doro greets in it', async () => {
    const user = await signUpTestUser(emulatorHost);
    const created = await send(user, 'POST', '/users/me/', { uid: user.uid, email: user.email, locale: 'fr-CA' });
    expect(created.status).toBe(201);
    expect(((await created.json()) as Record<string, unknown>).locale).toBe('fr-CA');
    expect((await profile(user)).locale).toBe('fr-CA');
    // Made again (every Google login does), the profile keeps its language: the body's is only for a new one.
    const again = await send(user, 'POST', '/users/me/', { uid: user.uid, email: user.email, locale: 'en' });
    expect(again.status).toBe(200);
    expect((await profile(user)).locale).toBe('fr-CA');

    expect((await send(user, 'POST', '/users/me/accept-disclaimer', { version: DISCLAIMER_VERSION })).status).toBe(200);
    const client = await ChatClient.connect(baseUrl, user, { type: 'start', directiveness: 'balanced' });
    const greeting = await client.waitFor(
      (message: ServerMessage): message is Extract<ServerMessage, { type: 'notice' }> =>
        message.type === 'notice' && message.kind === 'greeting',
    );
    expect(greeting.text).toMatch(/Doro, un coach IA/);
    await client.close();
  });

  it('refuses a language other than en or fr-CA at sign-up with a clear error, and makes no profile', async () => {
    const user = await signUpTestUser(emulatorHost);
    const refused = await send(user, 'POST', '/users/me/', { uid: user.uid, email: user.email, locale: 'fr' });
    expect(refused.status).toBe(400);
    expect(typeof ((await refused.json()) as { message?: unknown }).message).toBe('string');
    expect((await send(user, 'GET', '/users/me/')).status).toBe(404);
  });

  it('refuses another language or a malformed body with a clear error, and changes nothing', async () => {
    const user = await signUpTestUser(emulatorHost);
    await send(user, 'POST', '/users/me/', { uid: user.uid, email: user.email });
    await send(user, 'PUT', '/users/me/locale', { locale: 'fr-CA' });
    for (const body of [{ locale: 'de' }, { locale: 'fr' }, { locale: null }, {}, { locale: 'en', extra: 1 }]) {
      const refused = await send(user, 'PUT', '/users/me/locale', body);
      expect(refused.status).toBe(400);
      expect(typeof ((await refused.json()) as { message?: unknown }).message).toBe('string');
    }
    expect((await profile(user)).locale).toBe('fr-CA');
  });

  it('answers 404 saying so for an account without a profile, and 401 without a token', async () => {
    const user = await signUpTestUser(emulatorHost);
    const missing = await send(user, 'PUT', '/users/me/locale', { locale: 'en' });
    expect(missing.status).toBe(404);
    // The route's own answer, not an unknown path's.
    expect(((await missing.json()) as { message: string }).message).toMatch(/no Doro profile yet/);
    const anonymous = await fetch(`${baseUrl}/api/users/me/locale`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ locale: 'en' }),
    });
    expect(anonymous.status).toBe(401);
  });
});
