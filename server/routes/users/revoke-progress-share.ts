import { contract } from '../../../src/contract/contract';
import { billingDb } from '../../billing/schema';
import type { RouteDeps } from '../deps';
import { callerProfile } from '../sessions/caller-profile';
import { s } from '../ts-rest';

/** Revokes one of the user's progress links; someone else's link is as absent as one that never existed. */
export const revokeProgressShare = (deps: RouteDeps) =>
  s.route(contract.users.revokeProgressShare, async ({ request, params }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    const db = billingDb(deps.db);
    const row = await db
      .updateTable('progressShares')
      .set({ revokedAt: new Date() })
      .where('id', '=', params.shareId)
      .where('userId', '=', caller.user.id)
      .where('revokedAt', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!row) {
      const exists = await db
        .selectFrom('progressShares')
        .select('id')
        .where('id', '=', params.shareId)
        .where('userId', '=', caller.user.id)
        .executeTakeFirst();
      // Revoking twice is not an error: the link is revoked either way.
      if (!exists)
        return {
          status: 404,
          body: { message: 'That progress link was not found.' },
        };
    }
    return { status: 204, body: undefined };
  });
