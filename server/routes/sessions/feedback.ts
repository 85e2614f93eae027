import { contract } from '../../../src/contract/contract';
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
    const comment = body.comment ? body.comment : null;
    const commentCiphertext = comment ? deps.chat.cipher.encrypt(comment, session.id) : null;
    const row = await deps.db
      .insertInto('sessionFeedback')
      .values({ sessionId: session.id, rating: body.rating, commentCiphertext })
      .onConflict((conflict) =>
        conflict.column('sessionId').doUpdateSet({ rating: body.rating, commentCiphertext, updatedAt: new Date() }),
      )
      .returning(['rating', 'createdAt'])
      .executeTakeFirstOrThrow();
    return { status: 200, body: { rating: row.rating, comment, createdAt: row.createdAt.toISOString() } };
  });
