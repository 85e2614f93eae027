/**
 * Rate limits (server/http/rate-limit.ts, server/http/chat-message-limit.ts) on a server of this test's own with
 * small limits: 3 per 2-second window on every limited route. Each route reaches 429 (the chat socket: a
 * `rate-limited` error, the message not stored, the connection kept) after its limit, someone else is not affected,
 * and the same subject is let through again once the window is over. Requests come from loopback addresses of their
 * own (127.x.y.z), so the per-address limits of one test never touch another.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '../../server/db/database';
import { ChatClient, api, chatUser } from './chat-client';
import { bearer, signUpTestUser, type TestUser } from './emulator-users';
import { sideServers } from './side-server';

const limit = { max: 3, windowSeconds: 2 };
const handle = connectDatabase(inject('databaseUrl'), () => {});
const servers = sideServers(() => handle, inject('emulatorHost'));
let baseUrl = '';

beforeAll(async () => {
  const setting = `${limit.max}/${limit.windowSeconds}`;
  baseUrl = await servers.start({
    DORO_RATE_LIMIT_SIGN_IN: setting,
    DORO_RATE_LIMIT_PROMO_CODE: setting,
    DORO_RATE_LIMIT_CONTACT: setting,
    DORO_RATE_LIMIT_CHAT_MESSAGES: setting,
    DORO_REPLY_TOKEN_DELAY_MS: '0',
  });
});
afterAll(async () => {
  await servers.close();
  await handle.close();
});

const freshAddress = () => `127.${randomInt(1, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;

interface Answer {
  status: number;
  retryAfter: number | undefined;
  body: { message?: string };
}

/** A JSON POST from a chosen local address, optionally signed in. */
function post(path: string, body: unknown, from: string, user?: TestUser): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      new URL(`/api${path}`, baseUrl),
      {
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          ...(user ? bearer(user) : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          const retryAfter = response.headers['retry-after'];
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: retryAfter === undefined ? undefined : Number(retryAfter),
            body: text ? (JSON.parse(text) as Answer['body']) : {},
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/**
 * What a limited route did: of `limit.max + 2` requests sent at once, how many got through and how many got 429
 * (each with the contract's message and a Retry-After within the window); whether someone else still got through;
 * and whether, after waiting what Retry-After said, the same subject got through again.
 */
async function limitOutcome(options: {
  send: () => Promise<Answer>;
  sendAsSomeoneElse: () => Promise<Answer>;
  allowed: (status: number) => boolean;
  message: string;
}) {
  const answers = await Promise.all(Array.from({ length: limit.max + 2 }, () => options.send()));
  const refused = answers.filter((answer) => answer.status === 429);
  const someoneElse = await options.sendAsSomeoneElse();
  const waitSeconds = Math.max(...refused.map((answer) => answer.retryAfter ?? 0));
  await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000 + 100));
  const afterWaiting = await options.send();
  return {
    allowed: answers.filter((answer) => options.allowed(answer.status)).length,
    refused: refused.length,
    refusalsAsPromised: refused.every(
      (answer) =>
        answer.body.message === options.message &&
        answer.retryAfter !== undefined &&
        answer.retryAfter >= 1 &&
        answer.retryAfter <= limit.windowSeconds,
    ),
    someoneElseAllowed: options.allowed(someoneElse.status),
    allowedAfterWaiting: options.allowed(afterWaiting.status),
  };
}

const asLimited = {
  allowed: limit.max,
  refused: 2,
  refusalsAsPromised: true,
  someoneElseAllowed: true,
  allowedAfterWaiting: true,
};

const guess = () => ({
  code: `GUESS-${randomUUID().slice(0, 8)}`.toUpperCase(),
});
const contactMessage = () => ({
  email: `visitor-${randomUUID()}@example.com`,
  message: 'Where do I change my plan?',
});

const signInMessage = 'Too many sign-in attempts. Please wait a few minutes and try again.';

