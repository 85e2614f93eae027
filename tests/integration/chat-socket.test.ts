/**
 * The chat WebSocket against the real server, database and Auth emulator: who may connect, the exactly-once rule
 * across reconnects, replay on resume, streaming, the transcript, and what is stored at rest.
 */
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { CHAT_CLOSE_CODES, type ServerMessage } from '../../src/contract/chat-socket';
import { api, ChatClient, chatUser, rememberingUser } from './chat-client';
import { withPayload } from './emulator-users';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');
const database = new Pool({ connectionString: inject('databaseUrl'), max: 2 });
afterAll(() => database.end());

const types = (messages: ServerMessage[]) => messages.map((message) => message.type);

describe('who may open the chat socket', () => {
  it('refuses an upgrade from another origin, or with no origin', async () => {
    await expect(ChatClient.open(baseUrl, 'https://evil.example')).rejects.toThrow(/upgrade refused: 403/);
    await expect(ChatClient.open(baseUrl, null)).rejects.toThrow(/upgrade refused: 403/);
  });

  it('closes with 4401 when the first message is not auth', async () => {
    const client = await ChatClient.open(baseUrl);
    client.send({ type: 'start', directiveness: 'listen' });
    expect((await client.waitClosed()).code).toBe(CHAT_CLOSE_CODES.unauthenticated);
    expect(client.received).toEqual([expect.objectContaining({ type: 'error', code: 'unauthenticated' })]);
  });

  it('closes with 4401 when no auth comes within 5 seconds', async () => {
    const client = await ChatClient.open(baseUrl);
    const opened = Date.now();
    expect((await client.waitClosed(8_000)).code).toBe(CHAT_CLOSE_CODES.unauthenticated);
    expect(Date.now() - opened).toBeGreaterThanOrEqual(4_500);
  });

  it('closes with 4401 on a forged token', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const client = await ChatClient.open(baseUrl);
    client.send({ type: 'auth', idToken: withPayload(user.idToken, (payload) => ({ ...payload, exp: 1 })) });
    expect((await client.waitClosed()).code).toBe(CHAT_CLOSE_CODES.unauthenticated);
  });

  it('closes with 4401 token-expired when the token expires, unless refreshToken brought a newer one', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    // Emulator tokens are unsigned, so a token that expires in 2 s can be made from a real one.
    const shortLived = () =>
      withPayload(user.idToken, (payload) => ({ ...payload, exp: Math.floor(Date.now() / 1000) + 2 }));

    const expiring = await ChatClient.connect(baseUrl, user, { type: 'start', directiveness: 'listen' });
    expiring.send({ type: 'refreshToken', idToken: shortLived() });
    const closed = await expiring.waitClosed(6_000);
    expect(closed.code).toBe(CHAT_CLOSE_CODES.unauthenticated);
    expect(expiring.received).toContainEqual(expect.objectContaining({ type: 'error', code: 'token-expired' }));

    const refreshed = await ChatClient.open(baseUrl);
    refreshed.send({ type: 'auth', idToken: shortLived() });
    refreshed.send({ type: 'refreshToken', idToken: user.idToken });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    refreshed.send({ type: 'ping' });
    await refreshed.next('pong');
    expect(refreshed.closed).toBeUndefined();
    await refreshed.close();
  });

  it('will not start a session before the disclaimer is accepted', async () => {
    const user = await chatUser(baseUrl, emulatorHost, { acceptDisclaimer: false });
    const client = await ChatClient.open(baseUrl);
    client.send({ type: 'auth', idToken: user.idToken });
    client.send({ type: 'start', directiveness: 'listen' });
    expect(await client.next('error')).toMatchObject({ code: 'disclaimer-required' });
    await client.close();
  });
});

const isGreeting = (message: ServerMessage): message is Extract<ServerMessage, { type: 'notice' }> =>
  message.type === 'notice' && message.kind === 'greeting';

