import { contract } from '../../../src/contract/contract';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';
import { callerProfile, sessionNotFound } from './caller-profile';
import { storesFor } from '../../stores';
import { feedbackItemBody } from './reply-feedback-body';

/** The person's feedback on Doro's replies in one of their sessions, so the chat shows what they already said. */
export const replyFeedback = (deps: RouteDeps) =>
  s.route(contract.sessions.replyFeedback, async ({ request, params }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const session = await deps.chat.store.sessionOf(caller.user.id, params.sessionId);
    if (!session) return sessionNotFound;
    const items = await storesFor(deps).feedback.replyFeedbackOf(session.id);
    return { status: 200, body: { items: items.map(feedbackItemBody) } };
  });
