/**
 * The crisis interruption over the socket (issue 20; Oregon SB 1546 from 2027-01-01, server/law/table.ts): an urgent
 * or imminent crisis stops the reply being written, pauses the conversation with the referral, and every message is
 * refused (with its client id, nothing stored) until the person chooses to go on; the pause holds across a
 * reconnect. A server of this test's own, in this process, reads the law at 2027-01-02 (DORO_TEST_LAW_DATE), with
 * replies paced so one is still being written when the crisis comes; the shared server reads it today.
 */
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ServerMessage } from '../../src/contract/chat-socket';
import { startSideServer } from '../doubles/side-server';
import { api, ChatClient, chatUser } from './chat-client';
import type { TestUser } from './emulator-users';

const emulatorHost = inject('emulatorHost');
const database = new Pool({ connectionString: inject('databaseUrl'), max: 2 });

const imminent = "I have the pills right here and I'm going to take them all tonight";
const replyish = (message: ServerMessage) => ['replyStart', 'replyToken', 'replyEnd'].includes(message.type);

let server2027: { baseUrl: string; close(): Promise<void> };
beforeAll(async () => {
  process.env.DORO_TEST_LAW_DATE = '2027-01-02T00:00:00Z';
  server2027 = await startSideServer({
    databaseUrl: inject('databaseUrl'),
    emulatorHost,
    env: { DORO_REPLY_TOKEN_DELAY_MS: '60' },
  });
});
afterAll(async () => {
  delete process.env.DORO_TEST_LAW_DATE;
  await server2027.close();
  await database.end();
});

async function livingIn(baseUrl: string, region: string): Promise<TestUser> {
  const user = await chatUser(baseUrl, emulatorHost);
  await database.query(`update users set country = 'US', region = $2 where firebase_uid = $1`, [user.uid, region]);
  return user;
}

const storedMessages = async (sessionId: string) =>
  (
    await database.query<{ seq: number; role: string; reply_to: number | null; client_id: string | null }>(
      'select seq, role, reply_to, client_id from chat_messages where session_id = $1 order by seq',
      [sessionId],
    )
  ).rows;

