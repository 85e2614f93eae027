/**
 * What was said in a chat session: user messages and Doro's replies, one seq per session shared by both. Text goes
 * through the data cipher on its way in and out, so the database only ever sees ciphertext, bound to its row.
 */
import { CompiledQuery, type Kysely } from 'kysely';
import type { MessageCrisis } from '../../src/contract/crisis';
import { preparedStatement } from '../db/prepared';
import type { ChatMessageRow, Database } from '../db/schema';
import { rowBinding, type DataCipher } from './crypto';
import { stageClock, stageEnded } from './message-stages';
import { remainingSessionSeconds, type SessionClock } from './session-clock';

export interface StoredTurn {
  seq: number;
  role: 'user' | 'doro';
  text: string;
  clientId: string | null;
  replyTo: number | null;
  createdAt: Date;
  /** On a user message: the crisis the safety layer saw in it, if any. */
  crisis: MessageCrisis | null;
}

const uniqueViolation = '23505';

/** What a stored turn is read from. */
const turnColumns = [
  'seq',
  'role',
  'clientId',
  'replyTo',
  'textCiphertext',
  'createdAt',
  'crisisLevel',
  'crisisCategories',
] as const;

/**
 * What names a message's row before it is stored: its seq is handed out inside the statement that stores it, after
 * the text is encrypted, so the binding uses what is unique before that. A user message is its session's message
 * with that client id, a reply its session's answer to that seq (each stored once, see the appends below).
 */
export function messageRowId(
  sessionId: string,
  row: Pick<ChatMessageRow, 'role' | 'clientId' | 'replyTo' | 'seq'>,
): string {
  if (row.role === 'user' && row.clientId !== null) return `${sessionId}/message/${row.clientId}`;
  if (row.role === 'doro' && row.replyTo !== null) return `${sessionId}/reply-to/${row.replyTo}`;
  return `${sessionId}/seq/${row.seq}`;
}

/**
 * The two statements every chat message runs, prepared once per connection (server/db/prepared.ts, decision 030).
 * Storing a user message ($1 session, $2 client id, $3 now, $4 ciphertext): a client id already stored in this
 * session returns its first seq and `duplicate`; otherwise bumping last_seq locks the session row, so seqs are handed
 * out one at a time with no gaps. It also returns the session's clock, so the ack's minutes need no second query.
 */
const appendUserMessageSql = preparedStatement(
  'chat_append_user_message',
  `with existing as (
    select seq, created_at from chat_messages where session_id = $1 and client_id = $2
  ), bumped as (
    update chat_sessions set last_seq = last_seq + 1, last_activity_at = $3
    where id = $1 and not exists (select 1 from existing)
    returning last_seq, allowed_seconds, active_seconds, active_since
  ), inserted as (
    insert into chat_messages (session_id, seq, client_id, role, text_ciphertext)
    select $1, last_seq, $2, 'user', $4 from bumped
    returning seq, created_at
  )
  select inserted.seq, inserted.created_at, false as duplicate, allowed_seconds, active_seconds, active_since
    from inserted, bumped
  union all
  select existing.seq, existing.created_at, true, allowed_seconds, active_seconds, active_since
    from existing, chat_sessions where chat_sessions.id = $1`,
);

/** Storing Doro's reply ($1 session, $2 the seq answered, $3 now, $4 ciphertext), once per message answered. */
const appendReplySql = preparedStatement(
  'chat_append_reply',
  `with existing as (
    select seq, created_at, text_ciphertext from chat_messages
    where session_id = $1 and role = 'doro' and reply_to = $2::integer
  ), bumped as (
    update chat_sessions set last_seq = last_seq + 1, last_activity_at = $3
    where id = $1 and not exists (select 1 from existing)
    returning last_seq
  ), inserted as (
    insert into chat_messages (session_id, seq, role, reply_to, text_ciphertext)
    select $1, last_seq, 'doro', $2::integer, $4 from bumped
    returning seq, created_at, text_ciphertext
  )
  select seq, created_at, false as duplicate, text_ciphertext from inserted
  union all
  select seq, created_at, true, text_ciphertext from existing`,
);

const textBinding = (rowId: string) => rowBinding('chat_messages', rowId, 'text_ciphertext');

