import { contract } from '../../../src/contract/contract';
import { storesFor } from '../../stores';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';
import { callerProfile, sessionNotFound } from './caller-profile';
import { replyOf } from './reply-of';

/** Takes back the feedback on one of Doro's replies; 404 when there was none to take back. */
export const clearReplyFeedback = (deps: RouteDeps) =>
  s.route(contract.sessions.clearReplyFeedback, async ({ request, params }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const session = await deps.chat.store.sessionOf(caller.user.id, params.sessionId);
    if (!session) return sessionNotFound;
    const reply = await replyOf(deps, session.id, params.seq);
    if (reply.refusal) return reply.refusal;
    if (!(await storesFor(deps).feedback.clearReplyFeedback(session.id, reply.seq))) {
      return { status: 404, body: { message: 'That reply has no feedback to take back.' } };
    }
    return { status: 204, body: undefined };
  });
