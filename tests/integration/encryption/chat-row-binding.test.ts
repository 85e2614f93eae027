/**
 * Chat text is bound to its row: table, row and column. Whoever can write the database cannot move what was said
 * from one message or session to another; a read refuses instead of showing the wrong words. An install that
 * stored text bound only to its session is re-encrypted by migration 017 and reads as before.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createChatStore, type ChatStore } from '../../../server/chat/chat-store';
import { createDataCipher, DecryptionError } from '../../../server/chat/crypto';
import { loadConfig } from '../../../server/config';
import { connectDatabase, type DatabaseHandle } from '../../../server/db/database';
import { databaseAt } from './old-database';

const cipher = createDataCipher(randomBytes(32));
const chatConfig = loadConfig({ NODE_ENV: 'test' }).chat;
let database: DatabaseHandle;
let store: ChatStore;
beforeAll(() => {
  database = connectDatabase(inject('databaseUrl'), () => {});
  store = createChatStore(database.db, cipher, chatConfig);
});
afterAll(() => database.close());

async function newSession(db = database.db, chat = store) {
  const user = await db
    .insertInto('users')
    .values({
      firebaseUid: `bind-${randomUUID()}`,
      email: 'bind@example.com',
      displayName: null,
      disclaimerAcceptedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await chat.startSession(user.id, 'listen', { remainingSeconds: 600, remainingSessions: 1 });
  if (typeof session === 'string') throw new Error(session);
  return session;
}

describe('chat ciphertexts bound to their row', () => {
  it('refuses to read two messages whose ciphertexts were swapped in SQL, instead of showing each the other', async () => {
    const session = await newSession();
    await store.appendUserMessage(session.id, randomUUID(), 'I could not sleep again.');
    await store.appendReply(session.id, 1, 'That sounds exhausting.');
    await sql`
      update chat_messages m set text_ciphertext = o.text_ciphertext
      from chat_messages o
      where m.session_id = ${session.id} and o.session_id = m.session_id and o.seq = 3 - m.seq`.execute(database.db);
    await expect(store.turns(session.id)).rejects.toBeInstanceOf(DecryptionError);
  });

  it('refuses two user messages of one session swapped, and a message moved to another session', async () => {
    const session = await newSession();
    await store.appendUserMessage(session.id, randomUUID(), 'First thing I said.');
    await store.appendUserMessage(session.id, randomUUID(), 'Second thing I said.');
    await sql`
      update chat_messages m set text_ciphertext = o.text_ciphertext
      from chat_messages o
      where m.session_id = ${session.id} and o.session_id = m.session_id and o.seq = 3 - m.seq`.execute(database.db);
    await expect(store.turns(session.id)).rejects.toBeInstanceOf(DecryptionError);

    const other = await newSession();
    const clientId = randomUUID();
    await store.appendUserMessage(other.id, clientId, 'Words of mine.');
    const victim = await newSession();
    await store.appendUserMessage(victim.id, clientId, 'Words of theirs.');
    await sql`
      update chat_messages set text_ciphertext = (select text_ciphertext from chat_messages where session_id = ${other.id})
      where session_id = ${victim.id}`.execute(database.db);
    await expect(store.turns(victim.id)).rejects.toBeInstanceOf(DecryptionError);
  });

  it("refuses a message copied into its own session's summary column", async () => {
    const session = await newSession();
    await store.appendUserMessage(session.id, randomUUID(), 'Something I never wanted summed up.');
    await store.finish(session.id, 'We talked about exams.');
    await sql`
      update chat_sessions set summary_ciphertext = (select text_ciphertext from chat_messages where session_id = ${session.id})
      where id = ${session.id}`.execute(database.db);
    const row = await store.sessionOf(session.userId, session.id);
    expect(() => store.decryptSummary(row!)).toThrow(DecryptionError);
  });
});

describe('migration 017 on an install that bound chat text to its session only', () => {
  it('re-encrypts every message and summary, which then read as they were written', async () => {
    const old = await databaseAt(inject('databaseUrl'), '016-reply-feedback', cipher);
    try {
      const db = old.handle.db;
      const user = await db
        .insertInto('users')
        .values({
          firebaseUid: `old-${randomUUID()}`,
          email: 'old@example.com',
          displayName: null,
          disclaimerAcceptedAt: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const sessionId = randomUUID();
      // As Doro stored them before: the session id as the only associated data.
      await sql`insert into chat_sessions (id, user_id, status, directiveness, last_seq, summary_ciphertext)
        values (${sessionId}, ${user.id}, 2, 'listen', 3, ${cipher.encrypt('An old summary.', sessionId)})`.execute(db);
      const said = ['I failed my test.', 'That is hard. What happened?', 'I froze.'];
      for (const [index, text] of said.entries()) {
        const seq = index + 1;
        const byUser = seq % 2 === 1;
        await sql`insert into chat_messages (session_id, seq, client_id, role, reply_to, text_ciphertext)
          values (${sessionId}, ${seq}, ${byUser ? randomUUID() : null}, ${byUser ? 'user' : 'doro'},
            ${byUser ? null : seq - 1}, ${cipher.encrypt(text, sessionId)})`.execute(db);
      }

      expect(await old.migrateToLatest()).toContain('017-chat-row-binding');
      const oldStore = createChatStore(db, cipher, chatConfig);
      expect((await oldStore.turns(sessionId)).map((turn) => turn.text)).toEqual(said);
      const session = await oldStore.sessionOf(user.id, sessionId);
      expect(oldStore.decryptSummary(session!)).toBe('An old summary.');
    } finally {
      await old.drop();
    }
  });
});