describe('the crisis pause, in Oregon from 2027-01-01', () => {
  it('stops the reply being written, refuses messages until the person goes on, and holds across a reconnect', async () => {
    const user = await livingIn(server2027.baseUrl, 'OR');
    const client = await ChatClient.connect(server2027.baseUrl, user, { type: 'start', directiveness: 'listen' });
    const sessionId = (await client.next('ready')).session.id;

    // A reply is being written...
    client.say('Work was long today and I keep going over what my boss said to me in that meeting.');
    await client.next('replyToken');
    // ...when the crisis comes.
    const crisisAt = client.received.length;
    client.say(imminent);
    const pause = await client.next('crisisPause', { from: crisisAt });
    expect(pause).toMatchObject({ seq: 2, level: 'imminent' });
    expect(pause.lines.map((line) => line.call ?? line.url)).toEqual(['911', '988']);
    const after = client.received.slice(crisisAt);
    expect(after.findIndex((message) => message.type === 'crisis')).toBeLessThan(
      after.findIndex((message) => message.type === 'crisisPause'),
    );

    // A message now is refused, named by its client id, and not stored.
    const refusedId = randomUUID();
    client.say('Are you still there?', refusedId);
    const refused = await client.next('error', { from: crisisAt });
    expect(refused).toMatchObject({ code: 'crisis-paused', clientId: refusedId });
    // No word of Doro's after the card: the reply being written stopped and none was stored (given the time a
    // reply going on would take to show).
    await new Promise((resolve) => setTimeout(resolve, 500));
    const cardAt = client.received.findIndex((message, index) => index >= crisisAt && message.type === 'crisis');
    expect(client.received.slice(cardAt).filter(replyish)).toEqual([]);
    expect((await storedMessages(sessionId)).map((row) => row.role)).toEqual(['user', 'user']);
    const { rows: pauses } = await database.query(
      'select seq, level, went_on_at from crisis_pauses where session_id = $1',
      [sessionId],
    );
    expect(pauses).toEqual([{ seq: 2, level: 'imminent', went_on_at: null }]);

    // A reload: the pause is said again after the replay, and still refuses messages.
    await client.close();
    const again = await ChatClient.connect(server2027.baseUrl, user, { type: 'resume', sessionId, lastSeq: 0 });
    expect(await again.next('crisisPause')).toMatchObject({ seq: 2, level: 'imminent' });
    const stillId = again.say('Can we talk about something else?');
    expect(await again.next('error')).toMatchObject({ code: 'crisis-paused', clientId: stillId });
    expect(again.received.filter(replyish)).toEqual([]);

    // Going on from a pause that does not hold is refused and changes nothing.
    const wrongAt = again.received.length;
    again.send({ type: 'continueAfterCrisis', seq: 1 });
    expect(await again.next('error', { from: wrongAt })).toMatchObject({ code: 'out-of-order' });

    // The person chooses to go on: the replies left unwritten come, in order, and messages are taken again.
    const goOnAt = again.received.length;
    again.send({ type: 'continueAfterCrisis', seq: 2 });
    expect(await again.next('crisisPauseEnded', { from: goOnAt })).toEqual({ type: 'crisisPauseEnded', seq: 2 });
    const repliesSince = () => again.received.slice(goOnAt).filter((message) => message.type === 'replyEnd').length;
    await again.waitFor((message): message is ServerMessage => message.type === 'replyEnd' && repliesSince() === 2, {
      from: goOnAt,
      timeoutMs: 20_000,
    });
    const rows = await storedMessages(sessionId);
    expect(rows.filter((row) => row.role === 'doro').map((row) => row.reply_to)).toEqual([1, 2]);
    // The crisis card was shown once, when the pause began: not again with the reply after it.
    expect(again.received.slice(goOnAt).filter((message) => message.type === 'crisis')).toEqual([]);
    const sentAgain = again.say('Are you still there?', refusedId);
    expect(await again.next('ack', { from: goOnAt })).toMatchObject({ clientId: sentAgain });
    const { rows: wentOn } = await database.query(
      'select went_on_at is not null as went_on from crisis_pauses where session_id = $1',
      [sessionId],
    );
    expect(wentOn).toEqual([{ went_on: true }]);
    // In the person's data export: when and how urgent, never the words.
    const exported = await api(server2027.baseUrl, user, '/users/me/export');
    expect(exported.body.tables.crisis_pauses).toEqual([
      expect.objectContaining({ session_id: sessionId, seq: 2, level: 'imminent' }),
    ]);
    expect(Object.keys(exported.body.tables.crisis_pauses[0]).toSorted()).toEqual([
      'level',
      'paused_at',
      'seq',
      'session_id',
      'user_id',
      'went_on_at',
    ]);
    await again.close();
  }, 40_000);

  it('does not pause in New York, nor in Oregon before 2027: the card shows and the reply comes', async () => {
    for (const [baseUrl, region] of [
      [server2027.baseUrl, 'NY'],
      [inject('baseUrl'), 'OR'],
    ] as const) {
      const user = await livingIn(baseUrl, region);
      const client = await ChatClient.connect(baseUrl, user, { type: 'start', directiveness: 'listen' });
      client.say(imminent);
      await client.next('crisis');
      await client.next('replyEnd', { timeoutMs: 20_000 });
      expect(client.received.some((message) => message.type === 'crisisPause')).toBe(false);
      await client.close();
    }
  }, 40_000);

  it('the test-only law date refuses a date it cannot read, and changes nothing', async () => {
    const response = await fetch(new URL('/api/test-only/law-date', inject('baseUrl')), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ at: 'next year' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/ISO date/);
  });
});
