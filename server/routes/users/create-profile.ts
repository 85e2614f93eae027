import { contract } from '../../../src/contract/contract';
import { requestSubjects, tooManyRequests } from '../../http/rate-limit';
import { SIGN_IN_RATE_LIMIT_MESSAGE, signInLimiter } from '../auth/sign-in-limit';
import type { RouteDeps } from '../deps';
import { signedInUser } from '../signed-in-user';
import { s } from '../ts-rest';
import { userBody } from './user-body';

/**
 * Creates the caller's profile from the verified token. The SPA calls it after every sign-up and Google login, so
 * it is idempotent: 201 the first time, 200 after. The body must name the token's own uid and email: a client
 * that disagrees with its token is confused or forging, and gets 403 rather than a profile for someone else.
 * Rate-limited per account with the other sign-in requests (../auth/sign-in-limit.ts).
 */
export const createProfile = (deps: RouteDeps) => {
  const { db } = deps;
  const limiter = signInLimiter(deps);
  return s.route(contract.users.createProfile, async ({ request, reply, body }) => {
    const caller = signedInUser(request);
    const slot = await limiter.take(requestSubjects(request, caller.uid));
    if (!slot.allowed) return tooManyRequests(reply, slot.retryAfterSeconds, SIGN_IN_RATE_LIMIT_MESSAGE);
    if (body.uid !== caller.uid || body.email !== caller.email?.toLowerCase()) {
      return {
        status: 403,
        body: { message: 'The uid and email must be those of the signed-in account.' },
      };
    }
    const created = await db
      .insertInto('users')
      .values({ firebaseUid: caller.uid, email: body.email, displayName: caller.name })
      .onConflict((conflict) => conflict.column('firebaseUid').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (created) return { status: 201, body: userBody(created) };
    const existing = await db
      .selectFrom('users')
      .selectAll()
      .where('firebaseUid', '=', caller.uid)
      .executeTakeFirstOrThrow();
    return { status: 200, body: userBody(existing) };
  });
};
