/** The REST side of chat sessions: ownership (404 for anyone else), share links, feedback, delete, allowances. */
import { Pool } from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DISCLAIMER_VERSION } from '../../src/contract/users';
import { api, ChatClient, chatUser, finishedSession as finishedSessionOf } from './chat-client';
import type { TestUser } from './emulator-users';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');
const database = new Pool({ connectionString: inject('databaseUrl'), max: 2 });
afterAll(() => database.end());

const finishedSession = (user: TestUser, text?: string) => finishedSessionOf(baseUrl, user, text);

describe('session routes', () => {
  it('another user gets 404 for the transcript, delete, share, revoke and feedback, and nothing changes', async () => {
    const owner = await chatUser(baseUrl, emulatorHost);
    const stranger = await chatUser(baseUrl, emulatorHost);
    const sessionId = await finishedSession(owner);

    expect((await api(baseUrl, stranger, `/sessions/session-transcript/${sessionId}`)).status).toBe(404);
    expect((await api(baseUrl, stranger, `/sessions/${sessionId}/delete`, { method: 'POST' })).status).toBe(404);
    expect((await api(baseUrl, stranger, `/sessions/${sessionId}/share`, { method: 'POST', body: {} })).status).toBe(
      404,
    );
    expect((await api(baseUrl, stranger, `/sessions/${sessionId}/share`, { method: 'DELETE' })).status).toBe(404);
    expect(
      (await api(baseUrl, stranger, `/sessions/${sessionId}/feedback`, { method: 'POST', body: { rating: 1 } })).status,
    ).toBe(404);
    const unknown = await api(baseUrl, stranger, `/sessions/session-transcript/${crypto.randomUUID()}`);
    expect(unknown).toEqual({ status: 404, body: { message: 'That session was not found.' } });

    const transcript = await api(baseUrl, owner, `/sessions/session-transcript/${sessionId}`);
    expect(transcript.body.messages).toHaveLength(2);
    const { rows } = await database.query('select 1 from session_shares where session_id = $1', [sessionId]);
    expect(rows).toHaveLength(0);
  });

  it('share links: summary only, expiring, stored as a hash, revocable; 409 before the session has a summary', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const sessionId = await finishedSession(user);
    const share = await api(baseUrl, user, `/sessions/${sessionId}/share`, {
      method: 'POST',
      body: { expires_in_days: 2 },
    });
    expect(share.status).toBe(201);
    const token = String(share.body.url).split('/').pop() ?? '';
    expect(token.length).toBeGreaterThan(40);
    const expiresInDays = (Date.parse(share.body.expires_at) - Date.parse(share.body.created_at)) / 86_400_000;
    expect(expiresInDays).toBeCloseTo(2, 5);
    const stored = await database.query<{ token_hash: Buffer }>('select token_hash from session_shares where id = $1', [
      share.body.id,
    ]);
    expect(stored.rows[0]?.token_hash.toString('base64url')).not.toBe(token);

    expect((await api(baseUrl, user, `/sessions/${sessionId}/share`, { method: 'DELETE' })).status).toBe(204);
    const revoked = await database.query('select revoked_at from session_shares where session_id = $1', [sessionId]);
    expect(revoked.rows.every((row) => row.revoked_at !== null)).toBe(true);

    const open = await ChatClient.connect(baseUrl, user, { type: 'start', directiveness: 'listen' });
    const openId = (await open.next('ready')).session.id;
    expect((await api(baseUrl, user, `/sessions/${openId}/share`, { method: 'POST', body: {} })).status).toBe(409);
    await open.close();
  });

  it('feedback is set and replaced; its comment is stored encrypted', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const sessionId = await finishedSession(user);
    const first = await api(baseUrl, user, `/sessions/${sessionId}/feedback`, {
      method: 'POST',
      body: { rating: 4, comment: 'Helpful reflections' },
    });
    expect(first).toMatchObject({ status: 200, body: { rating: 4, comment: 'Helpful reflections' } });
    const second = await api(baseUrl, user, `/sessions/${sessionId}/feedback`, { method: 'POST', body: { rating: 5 } });
    expect(second.body).toMatchObject({ rating: 5, comment: null });
    const { rows } = await database.query(
      'select rating, comment_ciphertext from session_feedback where session_id = $1',
      [sessionId],
    );
    expect(rows).toEqual([{ rating: 5, comment_ciphertext: null }]);
    expect(
      (await api(baseUrl, user, `/sessions/${sessionId}/feedback`, { method: 'POST', body: { rating: 9 } })).status,
    ).toBe(400);
  });

  it('delete removes the session and its messages; the minutes used stay used', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const before = await api(baseUrl, user, '/users/me/remaining-sessions');
    const sessionId = await finishedSession(user);
    expect((await api(baseUrl, user, `/sessions/${sessionId}/delete`, { method: 'POST' })).status).toBe(204);
    expect((await api(baseUrl, user, `/sessions/session-transcript/${sessionId}`)).status).toBe(404);
    const { rows } = await database.query('select 1 from chat_messages where session_id = $1', [sessionId]);
    expect(rows).toHaveLength(0);
    expect((await api(baseUrl, user, '/users/me/last-session')).body).toEqual({ session: null });
    const after = await api(baseUrl, user, '/users/me/remaining-sessions');
    expect(after.body.remaining_sessions).toBe(before.body.remaining_sessions - 1);
  });

  it('remaining minutes and sessions start at the free allowance; last session is null for a new user', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    expect(await api(baseUrl, user, '/users/me/remaining-minutes')).toEqual({
      status: 200,
      body: { remaining_minutes: 120, remaining_seconds: 7200 },
    });
    expect((await api(baseUrl, user, '/users/me/remaining-sessions')).body).toEqual({ remaining_sessions: 4 });
    expect((await api(baseUrl, user, '/users/me/last-session')).body).toEqual({ session: null });
    expect((await api(baseUrl, user, '/users/me/prior-sessions')).body).toEqual({ sessions: [] });
  });

  it('accept-disclaimer records the date once and refuses an outdated version', async () => {
    const user = await chatUser(baseUrl, emulatorHost, { acceptDisclaimer: false });
    expect(
      (await api(baseUrl, user, '/users/me/accept-disclaimer', { method: 'POST', body: { version: '2020-01-01' } }))
        .status,
    ).toBe(400);
    const first = await api(baseUrl, user, '/users/me/accept-disclaimer', {
      method: 'POST',
      body: { version: DISCLAIMER_VERSION },
    });
    expect(first.status).toBe(200);
    expect(first.body.disclaimer_accepted_at).toEqual(expect.any(String));
    const again = await api(baseUrl, user, '/users/me/accept-disclaimer', {
      method: 'POST',
      body: { version: DISCLAIMER_VERSION },
    });
    expect(again.body.disclaimer_accepted_at).toBe(first.body.disclaimer_accepted_at);
  });
});
