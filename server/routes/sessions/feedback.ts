import { contract } from '../../../src/contract/contract';
import { storesFor } from '../../stores';
import type { RouteDeps } from '../deps';
import { s } from '../ts-rest';
import { callerProfile, sessionNotFound } from './caller-profile';

/** Sets or replaces the user's rating of a session; the comment is encrypted like everything else they write. */
export const feedback = (deps: RouteDeps) =>
  s.route(contract.sessions.feedback, async ({ request, params, body }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const session = await deps.chat.store.sessionOf(caller.user.id, params.sessionId);
    if (!session) return sessionNotFound;
    const saved = await storesFor(deps).feedback.rateSession(
      session.id,
      body.rating,
      body.comment ? body.comment : null,
    );
    return {
      status: 200,
      body: { rating: saved.rating, comment: saved.comment, createdAt: saved.createdAt.toISOString() },
    };
  });