describe('the greeting', () => {
  it('Doro greets first, before the person types, on start and again on resume; the next session starts from memory', async () => {
    // Memory across sessions is off until the person turns it on (consent, issue 20).
    const user = await rememberingUser(baseUrl, emulatorHost);
    const client = await ChatClient.connect(baseUrl, user, { type: 'start', directiveness: 'balanced' });
    const sessionId = (await client.next('ready')).session.id;
    const greeting = await client.waitFor(isGreeting);
    expect(greeting.text).toMatch(/Doro/);
    expect(greeting.text).toMatch(/\bAI\b/);
    expect(greeting.text).toMatch(/\?$/);
    expect(client.received.filter((message) => message.type === 'message' || message.type === 'ack')).toEqual([]);
    client.say('My sister and I argued about the holidays.');
    await client.next('replyEnd');
    client.cut();

    const resumed = await ChatClient.connect(baseUrl, user, { type: 'resume', sessionId, lastSeq: 2 });
    expect(await resumed.waitFor(isGreeting)).toMatchObject({
      text: greeting.text,
    });
    resumed.send({ type: 'end' });
    await resumed.waitClosed();

    const next = await ChatClient.connect(baseUrl, user, { type: 'start', directiveness: 'balanced' });
    const welcomeBack = await next.waitFor(isGreeting);
    expect(welcomeBack.text).toMatch(/Last time we talked about .*your sister/);
    expect(welcomeBack.text).not.toContain('argued about the holidays');
    await next.close();
  });

  it('greets and answers in the language the person chose for the app, until their own words say otherwise', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const chosen = await api(baseUrl, user, '/users/me/locale', { method: 'PUT', body: { locale: 'fr-CA' } });
    expect(chosen.status).toBe(200);
    const client = await ChatClient.connect(baseUrl, user, { type: 'start', directiveness: 'balanced' });
    const greeting = await client.waitFor(isGreeting);
    expect(greeting.text).toMatch(/Doro/);
    expect(greeting.text).toMatch(/\bIA\b/);
    client.say('ok');
    const first = await client.next('replyEnd');
    expect(first.text).toMatch(/[àâçéèêîôû]|\b(?:je|tu|vous|ce|qui)\b/i);
    client.say('actually can we talk in english, work has been a lot');
    const second = await client.next('replyEnd', { from: client.received.indexOf(first) + 1 });
    expect(second.text).toMatch(/\b(?:you|your|the|what)\b/i);
    await client.close();
  });
});

