/** The chat's feedback calls: on each of Doro's replies, on the whole session, and sharing its summary. */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ReplyFeedback, ReplyFeedbackBody } from '../../contract/sessions';
import { apiClient } from '../../lib/api-client';
import { unwrap } from '../../lib/api-errors';

/** What the person already said of the session's replies, by seq, key `replyFeedback`. */
export const replyFeedbackQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['replyFeedback', sessionId] as const,
    queryFn: async ({ signal }) =>
      (await unwrap(apiClient.sessions.replyFeedback({ params: { sessionId }, fetchOptions: { signal } }))).items,
  });

export interface ReplyFeedbackChange {
  sessionId: string;
  seq: number;
  /** null takes the feedback back. */
  body: ReplyFeedbackBody | null;
}

/** Sets, replaces or takes back the feedback on one reply; answers the feedback now stored (null: none). */
export const replyFeedbackMutation = () =>
  mutationOptions({
    mutationKey: ['replyFeedback'] as const,
    mutationFn: async ({ sessionId, seq, body }: ReplyFeedbackChange): Promise<ReplyFeedback | null> => {
      if (body === null) {
        await unwrap(apiClient.sessions.clearReplyFeedback({ params: { sessionId, seq } }));
        return null;
      }
      return unwrap(apiClient.sessions.setReplyFeedback({ params: { sessionId, seq }, body }));
    },
    retry: false,
  });

export function rateSession(sessionId: string, rating: number, comment: string) {
  return unwrap(
    apiClient.sessions.feedback({ params: { sessionId }, body: { rating, comment: comment.trim() || null } }),
  );
}

export function shareSession(sessionId: string) {
  return unwrap(apiClient.sessions.share({ params: { sessionId }, body: { expiresInDays: 7 } }));
}

export function revokeSessionShares(sessionId: string) {
  return unwrap(apiClient.sessions.revokeShare({ params: { sessionId } }));
}
