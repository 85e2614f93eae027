import type { Kysely, Selectable } from 'kysely';
import type { ReplyFeedback } from '../../../src/contract/sessions';
import type { DataCipher } from '../../chat/crypto';
import type { Database, ReplyFeedbackTable } from '../../db/schema';

/** The word is bound to its reply (session and seq): copied onto another reply's row, it fails to decrypt. */
export const replyCommentBinding = (sessionId: string, seq: number) => `${sessionId}:reply:${seq}`;

export function replyFeedbackBody(row: Selectable<ReplyFeedbackTable>, cipher: DataCipher): ReplyFeedback {
  return {
    seq: row.seq,
    helpful: row.helpful,
    comment: row.commentCiphertext
      ? cipher.decrypt(row.commentCiphertext, replyCommentBinding(row.sessionId, row.seq))
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every feedback the person gave on the session's replies, in seq order. */
export const replyFeedbackRows = (db: Kysely<Database>, sessionId: string) =>
  db.selectFrom('replyFeedback').selectAll().where('sessionId', '=', sessionId).orderBy('seq').execute();
