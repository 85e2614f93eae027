import { contract } from '../../../src/contract/contract';
import { storesFor } from '../../stores';
import type { RouteDeps } from '../deps';
import { signedInUser } from '../signed-in-user';
import { s } from '../ts-rest';
import { readProfile } from './read-profile';
import { noProfileMessage, userBody } from './user-body';

export const me = (deps: RouteDeps) =>
  s.route(contract.users.me, async ({ request }) => {
    const caller = signedInUser(request);
    const profile = await readProfile(deps, caller.uid);
    if (!profile) return { status: 404, body: { message: noProfileMessage } };
    // The person changed their email with the identity provider (on /profile, confirmed through the link it
    // mailed): the verified token carries the new address, and the profile follows it.
    const tokenEmail = caller.email?.toLowerCase();
    if (tokenEmail && tokenEmail !== profile.email) {
      const row = await storesFor(deps).users.setEmail(caller.uid, tokenEmail);
      if (row) return { status: 200, body: userBody(row) };
    }
    return { status: 200, body: profile };
  });