export function createChatMessageStore(db: Kysely<Database>, cipher: DataCipher, clock = () => new Date()) {
  const decryptTurn =
    (sessionId: string) =>
    (row: Pick<ChatMessageRow, (typeof turnColumns)[number]>): StoredTurn => ({
      seq: row.seq,
      role: row.role,
      clientId: row.clientId,
      replyTo: row.replyTo,
      createdAt: row.createdAt,
      text: cipher.decrypt(row.textCiphertext, textBinding(messageRowId(sessionId, row))),
      crisis: row.crisisLevel ? { level: row.crisisLevel, categories: row.crisisCategories ?? [] } : null,
    });

  return {
    turns: async (sessionId: string, afterSeq = 0): Promise<StoredTurn[]> => {
      const rows = await db
        .selectFrom('chatMessages')
        .select(turnColumns)
        .where('sessionId', '=', sessionId)
        .where('seq', '>', afterSeq)
        .orderBy('seq')
        .execute();
      return rows.map(decryptTurn(sessionId));
    },

    /**
     * Stores a user message once: a clientId already stored in this session returns the first seq and
     * `duplicate: true`. One statement, one round trip (the chat bench's p99 depends on it): bumping last_seq locks
     * the session row, so seqs are handed out one at a time with no gaps. Also says the seconds left in the session,
     * so the ack's minutes message needs no second query.
     */
    async appendUserMessage(sessionId: string, clientId: string, text: string) {
      // The per-stage profile (message-stages.ts): the store stage, its CPU the encryption.
      const startedAt = stageClock();
      const ciphertext = cipher.encrypt(text, textBinding(`${sessionId}/message/${clientId}`));
      const encryptMs = startedAt === undefined ? 0 : performance.now() - startedAt;
      const values = [sessionId, clientId, clock(), ciphertext];
      const run = () => db.executeQuery(CompiledQuery.raw(appendUserMessageSql, values));
      let result;
      try {
        result = await run();
      } catch (error) {
        // The same clientId stored by a concurrent statement (two tabs resending at once): now it is a duplicate.
        if ((error as { code?: string }).code !== uniqueViolation) throw error;
        result = await run();
      }
      stageEnded('store', startedAt, encryptMs);
      const row = result.rows[0] as ({ seq: number; createdAt: Date; duplicate: boolean } & SessionClock) | undefined;
      if (!row) return undefined;
      return {
        seq: row.seq,
        createdAt: row.createdAt,
        duplicate: row.duplicate,
        remainingSeconds: remainingSessionSeconds(row, clock()),
      };
    },

    /**
     * Stores Doro's reply with the next seq, in one statement, like appendUserMessage; a message already answered
     * keeps its first reply (two instances that both answered it during a hand-over store one), returned with
     * `duplicate: true` so the caller can send what was stored instead of what it made.
     */
    async appendReply(sessionId: string, replyTo: number, text: string) {
      const startedAt = stageClock();
      const binding = textBinding(`${sessionId}/reply-to/${replyTo}`);
      const ciphertext = cipher.encrypt(text, binding);
      const encryptMs = startedAt === undefined ? 0 : performance.now() - startedAt;
      const result = await db.executeQuery(
        CompiledQuery.raw(appendReplySql, [sessionId, replyTo, clock(), ciphertext]),
      );
      stageEnded('store-reply', startedAt, encryptMs);
      const row = result.rows[0] as
        { seq: number; createdAt: Date; duplicate: boolean; textCiphertext: Buffer } | undefined;
      if (!row) return undefined;
      return {
        seq: row.seq,
        createdAt: row.createdAt,
        duplicate: row.duplicate,
        text: row.duplicate ? cipher.decrypt(row.textCiphertext, binding) : text,
      };
    },

    /**
     * Keeps the crisis the safety layer saw in user message `seq` with it: level and categories, no words. A second
     * assessment of the same message (its reply retried after a drop) replaces the first.
     */
    async markCrisis(sessionId: string, seq: number, crisis: MessageCrisis): Promise<void> {
      await db
        .updateTable('chatMessages')
        .set({ crisisLevel: crisis.level, crisisCategories: crisis.categories })
        .where('sessionId', '=', sessionId)
        .where('seq', '=', seq)
        .where('role', '=', 'user')
        .execute();
    },
  };
}

export type ChatMessageStore = ReturnType<typeof createChatMessageStore>;
