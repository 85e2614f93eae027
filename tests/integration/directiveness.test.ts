/** Directiveness saved per user: each session start stores the choice, GET /users/me/ says it, PUT changes it. */
import { describe, expect, inject, it } from 'vitest';
import { api, ChatClient, chatUser } from './chat-client';
import { signUpTestUser } from './emulator-users';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');

describe('directiveness per user', () => {
  it('is null before any session, then the choice of the latest session start', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    expect((await api(baseUrl, user, '/users/me/')).body.directiveness).toBeNull();

    const first = await ChatClient.connect(baseUrl, user, { type: 'start', directiveness: 'guide' });
    expect((await api(baseUrl, user, '/users/me/')).body.directiveness).toBe('guide');
    await first.close();

    // A new start closes the paused session and saves the new choice.
    const second = await ChatClient.connect(baseUrl, user, { type: 'start', directiveness: 'listen' });
    expect((await api(baseUrl, user, '/users/me/')).body.directiveness).toBe('listen');
    second.send({ type: 'end' });
    await second.waitClosed();
  });

  it('PUT /users/me/directiveness saves it without a session and answers the user', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const saved = await api(baseUrl, user, '/users/me/directiveness', {
      method: 'PUT',
      body: { directiveness: 'balanced' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ uid: user.uid, directiveness: 'balanced' });
    expect((await api(baseUrl, user, '/users/me/')).body.directiveness).toBe('balanced');
    expect((await api(baseUrl, user, '/users/me/last-session')).body.session).toBeNull();
  });

  it('refuses an unknown value or a missing one with 400 and keeps the saved choice', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    await api(baseUrl, user, '/users/me/directiveness', { method: 'PUT', body: { directiveness: 'guide' } });
    for (const body of [
      { directiveness: 'bossy' },
      {},
      { directiveness: null },
      { directiveness: 'guide', extra: 1 },
    ]) {
      const refused = await api(baseUrl, user, '/users/me/directiveness', { method: 'PUT', body });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toEqual(expect.any(String));
    }
    expect((await api(baseUrl, user, '/users/me/')).body.directiveness).toBe('guide');
  });

  it('needs a token (401) and a profile (404)', async () => {
    const anonymous = await fetch(new URL('/api/users/me/directiveness', baseUrl), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ directiveness: 'guide' }),
    });
    expect(anonymous.status).toBe(401);
    const noProfile = await signUpTestUser(emulatorHost);
    const missing = await api(baseUrl, noProfile, '/users/me/directiveness', {
      method: 'PUT',
      body: { directiveness: 'guide' },
    });
    expect(missing.status).toBe(404);
  });
});
