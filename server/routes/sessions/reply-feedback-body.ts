import type { ReplyFeedback } from '../../../src/contract/sessions';
import type { ReplyFeedbackRecord } from '../../chat/feedback-store';

export function feedbackItemBody(record: ReplyFeedbackRecord): ReplyFeedback {
  return {
    seq: record.seq,
    helpful: record.helpful,
    comment: record.comment,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
