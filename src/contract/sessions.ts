import { z } from 'zod';
import { c, errors, IsoDateTime, SessionId, ShareLink, ShareLinkRequest } from './common';
import { MessageCrisis } from './crisis';

// A session is 1 (active), 2 (finished), 5 (paused) or 6 (processing, its summary being made): a session
// in progress in another tab or device must have a status too.
export const SESSION_STATUS = { active: 1, finished: 2, paused: 5, processing: 6 } as const;
export const SessionStatus = z.union([
  z.literal(SESSION_STATUS.active),
  z.literal(SESSION_STATUS.finished),
  z.literal(SESSION_STATUS.paused),
  z.literal(SESSION_STATUS.processing),
]);
export type SessionStatus = z.infer<typeof SessionStatus>;

export const Session = z.object({
  id: SessionId,
  status: SessionStatus,
  startedAt: IsoDateTime,
  endedAt: IsoDateTime.nullable(),
  // Minutes charged for active time; the server's clock is the truth (issue 4).
  minutesUsed: z.number().int().min(0),
  // Made while the session is processing (6); null until then.
  summary: z.string().nullable(),
});
export type Session = z.infer<typeof Session>;

export const TranscriptMessage = z.object({
  // The server's sequence number: the order of the conversation, and where a reconnecting client resumes.
  seq: z.number().int().min(0),
  role: z.enum(['user', 'doro']),
  text: z.string(),
  createdAt: IsoDateTime,
  /** On a user message in which the safety layer saw a crisis: the crisis card shows right after it. */
  crisis: MessageCrisis.optional(),
});
export type TranscriptMessage = z.infer<typeof TranscriptMessage>;

export const Feedback = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  createdAt: IsoDateTime,
});
export type Feedback = z.infer<typeof Feedback>;

/**
 * A person's word on one of Doro's replies (issue 18): helpful or not, and an optional word. The reply is named by
 * its seq in the session, never copied: the feedback holds no text of Doro's.
 */
export const ReplyFeedback = z.object({
  seq: z.number().int().min(1),
  helpful: z.boolean(),
  comment: z.string().nullable(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type ReplyFeedback = z.infer<typeof ReplyFeedback>;

/** What the person says of a reply: the optional word is short (a word or a sentence), blank means none. */
export const ReplyFeedbackBody = z
  .object({
    helpful: z.boolean(),
    comment: z.string().trim().max(500).nullable().optional(),
  })
  .strict();
export type ReplyFeedbackBody = z.infer<typeof ReplyFeedbackBody>;

const sessionParams = z.object({ sessionId: SessionId });
// Postgres integers stop at 2^31 - 1: a larger seq names no message and must not reach the database.
const replyParams = sessionParams.extend({
  seq: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const sessions = c.router({
  prior: {
    method: 'GET',
    path: '/users/me/prior-sessions',
    // Newest first; `before` (an ISO date) pages back through older sessions.
    query: z.object({
      limit: z.coerce.number().int().min(1).max(100).optional(),
      before: IsoDateTime.optional(),
    }),
    responses: { 200: z.object({ sessions: z.array(Session) }), ...errors(400, 401, 404, 501) },
    summary: 'The user’s earlier sessions, each with its summary',
  },
  remainingSessions: {
    method: 'GET',
    path: '/users/me/remaining-sessions',
    responses: {
      200: z.object({ remainingSessions: z.number().int().min(0) }),
      ...errors(401, 404, 501),
    },
    summary: 'Sessions left on the plan',
  },
  remainingMinutes: {
    method: 'GET',
    path: '/users/me/remaining-minutes',
    responses: {
      // Seconds too, so the chat can count down exactly; minutes is the whole-minute floor of seconds.
      200: z.object({
        remainingMinutes: z.number().int().min(0),
        remainingSeconds: z.number().int().min(0),
      }),
      ...errors(401, 404, 501),
    },
    summary: 'Minutes left on the plan',
  },
  last: {
    method: 'GET',
    path: '/users/me/last-session',
    // A user who never chatted gets { session: null }, not an error: that is a normal state, not a failure.
    responses: { 200: z.object({ session: Session.nullable() }), ...errors(401, 404, 501) },
    summary: 'The most recent session',
  },
  // Spec: POST path. No body: the session id says it all. Someone else's session answers 404, never 403,
  // so ids cannot be probed.
  delete: {
    method: 'POST',
    path: '/sessions/:sessionId/delete',
    pathParams: sessionParams,
    body: c.noBody(),
    responses: { 204: c.noBody(), ...errors(400, 401, 404, 501) },
    summary: 'Delete a session and its transcript',
  },
  // Spec: "body not shown". Designed: body { expiresInDays } (default 7); answers a read-only link to the
  // session summary, never the transcript (issue 4). DELETE on the same path revokes it.
  share: {
    method: 'POST',
    path: '/sessions/:sessionId/share',
    pathParams: sessionParams,
    body: ShareLinkRequest,
    // 409: the session has no summary yet (still active or processing).
    responses: { 201: ShareLink, ...errors(400, 401, 404, 409, 429, 501) },
    summary: 'Make a revocable, expiring read-only link to the session summary',
  },
  revokeShare: {
    method: 'DELETE',
    path: '/sessions/:sessionId/share',
    pathParams: sessionParams,
    body: c.noBody(),
    responses: { 204: c.noBody(), ...errors(400, 401, 404, 501) },
    summary: 'Revoke every share link of the session',
  },
  // Spec: "method not shown". Designed as POST that sets (or replaces) the user's feedback on the session:
  // a rating 1-5 and an optional comment.
  feedback: {
    method: 'POST',
    path: '/sessions/:sessionId/feedback',
    pathParams: sessionParams,
    body: z
      .object({
        rating: z.number().int().min(1).max(5),
        comment: z.string().trim().max(2000).nullable().optional(),
      })
      .strict(),
    responses: { 200: Feedback, ...errors(400, 401, 404, 501) },
    summary: 'Rate a session',
  },
  // Not in the spec (issue 18): feedback on each of Doro's replies, set, replaced and taken back by the person.
  replyFeedback: {
    method: 'GET',
    path: '/sessions/:sessionId/reply-feedback',
    pathParams: sessionParams,
    // In seq order; someone else's session is 404, as for every session route.
    responses: { 200: z.object({ items: z.array(ReplyFeedback) }), ...errors(400, 401, 404) },
    summary: 'The person’s feedback on Doro’s replies in a session',
  },
  setReplyFeedback: {
    method: 'PUT',
    path: '/sessions/:sessionId/replies/:seq/feedback',
    pathParams: replyParams,
    body: ReplyFeedbackBody,
    // 400: the seq is the person's own message, not a reply. 404: no such session (or someone else's) or message.
    responses: { 200: ReplyFeedback, ...errors(400, 401, 404) },
    summary: 'Say whether one of Doro’s replies helped',
  },
  clearReplyFeedback: {
    method: 'DELETE',
    path: '/sessions/:sessionId/replies/:seq/feedback',
    pathParams: replyParams,
    body: c.noBody(),
    // 404 also when that reply has no feedback: there is nothing to take back.
    responses: { 204: c.noBody(), ...errors(400, 401, 404) },
    summary: 'Take back the feedback on one of Doro’s replies',
  },
  transcript: {
    method: 'GET',
    path: '/sessions/session-transcript/:sessionId',
    pathParams: sessionParams,
    // Messages in seq order.
    responses: {
      200: z.object({ sessionId: SessionId, messages: z.array(TranscriptMessage) }),
      ...errors(400, 401, 404, 501),
    },
    summary: 'The chat history of a session',
  },
});
