/**
 * The crisis card keeps its place in the conversation: the safety layer's level and categories are stored with the
 * user message they were seen in (no words repeated), the live `crisis` message names that message and still comes
 * before the reply starts, and the stored crisis comes back with the message on resume, in the transcript and in the
 * data export. A resumed session stays careful.
 */
import { Pool } from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { ServerMessage } from '../../src/contract/chat-socket';
import { api, ChatClient, chatUser } from './chat-client';
import type { TestUser } from './emulator-users';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');
const database = new Pool({ connectionString: inject('databaseUrl'), max: 2 });
afterAll(() => database.end());

const calm = 'Work was long today and I am tired.';
const atRisk = "I have the pills right here and I'm going to take them all tonight";

type Crisis = Extract<ServerMessage, { type: 'crisis' }>;

/** A session with a calm message, a message at risk, and their replies; the socket still open. */
async function sessionWithCrisis(user: TestUser) {
  const client = await ChatClient.connect(baseUrl, user, { type: 'start', directiveness: 'listen' });
  const sessionId = (await client.next('ready')).session.id;
  client.say(calm);
  await client.next('replyEnd');
  const mark = client.received.length;
  client.say(atRisk);
  const ack = await client.next('ack', { from: mark });
  const crisis = await client.next('crisis', { from: mark });
  await client.next('replyEnd', { from: mark });
  const turn = client.received.slice(mark).map((message) => message.type);
  return { client, sessionId, ack, crisis, turn };
}

/** Resumes the session from the start after the socket went away, and collects the replayed messages. */
async function replay(user: TestUser, client: ChatClient, sessionId: string) {
  await client.close();
  await expect.poll(async () => (await api(baseUrl, user, '/users/me/last-session')).body.session?.status).toBe(5);
  const resumed = await ChatClient.connect(baseUrl, user, { type: 'resume', sessionId, lastSeq: 0 });
  type Stored = Extract<ServerMessage, { type: 'message' }>;
  await resumed.waitFor((message): message is Stored => message.type === 'message' && message.seq === 4);
  return resumed;
}

const expectedCrisis = (crisis: Crisis) => ({ level: crisis.level, categories: crisis.categories });

describe('the crisis card in the history', () => {
  it('is sent naming its user message, before the reply starts, and stored with it: level and categories', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const { client, sessionId, ack, crisis, turn } = await sessionWithCrisis(user);
    expect(ack.seq).toBe(3);
    expect(crisis.seq).toBe(3);
    expect(turn.indexOf('crisis')).toBeGreaterThan(turn.indexOf('ack'));
    expect(turn.indexOf('crisis')).toBeLessThan(turn.indexOf('replyStart'));
    await client.close();

    const { rows } = await database.query<{ seq: number; crisis_level: string | null; crisis_categories: unknown }>(
      'select seq, role, crisis_level, crisis_categories from chat_messages where session_id = $1 order by seq',
      [sessionId],
    );
    expect(rows).toEqual([
      { seq: 1, role: 'user', crisis_level: null, crisis_categories: null },
      { seq: 2, role: 'doro', crisis_level: null, crisis_categories: null },
      { seq: 3, role: 'user', crisis_level: crisis.level, crisis_categories: crisis.categories },
      { seq: 4, role: 'doro', crisis_level: null, crisis_categories: null },
    ]);
    // No text of the message beside its ciphertext: the crisis columns are all the table gained.
    const { rows: columns } = await database.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = current_schema() and table_name = 'chat_messages' order by column_name`,
    );
    expect(columns.map((column) => column.column_name)).toEqual([
      'client_id',
      'created_at',
      'crisis_categories',
      'crisis_level',
      'reply_to',
      'role',
      'seq',
      'session_id',
      'text_ciphertext',
    ]);
  });

  it('comes back with its message on resume, in the transcript and in the data export', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const { client, sessionId, crisis } = await sessionWithCrisis(user);
    const resumed = await replay(user, client, sessionId);
    const replayed = resumed.received.filter((message) => message.type === 'message');
    expect(replayed.map((message) => [message.seq, message.role, message.crisis])).toEqual([
      [1, 'user', undefined],
      [2, 'doro', undefined],
      [3, 'user', expectedCrisis(crisis)],
      [4, 'doro', undefined],
    ]);
    await resumed.close();

    const transcript = await api(baseUrl, user, `/sessions/session-transcript/${sessionId}`);
    expect(transcript.status).toBe(200);
    const lines = transcript.body.messages as Array<{ seq: number; text: string; crisis?: unknown }>;
    expect(lines.map((line) => [line.seq, line.crisis])).toEqual([
      [1, undefined],
      [2, undefined],
      [3, expectedCrisis(crisis)],
      [4, undefined],
    ]);
    expect(lines[2]!.text).toBe(atRisk);

    const exported = await api(baseUrl, user, '/users/me/export');
    type ExportedSession = { id: string; transcript: Array<{ seq: number; crisis: unknown }> };
    const sessions = exported.body.sessions as ExportedSession[];
    const session = sessions.find((candidate) => candidate.id === sessionId);
    expect(session?.transcript.map((line) => [line.seq, line.crisis])).toEqual([
      [1, null],
      [2, null],
      [3, expectedCrisis(crisis)],
      [4, null],
    ]);
  });

  it('keeps a resumed session careful: Doro still checks in on safety after the crisis', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const { client, sessionId } = await sessionWithCrisis(user);
    const resumed = await replay(user, client, sessionId);
    const mark = resumed.received.length;
    const replies = [];
    for (const text of ['I made some tea and sat by the window.', 'The rain stopped a little while ago.']) {
      const from = resumed.received.length;
      resumed.say(text);
      replies.push((await resumed.next('replyEnd', { from })).text);
    }
    // Neither message is a crisis of its own: the check-in comes from the one stored before the resume.
    expect(resumed.received.slice(mark).some((message) => message.type === 'crisis')).toBe(false);
    expect(replies.some((text) => /safe/.test(text) && /988/.test(text))).toBe(true);
    await resumed.close();
  });
});