describe('rate limits', () => {
  it('the password-reset request, per client address', async () => {
    const from = freshAddress();
    // Not implemented yet (501), but limited before anything else.
    const outcome = await limitOutcome({
      send: () => post('/auth/forgot_password/', { email: 'sam@example.com' }, from),
      sendAsSomeoneElse: () => post('/auth/forgot_password/', { email: 'sam@example.com' }, freshAddress()),
      allowed: (status) => status === 501,
      message: signInMessage,
    });
    expect(outcome).toEqual(asLimited);
  });

  it('profile creation, per account', async () => {
    const emulatorHost = inject('emulatorHost');
    const user = await signUpTestUser(emulatorHost);
    const other = await signUpTestUser(emulatorHost);
    const from = freshAddress();
    const outcome = await limitOutcome({
      send: () => post('/users/me/', { uid: user.uid, email: user.email }, from, user),
      // Same address, another account: the limit is the account's.
      sendAsSomeoneElse: () => post('/users/me/', { uid: other.uid, email: other.email }, from, other),
      allowed: (status) => status === 201 || status === 200,
      message: signInMessage,
    });
    expect(outcome).toEqual(asLimited);
  });

  it('promo codes, per account and address: wrong guesses count', async () => {
    const user = await chatUser(baseUrl, inject('emulatorHost'));
    const other = await chatUser(baseUrl, inject('emulatorHost'));
    const from = freshAddress();
    const outcome = await limitOutcome({
      send: () => post('/promo-code/apply', guess(), from, user),
      sendAsSomeoneElse: () => post('/promo-code/apply', guess(), freshAddress(), other),
      allowed: (status) => status === 404,
      message: 'Too many promo code attempts. Please wait a minute before trying again.',
    });
    expect(outcome).toEqual(asLimited);
  });

  it('the contact form, per client address', async () => {
    const from = freshAddress();
    const outcome = await limitOutcome({
      send: () => post('/support/contact', contactMessage(), from),
      sendAsSomeoneElse: () => post('/support/contact', contactMessage(), freshAddress()),
      allowed: (status) => status === 201,
      message: 'Too many messages. Please wait a few minutes and try again.',
    });
    expect(outcome).toEqual(asLimited);
  });

  it('chat messages on the socket, per account: refused ones are not stored, and the connection stays', async () => {
    const emulatorHost = inject('emulatorHost');
    const [user, other] = await Promise.all([chatUser(baseUrl, emulatorHost), chatUser(baseUrl, emulatorHost)]);
    const client = await ChatClient.connect(baseUrl, user, {
      type: 'start',
      directiveness: 'listen',
    });
    const sessionId = (await client.next('ready')).session.id;

    const sent = Array.from({ length: limit.max + 2 }, (_, index) => client.say(`Message number ${index + 1}.`));
    const outcomes = await Promise.all(
      sent.map((clientId) =>
        client.waitFor(
          (message): message is Extract<typeof message, { type: 'ack' | 'error' }> =>
            (message.type === 'ack' || message.type === 'error') && message.clientId === clientId,
        ),
      ),
    );
    expect(outcomes.map((outcome) => outcome.type)).toEqual(['ack', 'ack', 'ack', 'error', 'error']);
    for (const refused of outcomes.filter((outcome) => outcome.type === 'error')) {
      expect(refused).toMatchObject({
        code: 'rate-limited',
        message: expect.stringContaining('not sent'),
      });
    }
    expect(client.closed).toBeUndefined();

    // Someone else chats on.
    const bystander = await ChatClient.connect(baseUrl, other, {
      type: 'start',
      directiveness: 'listen',
    });
    const theirs = bystander.say('Hello there.');
    expect(await bystander.next('ack')).toMatchObject({ clientId: theirs });
    await bystander.close();

    // The same connection is let through once the window is over.
    await new Promise((resolve) => setTimeout(resolve, limit.windowSeconds * 1000 + 100));
    const later = client.say('One more, after a pause.');
    await client.waitFor(
      (message): message is Extract<typeof message, { type: 'ack' }> =>
        message.type === 'ack' && message.clientId === later,
    );
    await client.close();

    const transcript = await api(baseUrl, user, `/sessions/session-transcript/${sessionId}`);
    const stored = (transcript.body.messages as Array<{ role: string; text: string }>)
      .filter((message) => message.role === 'user')
      .map((message) => message.text);
    expect(stored).toEqual(['Message number 1.', 'Message number 2.', 'Message number 3.', 'One more, after a pause.']);
  });
});
