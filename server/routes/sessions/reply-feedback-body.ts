import type { Kysely, Selectable } from 'kysely';
import type { ReplyFeedback } from '../../../src/contract/sessions';
import type { DataCipher } from '../../chat/crypto';
import type { ReplyFeedbackRecord } from '../../chat/feedback-store';
import type { Database, ReplyFeedbackTable } from '../../db/schema';

export function feedbackItemBody(record: ReplyFeedbackRecord): ReplyFeedback {
  return {
    seq: record.seq,
    helpful: record.helpful,
    comment: record.comment,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

// TODO(issue 19, data access): replyFeedbackBody and replyFeedbackRows go once users/export.ts reads reply feedback
// through the feedback store (that file has another engineer's work in progress: questionnaire and support stores).

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
