/**
 * The support form's API against the real server and database: what is stored, what is refused, and the rate
 * limit. Requests come from their own loopback addresses (127.x.y.z, all of which reach 127.0.0.1 on Linux), so
 * each test is one client to the limit, whatever else ran before.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { request, type IncomingHttpHeaders } from 'node:http';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bearer, signUpTestUser, withPayload, type TestUser } from './emulator-users';
import { DecryptionError } from '../../server/chat/crypto';
import { serverCipher } from './encryption/server-cipher';

const baseUrl = inject('baseUrl');
const emulatorHost = inject('emulatorHost');
const database = new Pool({ connectionString: inject('databaseUrl'), max: 2 });

beforeAll(async () => {
  // The server migrates before it listens, but fail clearly here if the table is missing.
  await database.query('select 1 from support_messages limit 1');
});
afterAll(() => database.end());

const rateLimitMessage = 'Too many messages. Please wait a few minutes and try again.';

function newClientAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

function postContact(from: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL('/api/support/contact', baseUrl);
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: 'POST', localAddress: from, headers: { 'content-type': 'application/json', ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: JSON.parse(text) }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

function validMessage(email = `visitor-${randomUUID()}@example.com`) {
  return { name: 'Sam', email, message: 'I cannot find where to change my plan.', topic: 'billing' };
}

interface StoredMessage {
  id: string;
  user_id: string | null;
  email: string;
  name: string | null;
  topic: string | null;
  message: string;
  created_at: Date;
}

/**
 * Every support message the shared server stored, decrypted with its key (the table holds no words or address in
 * plain). Rows another test's own app stored under its own key are not this server's, and are left out.
 */
async function allStored(): Promise<StoredMessage[]> {
  const { rows } = await database.query<{
    id: string;
    user_id: string | null;
    body_ciphertext: Buffer;
    created_at: Date;
  }>('select id, user_id, body_ciphertext, created_at from support_messages order by created_at');
  const cipher = serverCipher();
  return rows.flatMap(({ id, user_id, body_ciphertext, created_at }) => {
    let body: Pick<StoredMessage, 'email' | 'name' | 'topic' | 'message'>;
    try {
      body = JSON.parse(cipher.decrypt(body_ciphertext, `support_messages|${id}|body_ciphertext`));
    } catch (error) {
      if (error instanceof DecryptionError) return [];
      throw error;
    }
    return [{ id, user_id, email: body.email, name: body.name, topic: body.topic, message: body.message, created_at }];
  });
}

const storedFor = async (email: string) => (await allStored()).filter((row) => row.email === email);

async function signedUpWithProfile(): Promise<TestUser & { userId: string }> {
  const user = await signUpTestUser(emulatorHost);
  const response = await fetch(`${baseUrl}/api/users/me/`, {
    method: 'POST',
    headers: { ...bearer(user), 'content-type': 'application/json' },
    body: JSON.stringify({ uid: user.uid, email: user.email }),
  });
  expect(response.status).toBe(201);
  const { rows } = await database.query<{ id: string }>('select id from users where firebase_uid = $1', [user.uid]);
  return { ...user, userId: rows[0]!.id };
}