describe('a conversation', () => {
  it('acks a stored message with a seq, streams the reply token by token, and stores it under the next seq', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const client = await ChatClient.connect(baseUrl, user, { type: 'start', directiveness: 'listen' });
    const ready = await client.next('ready');
    expect(ready).toMatchObject({ lastSeq: 0, session: { status: 1 } });
    expect(ready.remainingSeconds).toBeGreaterThan(0);

    const clientId = client.say('I have been feeling lonely since I moved to a new city.');
    expect(await client.next('ack')).toEqual({ type: 'ack', clientId, seq: 1 });
    const end = await client.next('replyEnd');
    const tokens = client.received.filter((message) => message.type === 'replyToken').map((message) => message.token);
    expect(tokens.length).toBeGreaterThan(3);
    expect(end.seq).toBe(2);
    expect(tokens.join('')).toBe(end.text);
    // A reply to what was said, in Doro's words (never a quote of the message).
    expect(end.text).toMatch(/lonely/i);
    expect(end.text).not.toContain('I have been feeling lonely');
    // replyStart comes before the first token, and names the message answered.
    const order = types(client.received);
    expect(order.indexOf('replyStart')).toBeLessThan(order.indexOf('replyToken'));
    expect(await client.next('replyStart')).toMatchObject({ replyTo: 1 });
    await client.close();

    const transcript = await api(baseUrl, user, `/sessions/session-transcript/${ready.session.id}`);
    expect(transcript.status).toBe(200);
    expect(transcript.body.messages).toEqual([
      expect.objectContaining({
        seq: 1,
        role: 'user',
        text: 'I have been feeling lonely since I moved to a new city.',
      }),
      expect.objectContaining({ seq: 2, role: 'doro', text: end.text }),
    ]);
  });

  it('stores only ciphertext: neither what the user wrote nor the reply appears in the database', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const client = await ChatClient.connect(baseUrl, user, { type: 'start', directiveness: 'listen' });
    const sessionId = (await client.next('ready')).session.id;
    const secret = `my secret worry ${randomUUID()}`;
    client.say(secret);
    await client.next('replyEnd');
    await client.close();

    const { rows } = await database.query<{ text_ciphertext: Buffer }>(
      'select text_ciphertext from chat_messages where session_id = $1',
      [sessionId],
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.text_ciphertext.includes(Buffer.from(secret))).toBe(false);
      expect(row.text_ciphertext.includes(Buffer.from('my secret worry'))).toBe(false);
    }
  });

  it('resending the same clientId after a reconnect is acked with the first seq and stored once', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const first = await ChatClient.connect(baseUrl, user, { type: 'start', directiveness: 'balanced' });
    const sessionId = (await first.next('ready')).session.id;
    const clientId = first.say('Exams are stressing me out.');
    const ack = await first.next('ack');
    await first.next('replyEnd');
    // The ack was lost with the connection, as far as the client knows: it resumes and resends.
    first.cut();

    const second = await ChatClient.connect(baseUrl, user, { type: 'resume', sessionId, lastSeq: 0 });
    second.say('Exams are stressing me out.', clientId);
    expect(await second.next('ack')).toEqual({ type: 'ack', clientId, seq: ack.seq });
    // No second reply: give the server time to (wrongly) make one.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(types(second.received)).not.toContain('replyStart');
    await second.close();

    const transcript = await api(baseUrl, user, `/sessions/session-transcript/${sessionId}`);
    expect(
      transcript.body.messages.map((message: { seq: number; role: string }) => [message.seq, message.role]),
    ).toEqual([
      [1, 'user'],
      [2, 'doro'],
    ]);
  });

  it('resume replays only the messages after lastSeq, in order, then carries on', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const first = await ChatClient.connect(baseUrl, user, { type: 'start', directiveness: 'listen' });
    const sessionId = (await first.next('ready')).session.id;
    first.say('First thing.');
    await first.next('replyEnd');
    const mark = first.received.length;
    first.say('Second thing.');
    const secondReply = await first.next('replyEnd', { from: mark });
    await first.close();

    const resumed = await ChatClient.connect(baseUrl, user, { type: 'resume', sessionId, lastSeq: 2 });
    expect(await resumed.next('ready')).toMatchObject({ lastSeq: 4, session: { id: sessionId, status: 1 } });
    await resumed.waitFor((message): message is ServerMessage => message.type === 'message' && message.seq === 4);
    const replayed = resumed.received.filter((message) => message.type === 'message');
    expect(replayed).toEqual([
      expect.objectContaining({ seq: 3, role: 'user', text: 'Second thing.' }),
      expect.objectContaining({ seq: 4, role: 'doro', text: secondReply.text }),
    ]);
    resumed.say('Third thing.');
    expect(await resumed.next('ack')).toMatchObject({ seq: 5 });
    expect(await resumed.next('replyEnd')).toMatchObject({ seq: 6 });
    await resumed.close();
  });

  it('a reply cut off by a dropped connection is still stored and comes back on resume', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const first = await ChatClient.connect(baseUrl, user, { type: 'start', directiveness: 'guide' });
    const sessionId = (await first.next('ready')).session.id;
    first.say('I keep putting off my assignments and I feel awful about it.');
    await first.next('replyToken');
    first.cut();

    // Wait until the server has stored the reply, then resume after the user message.
    await expect
      .poll(async () => (await api(baseUrl, user, `/sessions/session-transcript/${sessionId}`)).body.messages.length, {
        timeout: 5_000,
      })
      .toBe(2);
    const stored = (await api(baseUrl, user, `/sessions/session-transcript/${sessionId}`)).body.messages[1];
    const resumed = await ChatClient.connect(baseUrl, user, { type: 'resume', sessionId, lastSeq: 1 });
    const replayed = await resumed.next('message');
    expect(replayed).toMatchObject({ seq: 2, role: 'doro' });
    // The whole reply, as stored, though the connection dropped after its first token.
    expect(replayed.text.length).toBeGreaterThan(20);
    expect(replayed.text).toBe(stored.text);
    await resumed.close();
  });

  it('a dropped connection pauses the session (5); ending it goes 6 then 2 with a summary', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const first = await ChatClient.connect(baseUrl, user, { type: 'start', directiveness: 'listen' });
    const sessionId = (await first.next('ready')).session.id;
    first.say('Work has been overwhelming lately.');
    await first.next('replyEnd');
    first.cut();
    await expect
      .poll(async () => (await api(baseUrl, user, '/users/me/last-session')).body.session.status, { timeout: 5_000 })
      .toBe(5);

    const resumed = await ChatClient.connect(baseUrl, user, { type: 'resume', sessionId, lastSeq: 2 });
    expect((await api(baseUrl, user, '/users/me/last-session')).body.session.status).toBe(1);
    resumed.send({ type: 'end' });
    const closed = await resumed.waitClosed();
    expect(closed.code).toBe(CHAT_CLOSE_CODES.normal);
    const statuses = resumed.received.flatMap((message) => (message.type === 'status' ? [message.status] : []));
    expect(statuses).toEqual([6, 2]);

    const last = await api(baseUrl, user, '/users/me/last-session');
    expect(last.body.session).toMatchObject({ id: sessionId, status: 2 });
    // The summary names the theme, in its own words, never quoting the person.
    expect(last.body.session.summary).toContain('work stress');
    expect(last.body.session.summary).not.toContain('Work has been overwhelming lately.');
    expect(last.body.session.endedAt).not.toBeNull();
    const prior = await api(baseUrl, user, '/users/me/prior-sessions');
    expect(prior.body.sessions).toEqual([
      expect.objectContaining({ id: sessionId, summary: last.body.session.summary }),
    ]);

    // A finished session takes no more messages.
    const again = await ChatClient.open(baseUrl);
    again.send({ type: 'auth', idToken: user.idToken });
    again.send({ type: 'resume', sessionId, lastSeq: 0 });
    expect(await again.next('error')).toMatchObject({ code: 'session-closed' });
    await again.close();
  });

  it('answers a bad message with a clear error and keeps the connection', async () => {
    const user = await chatUser(baseUrl, emulatorHost);
    const client = await ChatClient.connect(baseUrl, user, { type: 'start', directiveness: 'listen' });
    client.sendRaw('{"type":"user_message"}');
    expect(await client.next('error')).toMatchObject({ code: 'bad-message' });
    const mark = client.received.length;
    client.say('   ');
    expect(await client.next('error', { from: mark })).toMatchObject({
      code: 'bad-message',
      message: expect.stringMatching(/empty/),
    });
    client.send({ type: 'ping' });
    await client.next('pong');
    await client.close();
  });
});
