/**
 * Express consent (issue 20; PIPEDA): memory across sessions is off until the person turns it on, enforced by the
 * server (nothing is remembered, nothing remembered is used, while off), and turning it off deletes what is
 * remembered. Bad input is refused with a clear 400 and changes nothing.
 */
import { Pool } from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { api, chatUser, finishedSession } from './chat-client';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');
const database = new Pool({ connectionString: inject('databaseUrl'), max: 2 });
afterAll(() => database.end());

const consentPath = '/users/me/privacy-consent';

async function storedMemories(uid: string): Promise<number> {
  const { rows } = await database.query<{ count: string }>(
    'select count(*) from memories m join users u on u.id = m.user_id where u.firebase_uid = $1',
    [uid],
  );
  return Number(rows[0]?.count);
}

describe('memory across sessions', () => {
  it('is off for a new account, and a finished session is then not remembered', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    expect(await api(baseUrl, user, consentPath)).toEqual({
      status: 200,
      body: {
        memory: false,
        memory_consented_at: null,
        outside_model_host: null,
        outside_model: false,
        outside_model_consented_at: null,
      },
    });
    await finishedSession(baseUrl, user, 'My sister and I argued about the holidays.');
    expect(await storedMemories(user.uid)).toBe(0);
    expect((await api(baseUrl, user, '/users/me/memory')).body.items).toEqual([]);
  });

  it('remembers once turned on, and turning it off deletes what was remembered and remembers nothing more', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const before = Date.now();
    const on = await api(baseUrl, user, consentPath, { method: 'PUT', body: { memory: true } });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ memory: true, forgotten: 0 });
    expect(new Date(on.body.memory_consented_at).getTime()).toBeGreaterThanOrEqual(before - 5_000);

    await finishedSession(baseUrl, user, 'I could not sleep before my exam.');
    await finishedSession(baseUrl, user, 'The exam went better than I feared.');
    expect(await storedMemories(user.uid)).toBe(2);

    const off = await api(baseUrl, user, consentPath, { method: 'PUT', body: { memory: false } });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ memory: false, memory_consented_at: null, forgotten: 2 });
    expect(await storedMemories(user.uid)).toBe(0);
    expect((await api(baseUrl, user, '/users/me/memory')).body.items).toEqual([]);

    await finishedSession(baseUrl, user, 'Another day, another worry.');
    expect(await storedMemories(user.uid)).toBe(0);
    expect((await api(baseUrl, user, consentPath)).body).toMatchObject({ memory: false });
  });

  it('refuses bad input with a clear 400 and changes nothing; needs a profile', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    await api(baseUrl, user, consentPath, { method: 'PUT', body: { memory: true } });
    const cases: Array<[unknown, RegExp]> = [
      [{}, /^memory: is required$/],
      [{ memory: 'yes' }, /^memory: /],
      [{ memory: null }, /^memory: /],
      [{ memory: true, extra: 1 }, /unknown field extra/],
    ];
    for (const [body, message] of cases) {
      const answer = await api(baseUrl, user, consentPath, { method: 'PUT', body });
      expect({ status: answer.status, message: answer.body.message }).toEqual({
        status: 400,
        message: expect.stringMatching(message),
      });
    }
    expect((await api(baseUrl, user, consentPath)).body).toMatchObject({ memory: true });

    const { signUpTestUser } = await import('./emulator-users');
    const stranger = await signUpTestUser(emulatorHost);
    expect((await api(baseUrl, stranger, consentPath)).status).toBe(404);
    expect((await api(baseUrl, stranger, consentPath, { method: 'PUT', body: { memory: true } })).status).toBe(404);
  });
});
