/**
 * Issue 5 through the real chat socket: the engine notice, the crisis message before any reply token, the AI
 * disclosure when asked and after every stretch of use (with break reminders under 18), the fallback notice when
 * the model fails (never a hung session), and memory: made at the end of a session, passed to the next one, and
 * shown and forgotten through the API.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ServerMessage } from '../../src/contract/chat-socket';
import { compliantModel } from '../doubles/compliant-model';
import { startOpenAiDouble, type OpenAiDouble } from '../doubles/openai-double';
import { startSideServer } from '../doubles/side-server';
import {
  allowOutsideModel,
  api,
  ChatClient,
  chatUser,
  finishedSession,
  modelUser,
  rememberingUser,
} from './chat-client';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');
const databaseUrl = inject('databaseUrl');

let double: OpenAiDouble;
const servers: Array<{ baseUrl: string; close(): Promise<void> }> = [];
let modelUrl: string;
let remindingUrl: string;

beforeAll(async () => {
  double = await startOpenAiDouble(compliantModel);
  const model = await startSideServer({
    databaseUrl,
    emulatorHost,
    env: {
      ...double.env,
      DORO_AI_TIMEOUT_MS: '500',
      DORO_AI_MAX_RETRIES: '0',
    },
  });
  // A reminder interval of one second of use (0.02 minutes), so the 3-hour rule can be seen working.
  const reminding = await startSideServer({
    databaseUrl,
    emulatorHost,
    env: { DORO_AI_NOTICE_MINUTES: '0.02' },
  });
  servers.push(model, reminding);
  modelUrl = model.baseUrl;
  remindingUrl = reminding.baseUrl;
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await double.close();
});

const types = (messages: ServerMessage[]) => messages.map((message) => message.type);
const kinds = (client: ChatClient) =>
  client.received.flatMap((message) => (message.type === 'notice' ? [message.kind] : []));

describe('notices and the crisis message', () => {
  it('says the offline engine answers, and sends a crisis before the reply of a message at risk', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const client = await ChatClient.connect(baseUrl, user, {
      type: 'start',
      directiveness: 'listen',
      ageBand: '18+',
    });
    expect(await client.next('notice')).toMatchObject({
      kind: 'offline-engine',
      text: expect.stringMatching(/offline engine/),
    });

    let mark = client.received.length;
    client.say('I feel a bit stressed about work.');
    await client.next('replyEnd', { from: mark });
    expect(types(client.received.slice(mark))).not.toContain('crisis');

    mark = client.received.length;
    client.say('I have the pills right here and I am going to take them all tonight.');
    const end = await client.next('replyEnd', { from: mark });
    const turn = client.received.slice(mark);
    const crisis = turn.find((message) => message.type === 'crisis');
    expect(crisis).toMatchObject({ level: 'imminent' });
    expect(types(turn).indexOf('crisis')).toBeLessThan(types(turn).indexOf('replyStart'));
    expect(end.text.indexOf('911')).toBeLessThan(end.text.indexOf('988'));
    await client.close();
  });

  it('discloses that Doro is an AI whenever asked, in English and French', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const client = await ChatClient.connect(baseUrl, user, {
      type: 'start',
      directiveness: 'balanced',
    });
    // The notices said at the start (a place not given gets the notice before first use) come before the greeting.
    await client.waitFor((m): m is ServerMessage => m.type === 'notice' && m.kind === 'greeting');
    for (const question of ['Am I talking to a bot?', 'Es-tu un humain ?']) {
      const mark = client.received.length;
      client.say(question);
      const end = await client.next('replyEnd', { from: mark });
      const notices = client.received
        .slice(mark)
        .filter((message) => message.type === 'notice' && !['offline-engine', 'greeting'].includes(message.kind));
      expect(notices).toEqual([
        expect.objectContaining({
          kind: 'disclosure',
          text: expect.stringMatching(/AI, not a human/),
        }),
      ]);
      expect(end.text).toMatch(/\bAI\b/);
    }
    await client.close();
  });

  it('after each stretch of active use: the disclosure, plus a break reminder for a teen only', async () => {
    const teen = await chatUser(remindingUrl, emulatorHost);
    const adult = await chatUser(remindingUrl, emulatorHost);
    const teenClient = await ChatClient.connect(remindingUrl, teen, {
      type: 'start',
      directiveness: 'listen',
      ageBand: '13-17',
    });
    const adultClient = await ChatClient.connect(remindingUrl, adult, {
      type: 'start',
      directiveness: 'listen',
      ageBand: '18+',
    });
    await teenClient.waitFor((m): m is ServerMessage => m.type === 'notice' && m.kind === 'break-reminder', {
      timeoutMs: 4_000,
    });
    await adultClient.waitFor((m): m is ServerMessage => m.type === 'notice' && m.kind === 'disclosure', {
      timeoutMs: 4_000,
    });
    expect(kinds(teenClient)).toContain('disclosure');
    expect(kinds(adultClient)).not.toContain('break-reminder');
    await teenClient.close();
    await adultClient.close();
  });
});

describe('a configured model', () => {
  it('streams its reply, told the age band; a failing model falls back with a notice and never hangs', async () => {
    const user = await modelUser(modelUrl, emulatorHost);
    const client = await ChatClient.connect(modelUrl, user, {
      type: 'start',
      directiveness: 'guide',
      ageBand: '13-17',
    });
    let mark = client.received.length;
    client.say('School is a lot right now.');
    const streamed = await client.next('replyEnd', { from: mark });
    expect(streamed.text).toMatch(/School is a lot right now/);
    // Only the opening ones (a place not given gets every law's: the notice before first use, the minors' one) and
    // the greeting: no fallback notice.
    expect(client.received.filter((message) => message.type === 'notice').map((notice) => notice.kind)).toEqual([
      'disclosure',
      'minors-notice',
      'greeting',
    ]);
    expect(double.requests.findLast((request) => request.stream)!.messages[0]!.content).toMatch(/13 to 17/);

    double.respondWith(() => ({ kind: 'hang' }));
    try {
      mark = client.received.length;
      const started = Date.now();
      client.say('Are you still there?');
      const fallback = await client.next('replyEnd', {
        from: mark,
        timeoutMs: 5_000,
      });
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(client.received.slice(mark)).toContainEqual(expect.objectContaining({ type: 'notice', kind: 'fallback' }));
      expect(fallback.text.length).toBeGreaterThan(10);
    } finally {
      double.respondWith(compliantModel);
    }
    await client.close();
  });
});

describe('memory', () => {
  it('remembers a finished session, starts the next from it, and forgets on request', async () => {
    const user = await allowOutsideModel(modelUrl, await rememberingUser(modelUrl, emulatorHost));
    const sessionId = await finishedSession(modelUrl, user, 'My sister and I argued about the holidays.');
    const listed = await api(modelUrl, user, '/users/me/memory');
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual([
      expect.objectContaining({
        session_id: sessionId,
        summary: expect.any(String),
        session_started_at: expect.any(String),
      }),
    ]);
    const summary: string = listed.body.items[0].summary;

    const client = await ChatClient.connect(modelUrl, user, {
      type: 'start',
      directiveness: 'listen',
    });
    client.say('Hello again.');
    await client.next('replyEnd');
    expect(double.requests.findLast((request) => request.stream)!.messages[0]!.content).toContain(summary);
    await client.close();

    const other = await chatUser(modelUrl, emulatorHost);
    const memoryId: string = listed.body.items[0].id;
    expect(
      (
        await api(modelUrl, other, `/users/me/memory/${memoryId}`, {
          method: 'DELETE',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api(modelUrl, user, '/users/me/memory/not-a-uuid', {
          method: 'DELETE',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api(modelUrl, user, `/users/me/memory/${memoryId}`, {
          method: 'DELETE',
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await api(modelUrl, user, `/users/me/memory/${memoryId}`, {
          method: 'DELETE',
        })
      ).status,
    ).toBe(404);
    // The session itself stays in the history, with its summary.
    expect((await api(modelUrl, user, '/users/me/prior-sessions')).body.sessions).toContainEqual(
      expect.objectContaining({ id: sessionId }),
    );
  });

  it("takes a memory line corrected in the person's words, and starts the next session from it", async () => {
    const user = await allowOutsideModel(modelUrl, await rememberingUser(modelUrl, emulatorHost));
    await finishedSession(modelUrl, user, 'Work has been a lot this month.');
    const [item] = (await api(modelUrl, user, '/users/me/memory')).body.items;
    const path = `/users/me/memory/${item.id}`;

    // Bad input changes nothing, and says why.
    const empty = await api(modelUrl, user, path, { method: 'PATCH', body: { summary: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('summary: must not be empty');
    expect((await api(modelUrl, user, path, { method: 'PATCH', body: { summary: 'x'.repeat(1001) } })).status).toBe(
      400,
    );
    expect((await api(modelUrl, user, path, { method: 'PATCH', body: {} })).status).toBe(400);
    const other = await chatUser(modelUrl, emulatorHost);
    expect((await api(modelUrl, other, path, { method: 'PATCH', body: { summary: 'Not yours.' } })).status).toBe(404);
    expect((await api(modelUrl, user, '/users/me/memory')).body.items[0].summary).toBe(item.summary);

    const edited = await api(modelUrl, user, path, {
      method: 'PATCH',
      body: { summary: '  I talked about my new job and the long shifts.  ' },
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { id: item.id, summary: 'I talked about my new job and the long shifts.' },
    });
    expect((await api(modelUrl, user, '/users/me/memory')).body.items).toEqual([
      expect.objectContaining({ id: item.id, summary: 'I talked about my new job and the long shifts.' }),
    ]);

    const client = await ChatClient.connect(modelUrl, user, { type: 'start', directiveness: 'listen' });
    client.say('Hello again.');
    await client.next('replyEnd');
    const prompt = double.requests.findLast((request) => request.stream)!.messages[0]!.content;
    expect(prompt).toContain('I talked about my new job and the long shifts.');
    expect(prompt).not.toContain(item.summary);
    await client.close();
  });

  it('forgets everything at once, and answers 404 without a profile', async () => {
    const user = await rememberingUser(baseUrl, emulatorHost);
    await finishedSession(baseUrl, user, 'I could not sleep before my exam.');
    await finishedSession(baseUrl, user, 'The exam went better than I feared.');
    expect((await api(baseUrl, user, '/users/me/memory')).body.items).toHaveLength(2);
    expect(await api(baseUrl, user, '/users/me/memory', { method: 'DELETE' })).toEqual({
      status: 200,
      body: { forgotten: 2 },
    });
    expect((await api(baseUrl, user, '/users/me/memory')).body.items).toEqual([]);

    const { signUpTestUser } = await import('./emulator-users');
    const stranger = await signUpTestUser(emulatorHost);
    expect((await api(baseUrl, stranger, '/users/me/memory')).status).toBe(404);
  });
});
