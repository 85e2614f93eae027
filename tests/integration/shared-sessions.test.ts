/**
 * The public read of a share link (GET /api/shared-sessions/:token): no sign-in, the summary and the date only,
 * never the transcript; revoked, expired and unknown links are the same 404.
 */
import { Pool } from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { api, chatUser, finishedSession } from './chat-client';
import type { TestUser } from './emulator-users';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');
const database = new Pool({ connectionString: inject('databaseUrl'), max: 2 });
afterAll(() => database.end());

/** Read as a stranger would: no Authorization header at all. */
async function readShared(token: string) {
  const response = await fetch(new URL(`/api/shared-sessions/${encodeURIComponent(token)}`, baseUrl));
  return { status: response.status, text: await response.text(), cacheControl: response.headers.get('cache-control') };
}

async function sharedSession(user: TestUser, text: string) {
  const sessionId = await finishedSession(baseUrl, user, text);
  const share = await api(baseUrl, user, `/sessions/${sessionId}/share`, { method: 'POST', body: {} });
  expect(share.status).toBe(201);
  const url = new URL(share.body.url);
  expect(url.pathname).toMatch(/^\/shared\/[A-Za-z0-9_-]{43}$/);
  return { sessionId, shareId: String(share.body.id), token: url.pathname.split('/').pop() ?? '' };
}

describe('shared session links', () => {
  it('show the summary and the date to anyone with the link, and nothing of the transcript', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const { sessionId, token } = await sharedSession(user, 'My exam went badly today.');
    const shared = await readShared(token);
    expect(shared.status).toBe(200);
    expect(shared.cacheControl).toBe('no-store');
    const body = JSON.parse(shared.text) as Record<string, unknown>;
    expect(Object.keys(body).toSorted()).toEqual(['expires_at', 'started_at', 'summary']);

    const transcript = await api(baseUrl, user, `/sessions/session-transcript/${sessionId}`);
    const reply = (transcript.body.messages as Array<{ role: string; text: string }>).find((m) => m.role === 'doro');
    expect(reply?.text.length).toBeGreaterThan(10);
    expect(shared.text).not.toContain(reply?.text);
    expect(shared.text).not.toContain(sessionId);

    const last = await api(baseUrl, user, '/users/me/last-session');
    expect(body.summary).toBe(last.body.session.summary);
    expect(body.started_at).toBe(last.body.session.started_at);
  });

  it('answers 404 once the link is revoked', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const { sessionId, token } = await sharedSession(user, 'I slept better this week.');
    expect((await readShared(token)).status).toBe(200);
    expect((await api(baseUrl, user, `/sessions/${sessionId}/share`, { method: 'DELETE' })).status).toBe(204);
    const revoked = await readShared(token);
    expect(revoked.status).toBe(404);
    expect(JSON.parse(revoked.text)).toEqual({ message: expect.stringMatching(/expired or been revoked/) });
  });

  it('answers 404 once the link has expired', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const { shareId, token } = await sharedSession(user, 'Work has been calmer lately.');
    expect((await readShared(token)).status).toBe(200);
    await database.query(`update session_shares set expires_at = now() - interval '1 second' where id = $1`, [shareId]);
    expect((await readShared(token)).status).toBe(404);
  });

  it('answers 404 when the session is deleted, and for tokens that never existed', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const { sessionId, token } = await sharedSession(user, 'I called my grandmother.');
    expect((await api(baseUrl, user, `/sessions/${sessionId}/delete`, { method: 'POST' })).status).toBe(204);
    expect((await readShared(token)).status).toBe(404);
    for (const unknown of ['x', 'A'.repeat(43), `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`]) {
      expect((await readShared(unknown)).status).toBe(404);
    }
    expect((await readShared('A'.repeat(200))).status).toBe(400);
  });
});
