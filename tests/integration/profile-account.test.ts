/**
 * The account on /profile: the display name set by PUT /api/users/me/name (trimmed, 1 to 60 characters, only the
 * caller's own), and the profile's email following an email changed with the identity provider.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { TEST_USER_PASSWORD, bearer, signUpTestUser, type TestUser } from './emulator-users';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');

async function withProfile(): Promise<TestUser> {
  const user = await signUpTestUser(emulatorHost);
  const created = await fetch(`${baseUrl}/api/users/me/`, {
    method: 'POST',
    headers: { ...bearer(user), 'content-type': 'application/json' },
    body: JSON.stringify({ uid: user.uid, email: user.email }),
  });
  expect(created.status).toBe(201);
  return user;
}

function setName(user: TestUser | null, body: unknown) {
  return fetch(`${baseUrl}/api/users/me/name`, {
    method: 'PUT',
    headers: { ...(user ? bearer(user) : {}), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function nameOf(user: TestUser): Promise<unknown> {
  const response = await fetch(`${baseUrl}/api/users/me/name`, { headers: bearer(user) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { name: unknown }).name;
}

describe('PUT /api/users/me/name', () => {
  it('sets the name, trimmed, and GET /users/me and /users/me/name read it back', async () => {
    const user = await withProfile();
    const response = await setName(user, { name: '  Ada Lovelace  ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ uid: user.uid, email: user.email, name: 'Ada Lovelace' });
    expect(await nameOf(user)).toBe('Ada Lovelace');
    const me = await fetch(`${baseUrl}/api/users/me/`, { headers: bearer(user) });
    expect(await me.json()).toMatchObject({ name: 'Ada Lovelace' });

    // 60 characters is the most, and a name can be changed again.
    const longest = 'é'.repeat(60);
    expect((await setName(user, { name: longest })).status).toBe(200);
    expect(await nameOf(user)).toBe(longest);
  });

  it.each([
    ['empty', { name: '' }],
    ['only spaces', { name: '    ' }],
    ['61 characters', { name: 'a'.repeat(61) }],
    ['missing', {}],
    ['not a string', { name: 42 }],
    ['null', { name: null }],
    ['with an unknown field', { name: 'Ada', uid: 'someone-else' }],
  ])('refuses a name that is %s (400, a message naming the field) and changes nothing', async (_case, body) => {
    const user = await withProfile();
    expect((await setName(user, { name: 'Kept' })).status).toBe(200);
    const response = await setName(user, body);
    expect(response.status).toBe(400);
    const { message } = (await response.json()) as { message: string };
    expect(message).toMatch(/name|uid/);
    expect(message).not.toMatch(/Zod|\[object/);
    expect(await nameOf(user)).toBe('Kept');
  });

  it('changes only the caller’s own name: another person’s stays as it was', async () => {
    const [owner, stranger] = await Promise.all([withProfile(), withProfile()]);
    expect((await setName(owner, { name: 'Owner' })).status).toBe(200);
    const response = await setName(stranger, { name: 'Stranger' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ uid: stranger.uid, name: 'Stranger' });
    expect(await nameOf(owner)).toBe('Owner');
  });

  it('is 401 without a token and 404 before the profile exists', async () => {
    const unsigned = await setName(null, { name: 'Nobody' });
    expect(unsigned.status).toBe(401);
    const user = await signUpTestUser(emulatorHost);
    const noProfile = await setName(user, { name: 'Early' });
    expect(noProfile.status).toBe(404);
    expect(((await noProfile.json()) as { message: string }).message).toMatch(/no Doro profile/);
  });
});

describe('the profile’s email', () => {
  it('follows the email the identity provider holds, read from the verified token', async () => {
    const user = await withProfile();
    // Read once first, so this instance's cache holds the profile with the old email when the new token comes.
    expect(await (await fetch(`${baseUrl}/api/users/me/`, { headers: bearer(user) })).json()).toMatchObject({
      email: user.email,
    });
    const newEmail = `moved-${randomUUID()}@example.com`;
    const update = await fetch(
      `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:update?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken: user.idToken, email: newEmail, returnSecureToken: true }),
      },
    );
    expect(update.status).toBe(200);
    // Changing the email revokes the sessions signed in before it (the emulator keeps the old sign-in time in the
    // token it answers with, so that token is refused once a second has passed): the person signs in again.
    const signIn = await fetch(
      `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: newEmail, password: TEST_USER_PASSWORD, returnSecureToken: true }),
      },
    );
    expect(signIn.status).toBe(200);
    const { idToken } = (await signIn.json()) as { idToken: string };
    const moved: TestUser = { ...user, email: newEmail, idToken };

    const me = await fetch(`${baseUrl}/api/users/me/`, { headers: bearer(moved) });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ uid: user.uid, email: newEmail });
    const again = await fetch(`${baseUrl}/api/users/me/`, { headers: bearer(moved) });
    expect(await again.json()).toMatchObject({ email: newEmail });
  });
});
