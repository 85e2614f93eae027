import { contract } from '../../../src/contract/contract';
import type { RouteDeps } from '../deps';
import { signedInUser } from '../signed-in-user';
import { s } from '../ts-rest';
import { userBody } from './user-body';

/**
 * Creates the caller's profile from the verified token. The SPA calls it after every sign-up and Google login, so
 * it is idempotent: 201 the first time, 200 after. The body must name the token's own uid and email: a client
 * that disagrees with its token is confused or forging, and gets 403 rather than a profile for someone else.
 */
export const createProfile = ({ db }: RouteDeps) =>
  s.route(contract.users.createProfile, async ({ request, body }) => {
    const caller = signedInUser(request);
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
