/**
 * The server's clock rules the minutes: a session ends (6 then 2) when its time is used, and silence pauses it.
 * These run their own app beside the shared server, on the same database, with limits of a few seconds.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../server/db/database';
import { CHAT_CLOSE_CODES, type ServerMessage } from '../../src/contract/chat-socket';
import { api, ChatClient, chatUser } from './chat-client';
import { sideServers } from './side-server';

const emulatorHost = inject('emulatorHost');
let database: DatabaseHandle;
const servers = sideServers(() => database, emulatorHost);
const serverWith = (env: Record<string, string>) => servers.start({ DORO_REPLY_TOKEN_DELAY_MS: '0', ...env });

beforeAll(() => {
  database = connectDatabase(inject('databaseUrl'), () => {});
});
afterAll(async () => {
  await servers.close();
  await database.close();
});

const statuses = (messages: ServerMessage[]) =>
  messages.flatMap((message) => (message.type === 'status' ? [[message.status, message.reason]] : []));

describe('minutes', () => {
  it('a plan of 3 seconds: the session ends by itself, 6 then 2, and no minutes remain', async () => {
    const baseUrl = await serverWith({ DORO_FREE_MINUTES_PER_MONTH: '0.05' });
    const user = await chatUser(baseUrl, emulatorHost);
    expect((await api(baseUrl, user, '/users/me/remaining-minutes')).body).toEqual({
      remaining_minutes: 0,
      remaining_seconds: 3,
    });
    const client = await ChatClient.connect(baseUrl, user, { type: 'start', directiveness: 'listen' });
    const ready = await client.next('ready');
    expect(ready.remainingSeconds).toBeLessThanOrEqual(3);
    client.say('Just a quick hello.');
    await client.next('replyEnd');

    expect((await client.waitClosed(8_000)).code).toBe(CHAT_CLOSE_CODES.normal);
    expect(statuses(client.received)).toEqual([
      [6, 'minutes-ended'],
      [2, 'summarised'],
    ]);
    expect(client.received).toContainEqual({ type: 'minutes', remainingSeconds: 0 });
    expect((await api(baseUrl, user, '/users/me/remaining-minutes')).body).toEqual({
      remaining_minutes: 0,
      remaining_seconds: 0,
    });
    const last = await api(baseUrl, user, '/users/me/last-session');
    expect(last.body.session).toMatchObject({ id: ready.session.id, status: 2 });

    const again = await ChatClient.open(baseUrl);
    again.send({ type: 'auth', idToken: user.idToken });
    again.send({ type: 'start', directiveness: 'listen' });
    expect(await again.next('error')).toMatchObject({ code: 'no-minutes' });
    await again.close();
  });

  it('silence pauses the session (5) and stops the clock; the next message makes it active again', async () => {
    const baseUrl = await serverWith({ DORO_CHAT_IDLE_MINUTES: '0.02' });
    const user = await chatUser(baseUrl, emulatorHost);
    const client = await ChatClient.connect(baseUrl, user, { type: 'start', directiveness: 'listen' });
    await client.next('status', { timeoutMs: 4_000 });
    expect(statuses(client.received)).toEqual([[5, 'idle']]);
    expect((await api(baseUrl, user, '/users/me/last-session')).body.session.status).toBe(5);

    // Paused means not charged: the remaining minutes stay put while nothing happens.
    const pausedAt = (await api(baseUrl, user, '/users/me/remaining-minutes')).body.remaining_seconds;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await api(baseUrl, user, '/users/me/remaining-minutes')).body.remaining_seconds).toBe(pausedAt);

    const mark = client.received.length;
    client.say('Sorry, I was away.');
    expect(await client.next('status', { from: mark })).toMatchObject({ status: 1, reason: 'resumed' });
    expect(await client.next('ack', { from: mark })).toMatchObject({ seq: 1 });
    await client.next('replyEnd', { from: mark });
    await client.close();
  });

  it('a session left by a disconnect is paused and can be resumed', async () => {
    const baseUrl = await serverWith({});
    const user = await chatUser(baseUrl, emulatorHost);
    const client = await ChatClient.connect(baseUrl, user, { type: 'start', directiveness: 'listen' });
    const sessionId = (await client.next('ready')).session.id;
    client.cut();
    await expect
      .poll(async () => (await api(baseUrl, user, '/users/me/last-session')).body.session.status, { timeout: 5_000 })
      .toBe(5);
    const resumed = await ChatClient.connect(baseUrl, user, { type: 'resume', sessionId, lastSeq: 0 });
    expect(await resumed.next('ready')).toMatchObject({ session: { id: sessionId, status: 1 } });
    await resumed.close();
  });
});
