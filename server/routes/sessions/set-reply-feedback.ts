import { contract } from '../../../src/contract/contract';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';
import { callerProfile, sessionNotFound } from './caller-profile';
import { storesFor } from '../../stores';
import { feedbackItemBody } from './reply-feedback-body';
import { replyOf } from './reply-of';

/**
 * Sets (or replaces) whether one of Doro's replies helped, with an optional word. The reply is named by its seq,
 * never copied; the word is encrypted and bound to that reply.
 */
export const setReplyFeedback = (deps: RouteDeps) =>
  s.route(contract.sessions.setReplyFeedback, async ({ request, params, body }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const session = await deps.chat.store.sessionOf(caller.user.id, params.sessionId);
    if (!session) return sessionNotFound;
    const reply = await replyOf(deps, session.id, params.seq);
    if (reply.refusal) return reply.refusal;
    const saved = await storesFor(deps).feedback.setReplyFeedback(
      session.id,
      reply.seq,
      body.helpful,
      body.comment ? body.comment : null,
    );
    return { status: 200, body: feedbackItemBody(saved) };
  });