describe('POST /api/support/contact', () => {
  it('stores a visitor’s message and answers 201 with its id and time, snake_case on the wire', async () => {
    const email = `Visitor-${randomUUID()}@Example.com`;
    const before = Date.now();
    const answer = await postContact(newClientAddress(), {
      name: '  Sam  ',
      email,
      message: '   I cannot find where to change my plan.   ',
      topic: 'billing',
    });
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body).toSorted()).toEqual(['id', 'received_at']);
    expect(answer.body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const receivedAt = new Date(answer.body.received_at as string).getTime();
    expect(receivedAt).toBeGreaterThan(before - 60_000);

    const rows = await storedFor(email.toLowerCase());
    expect(rows).toEqual([
      {
        id: answer.body.id,
        user_id: null,
        email: email.toLowerCase(),
        name: 'Sam',
        topic: 'billing',
        message: 'I cannot find where to change my plan.',
        created_at: new Date(receivedAt),
      },
    ]);
  });

  it('needs only an email and a message', async () => {
    const email = `minimal-${randomUUID()}@example.com`;
    const answer = await postContact(newClientAddress(), { email, message: 'Just saying thank you!' });
    expect(answer.status).toBe(201);
    expect(await storedFor(email)).toMatchObject([{ name: null, topic: null, message: 'Just saying thank you!' }]);
  });

  it('refuses bad input with 400 naming the field, and stores nothing', async () => {
    const from = newClientAddress();
    const email = `refused-${randomUUID()}@example.com`;
    const cases: Array<[unknown, string]> = [
      [{ message: 'A message long enough.' }, 'email: is required'],
      [{ email: 'not an email', message: 'A message long enough.' }, 'email: must be a valid email address'],
      [{ email, message: 'Too short' }, 'message: must be at least 10 characters long'],
      [{ email, message: `  ${' '.repeat(20)}  ` }, 'message: must be at least 10 characters long'],
      [{ email, message: 'x'.repeat(5001) }, 'message: must be at most 5000 characters long'],
      [{ email, message: 'A message with a \u0000 inside.' }, 'message: must not contain the NUL character (\\u0000)'],
      [
        { email, message: 'A message long enough.', name: 'n'.repeat(101) },
        'name: must be at most 100 characters long',
      ],
      [
        { email, message: 'A message long enough.', topic: 'complaints' },
        'topic: must be one of account, billing, safety, other',
      ],
      [{ email, message: 'A message long enough.', phone: '555-0100' }, 'request body: has unknown field phone'],
    ];
    for (const [body, message] of cases) {
      const answer = await postContact(from, body);
      expect({ body, status: answer.status, answer: answer.body }).toEqual({ body, status: 400, answer: { message } });
    }
    expect(await storedFor(email)).toEqual([]);
  });

  it('answers the 6th message from one address within 10 minutes with 429, storing it not', async () => {
    const from = newClientAddress();
    const email = `busy-${randomUUID()}@example.com`;
    for (let sent = 1; sent <= 5; sent++) {
      expect({ sent, status: (await postContact(from, validMessage(email))).status }).toEqual({ sent, status: 201 });
    }
    const sixth = await postContact(from, validMessage(email));
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ message: rateLimitMessage });
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await storedFor(email)).toHaveLength(5);

    // The limit is this address's, not everyone's.
    expect((await postContact(newClientAddress(), validMessage(email))).status).toBe(201);
  });

  it('lets exactly 5 of 8 simultaneous messages from one address through', async () => {
    const from = newClientAddress();
    const email = `burst-${randomUUID()}@example.com`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => postContact(from, validMessage(email))));
    expect(answers.map((answer) => answer.status).toSorted()).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect(await storedFor(email)).toHaveLength(5);
  });

  it('keeps client addresses only as keyed hashes', async () => {
    const from = newClientAddress();
    expect((await postContact(from, validMessage())).status).toBe(201);
    const { rows } = await database.query<{ subject_hash: string }>(
      "select subject_hash from rate_limit_counters where bucket = 'support-contact'",
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => !/^[0-9a-f]{64}$/.test(row.subject_hash))).toEqual([]);
    const { rows: columns } = await database.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'rate_limit_counters'",
    );
    expect(columns.map((column) => column.column_name).toSorted()).toEqual([
      'bucket',
      'hits',
      'subject_hash',
      'window_start',
    ]);
  });

  describe('from a signed-in person', () => {
    it('links the message to the account, and deleting the account deletes the message', async () => {
      const user = await signedUpWithProfile();
      const answer = await postContact(newClientAddress(), validMessage(user.email), bearer(user));
      expect(answer.status).toBe(201);
      expect(await storedFor(user.email)).toMatchObject([{ id: answer.body.id, user_id: user.userId }]);

      await database.query('delete from users where id = $1', [user.userId]);
      expect(await storedFor(user.email)).toEqual([]);
    });

    it('limits the account too, whatever address it writes from', async () => {
      const user = await signedUpWithProfile();
      for (let sent = 1; sent <= 5; sent++) {
        const answer = await postContact(newClientAddress(), validMessage(user.email), bearer(user));
        expect({ sent, status: answer.status }).toEqual({ sent, status: 201 });
      }
      const sixth = await postContact(newClientAddress(), validMessage(user.email), bearer(user));
      expect(sixth).toMatchObject({ status: 429, body: { message: rateLimitMessage } });
      // Signed out, from a fresh address, the same person can still write.
      expect((await postContact(newClientAddress(), validMessage(user.email))).status).toBe(201);
    });

    it('stores the message unlinked when the token is not valid, rather than refusing it', async () => {
      const user = await signedUpWithProfile();
      const forged = withPayload(user.idToken, (payload) => ({ ...payload, aud: 'someone-elses-project' }));
      const answer = await postContact(newClientAddress(), validMessage(user.email), {
        authorization: `Bearer ${forged}`,
      });
      expect(answer.status).toBe(201);
      expect(await storedFor(user.email)).toMatchObject([{ id: answer.body.id, user_id: null }]);
    });
  });
});
