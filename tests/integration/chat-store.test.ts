/**
 * The chat store's one-statement appends under concurrency: seqs handed out one at a time with no gaps or twins,
 * and a clientId stored once even when the same message arrives twice at the same moment.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createChatStore, type ChatStore } from '../../server/chat/chat-store';
import { createDataCipher } from '../../server/chat/crypto';
import { loadConfig } from '../../server/config';
import { connectDatabase, type DatabaseHandle } from '../../server/db/database';

let database: DatabaseHandle;
let store: ChatStore;
beforeAll(() => {
  database = connectDatabase(inject('databaseUrl'), () => {});
  store = createChatStore(database.db, createDataCipher(randomBytes(32)), loadConfig({ NODE_ENV: 'test' }).chat);
});
afterAll(() => database.close());

async function newSession() {
  const user = await database.db
    .insertInto('users')
    .values({
      firebaseUid: `store-${randomUUID()}`,
      email: 'store@example.com',
      displayName: null,
      disclaimerAcceptedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await store.startSession(user.id, 'listen', { remainingSeconds: 600, remainingSessions: 1 });
  if (typeof session === 'string') throw new Error(session);
  return session;
}

describe('appending messages', () => {
  it('gives concurrent messages and replies consecutive seqs, each once, and keeps their text', async () => {
    const session = await newSession();
    const stored = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? store.appendUserMessage(session.id, randomUUID(), `user ${index}`)
          : store.appendReply(session.id, index, `doro ${index}`),
      ),
    );
    expect(stored.map((row) => row?.seq).toSorted((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    const turns = await store.turns(session.id);
    expect(turns.map((turn) => turn.text).toSorted()).toEqual(
      Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? `user ${index}` : `doro ${index}`)).toSorted(),
    );
    const row = await store.sessionOf(session.userId, session.id);
    expect(row?.lastSeq).toBe(20);
  });

  it('stores a clientId once when it arrives several times at once; every copy gets the same seq', async () => {
    const session = await newSession();
    const clientId = randomUUID();
    const copies = await Promise.all(
      Array.from({ length: 6 }, () => store.appendUserMessage(session.id, clientId, 'Sent twice by two tabs.')),
    );
    expect(new Set(copies.map((copy) => copy?.seq))).toEqual(new Set([1]));
    expect(copies.filter((copy) => copy?.duplicate === false)).toHaveLength(1);
    expect(await store.turns(session.id)).toHaveLength(1);
    expect((await store.sessionOf(session.userId, session.id))?.lastSeq).toBe(1);
  });

  it('says the seconds left in the session with each message, and nothing for a session that does not exist', async () => {
    const session = await newSession();
    const stored = await store.appendUserMessage(session.id, randomUUID(), 'Hello.');
    expect(stored?.remainingSeconds).toBeGreaterThan(590);
    expect(stored?.remainingSeconds).toBeLessThanOrEqual(600);
    expect(await store.appendUserMessage(randomUUID(), randomUUID(), 'Nobody here.')).toBeUndefined();
    expect(await store.appendReply(randomUUID(), 1, 'Nobody here.')).toBeUndefined();
  });
});
