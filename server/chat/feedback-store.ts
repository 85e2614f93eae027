/**
 * What a person said of a session (session_feedback: a rating and an optional comment) and of Doro's replies in it
 * (reply_feedback, migration 016: helpful or not and an optional word). Every comment is encrypted with the chat's
 * data cipher: a session's comment bound to its session, a reply's word bound to that reply (session and seq), so a
 * word copied onto another reply's row fails to decrypt. Callers check first that the session is the person's own.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, ReplyFeedbackTable, SessionFeedbackTable } from '../db/schema';
import type { DataCipher } from './crypto';

/** The word is bound to its reply (session and seq): copied onto another reply's row, it fails to decrypt. */
export const replyCommentBinding = (sessionId: string, seq: number) => `${sessionId}:reply:${seq}`;

export interface ReplyFeedbackRecord {
  seq: number;
  helpful: boolean;
  comment: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface SessionFeedbackRecord {
  rating: number;
  comment: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export function createFeedbackStore(db: Kysely<Database>, cipher: DataCipher) {
  const replyRecord = (row: Selectable<ReplyFeedbackTable>): ReplyFeedbackRecord => ({
    seq: row.seq,
    helpful: row.helpful,
    comment: row.commentCiphertext
      ? cipher.decrypt(row.commentCiphertext, replyCommentBinding(row.sessionId, row.seq))
      : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  });
  const sessionRecord = (row: Selectable<SessionFeedbackTable>): SessionFeedbackRecord => ({
    rating: row.rating,
    comment: row.commentCiphertext ? cipher.decrypt(row.commentCiphertext, row.sessionId) : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  });

  return {
    /** Sets or replaces the rating of a session, with its comment (none when empty). */
    async rateSession(sessionId: string, rating: number, comment: string | null): Promise<SessionFeedbackRecord> {
      const commentCiphertext = comment ? cipher.encrypt(comment, sessionId) : null;
      const row = await db
        .insertInto('sessionFeedback')
        .values({ sessionId, rating, commentCiphertext })
        .onConflict((conflict) =>
          conflict.column('sessionId').doUpdateSet({ rating, commentCiphertext, updatedAt: new Date() }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      return sessionRecord(row);
    },

    async sessionFeedbackOf(sessionId: string): Promise<SessionFeedbackRecord | undefined> {
      const row = await db
        .selectFrom('sessionFeedback')
        .selectAll()
        .where('sessionId', '=', sessionId)
        .executeTakeFirst();
      return row && sessionRecord(row);
    },

    /** The author of message `seq` of the session, or undefined when there is no such message. */
    async messageRole(sessionId: string, seq: number): Promise<'user' | 'doro' | undefined> {
      const message = await db
        .selectFrom('chatMessages')
        .select('role')
        .where('sessionId', '=', sessionId)
        .where('seq', '=', seq)
        .executeTakeFirst();
      return message?.role;
    },

    /** Every feedback given on the session's replies, in seq order. */
    async replyFeedbackOf(sessionId: string): Promise<ReplyFeedbackRecord[]> {
      const rows = await db
        .selectFrom('replyFeedback')
        .selectAll()
        .where('sessionId', '=', sessionId)
        .orderBy('seq')
        .execute();
      return rows.map(replyRecord);
    },

    /** Sets or replaces the feedback on reply `seq`, with its word (none when empty). */
    async setReplyFeedback(
      sessionId: string,
      seq: number,
      helpful: boolean,
      comment: string | null,
    ): Promise<ReplyFeedbackRecord> {
      const commentCiphertext = comment ? cipher.encrypt(comment, replyCommentBinding(sessionId, seq)) : null;
      const row = await db
        .insertInto('replyFeedback')
        .values({ sessionId, seq, helpful, commentCiphertext })
        .onConflict((conflict) =>
          conflict.columns(['sessionId', 'seq']).doUpdateSet({ helpful, commentCiphertext, updatedAt: new Date() }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      return replyRecord(row);
    },

    /** Takes back the feedback on reply `seq`: false when there was none. */
    async clearReplyFeedback(sessionId: string, seq: number): Promise<boolean> {
      const deleted = await db
        .deleteFrom('replyFeedback')
        .where('sessionId', '=', sessionId)
        .where('seq', '=', seq)
        .executeTakeFirst();
      return deleted.numDeletedRows > 0n;
    },
  };
}

export type FeedbackStore = ReturnType<typeof createFeedbackStore>;
