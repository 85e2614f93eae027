import { contract } from '../../../src/contract/contract';
import { storesFor } from '../../stores';
import type { RouteDeps } from '../deps';
import { callerProfile } from '../sessions/caller-profile';
import { s } from '../ts-rest';

/** Revokes one of the user's progress links; someone else's link is as absent as one that never existed. */
export const revokeProgressShare = (deps: RouteDeps) =>
  s.route(contract.users.revokeProgressShare, async ({ request, params }) => {
    const caller = await callerProfile(deps, request);
    if (!('user' in caller)) return caller;
    // Revoking twice is not an error: the link is revoked either way.
    if (!(await storesFor(deps).progressShares.revoke(caller.user.id, params.shareId))) {
      return { status: 404, body: { message: 'That progress link was not found.' } };
    }
    return { status: 204, body: undefined };
  });
