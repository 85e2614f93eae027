/**
 * Two sockets resuming one session at the same moment, as two tabs do when they reconnect after a drop (issue 19
 * item 1). Whatever the race, exactly one socket is left live: every other one is closed with 4409 (replaced) and
 * words saying why, and the conversation goes on, unsplit, on the one left. Tried many times, on one instance and on
 * two instances sharing the database (the chat bus over PostgreSQL), since a race lost only sometimes is still lost.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../../server/app';
import { createFirebaseVerifier } from '../../../server/auth/firebase-verifier';
import { loadConfig } from '../../../server/config';
import { connectDatabase, type DatabaseHandle } from '../../../server/db/database';
import { CHAT_CLOSE_CODES } from '../../../src/contract/chat-socket';
import { api, ChatClient, chatUser } from '../chat-client';
import type { TestUser } from '../emulator-users';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');
const databaseUrl = inject('databaseUrl');
const tries = 20;

type Turn = { seq: number; role: 'user' | 'doro'; text: string };

/** Opens a socket and signs it in, so that only the resume is left to race. */
async function signedIn(url: string, user: TestUser) {
  const client = await ChatClient.open(url);
  client.send({ type: 'auth', idToken: user.idToken });
  client.send({ type: 'ping' });
  await client.next('pong');
  return client;
}

/** Resolves once the client has its `ready` or its socket has closed, whichever comes first. */
async function readyOrClosed(client: ChatClient) {
  await client.next('ready', { timeoutMs: 10_000 }).catch(() => {
    if (!client.closed) throw new Error(`neither ready nor closed: ${JSON.stringify(client.received)}`);
  });
}

/**
 * Two signed-in sockets (on `urls[0]` and `urls[1]`) send resume in the same tick. Returns the one left live once
 * the dust settles, after checking that the other was closed as replaced.
 */
async function race(urls: [string, string], user: TestUser, sessionId: string, lastSeq: number) {
  const clients = await Promise.all(urls.map((url) => signedIn(url, user)));
  for (const client of clients) client.send({ type: 'resume', sessionId, lastSeq });
  await Promise.all(clients.map(readyOrClosed));
  // The loser's close may follow its ready by a moment (a bus event from the other instance): wait for it, then a
  // little longer, so that a second close (none left) would be seen too.
  await expect.poll(() => clients.filter((client) => !client.closed).length, { timeout: 5_000 }).toBeLessThanOrEqual(1);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const open = clients.filter((client) => !client.closed);
  expect(open, 'exactly one socket is left live').toHaveLength(1);
  const [closed] = clients.filter((client) => client.closed);
  expect(closed?.closed).toEqual({
    code: CHAT_CLOSE_CODES.replaced,
    reason: expect.stringMatching(/opened somewhere else/),
  });
  return { live: open[0] as ChatClient, replaced: closed as ChatClient };
}

/**
 * Races `tries` times over one session (the live socket of each try is closed before the next, a drop), writing a
 * message on the socket left each time: it is acked and answered there, and nothing reaches the replaced one.
 * Returns what was written and the stored conversation.
 */
async function raceRepeatedly(urls: [string, string]) {
  const user = await chatUser(urls[0], emulatorHost);
  const first = await ChatClient.connect(urls[0], user, { type: 'start', directiveness: 'listen' });
  const sessionId = (await first.next('ready')).session.id;
  first.cut();
  await expect
    .poll(async () => (await api(urls[0], user, '/users/me/last-session')).body.session.status, { timeout: 5_000 })
    .toBe(5);

  let lastSeq = 0;
  const written: string[] = [];
  for (let attempt = 0; attempt < tries; attempt++) {
    const { live, replaced } = await race(attempt % 2 ? [urls[1], urls[0]] : urls, user, sessionId, lastSeq);
    const text = `Try ${attempt}: I keep thinking about the exam.`;
    const from = live.received.length;
    live.say(text);
    written.push(text);
    const ack = await live.next('ack', { from });
    const reply = await live.next('replyEnd', { from, timeoutMs: 15_000 });
    expect(reply.seq).toBe(ack.seq + 1);
    lastSeq = reply.seq;
    expect(replaced.received.map((message) => message.type)).not.toContain('ack');
    await live.close();
  }

  // The last socket's close has paused the session: nothing of it is left running.
  await expect
    .poll(async () => (await api(urls[0], user, '/users/me/last-session')).body.session.status, { timeout: 5_000 })
    .toBe(5);
  const transcript = (await api(urls[0], user, `/sessions/session-transcript/${sessionId}`)).body.messages as Turn[];
  return { written, transcript };
}

/** The stored conversation as one line: seq 1, 2, 3... each message written followed by its reply. */
const asOneLine = (transcript: Turn[]) =>
  transcript.map(({ seq, role, text }) => [seq, role, role === 'user' ? text : 'reply']);
const expectedLine = (written: string[]) =>
  written.flatMap((text, index) => [
    [2 * index + 1, 'user', text],
    [2 * index + 2, 'doro', 'reply'],
  ]);

describe('two sockets racing to resume one session', () => {
  it(`on one instance: one is left, the other closed as replaced, ${tries} times out of ${tries}`, async () => {
    const { written, transcript } = await raceRepeatedly([baseUrl, baseUrl]);
    expect(asOneLine(transcript)).toEqual(expectedLine(written));
  }, 120_000);

  describe('on two instances sharing the database', () => {
    const apps: FastifyInstance[] = [];
    const urls: string[] = [];
    let database: DatabaseHandle;

    beforeAll(async () => {
      database = connectDatabase(databaseUrl, () => undefined);
      // One data key for both: either must read what the other stored.
      const dataKey = randomBytes(32);
      for (let index = 0; index < 2; index++) {
        const config = loadConfig({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DORO_STATIC_DIR: '/nonexistent',
          FIREBASE_PROJECT_ID: 'demo-doro',
          FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
        });
        const app = await createApp(config, {
          db: database.db,
          verifyIdToken: createFirebaseVerifier(config.firebase),
          chat: { dataKey, listenUrl: databaseUrl },
        });
        apps.push(app);
        urls.push(await app.listen({ port: 0, host: '127.0.0.1' }));
      }
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      await database?.close();
    });

    it(`one is left, the other closed as replaced, ${tries} times out of ${tries}`, async () => {
      const { written, transcript } = await raceRepeatedly([urls[0] as string, urls[1] as string]);
      expect(asOneLine(transcript)).toEqual(expectedLine(written));
    }, 180_000);
  });
});
