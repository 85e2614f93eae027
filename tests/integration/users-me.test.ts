import { describe, expect, inject, it } from 'vitest';
import { bearer, signUpTestUser, type TestUser } from './emulator-users';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');

function createProfile(user: TestUser, body: unknown = { uid: user.uid, email: user.email }) {
  return fetch(`${baseUrl}/api/users/me/`, {
    method: 'POST',
    headers: { ...bearer(user), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('the current user profile', () => {
  it('is 404 with a message until created', async () => {
    const user = await signUpTestUser(emulatorHost);
    const response = await fetch(`${baseUrl}/api/users/me/`, { headers: bearer(user) });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toMatch(/no Doro profile/);
  });

  it('is created by POST (201), read back by GET, snake_case on the wire, and a second POST answers 200', async () => {
    const user = await signUpTestUser(emulatorHost);
    const created = await createProfile(user);
    expect(created.status).toBe(201);
    const createdBody = (await created.json()) as Record<string, unknown>;
    expect(createdBody).toMatchObject({ uid: user.uid, email: user.email, name: null, disclaimer_accepted_at: null });
    expect(typeof createdBody.created_at).toBe('string');
    expect(new Date(createdBody.created_at as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(createdBody).not.toHaveProperty('createdAt');
    expect(createdBody).not.toHaveProperty('disclaimerAcceptedAt');

    const read = await fetch(`${baseUrl}/api/users/me/`, { headers: bearer(user) });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(createdBody);

    const again = await createProfile(user);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(createdBody);

    const name = await fetch(`${baseUrl}/api/users/me/name`, { headers: bearer(user) });
    expect(name.status).toBe(200);
    expect(await name.json()).toEqual({ name: null });
  });

  it('accepts the email in any letter case, as the token holds it lower-cased', async () => {
    const user = await signUpTestUser(emulatorHost);
    const response = await createProfile(user, { uid: user.uid, email: user.email.toUpperCase() });
    expect(response.status).toBe(201);
  });

  it('refuses (403) a uid or an email that is not the token’s, and creates nothing', async () => {
    const user = await signUpTestUser(emulatorHost);
    const other = await signUpTestUser(emulatorHost);
    for (const body of [
      { uid: other.uid, email: user.email },
      { uid: user.uid, email: other.email },
    ]) {
      const response = await createProfile(user, body);
      expect(response.status).toBe(403);
      expect(((await response.json()) as { message: string }).message).toMatch(/signed-in account/);
    }
    const read = await fetch(`${baseUrl}/api/users/me/`, { headers: bearer(user) });
    expect(read.status).toBe(404);
  });

  it('keeps one profile per account when created concurrently', async () => {
    const user = await signUpTestUser(emulatorHost);
    const statuses = (await Promise.all([createProfile(user), createProfile(user), createProfile(user)])).map(
      (response) => response.status,
    );
    expect(statuses.toSorted()).toEqual([200, 200, 201]);
  });

  it('rejects a profile body with a bad email, naming the field', async () => {
    const user = await signUpTestUser(emulatorHost);
    const response = await createProfile(user, { uid: user.uid, email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'email: must be a valid email address' });
  });
});
