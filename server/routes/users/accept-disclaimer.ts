import { contract } from '../../../src/contract/contract';
import { DISCLAIMER_VERSION } from '../../../src/contract/users';
import { storesFor } from '../../stores';
import type { RouteDeps } from '../deps';
import { signedInUser } from '../signed-in-user';
import { s } from '../ts-rest';
import { noProfileMessage, userBody } from './user-body';

/**
 * Records that the user accepted the medical disclaimer. Only the current version counts: accepting an old text
 * (a stale tab) is refused, so the user reads what is in force. Accepting again keeps the first date.
 */
export const acceptDisclaimer = (deps: RouteDeps) =>
  s.route(contract.users.acceptDisclaimer, async ({ request, body }) => {
    if (body.version !== DISCLAIMER_VERSION) {
      return {
        status: 400,
        body: { message: `The disclaimer has changed (version ${DISCLAIMER_VERSION}). Please read it again.` },
      };
    }
    const row = await storesFor(deps).users.acceptDisclaimer(signedInUser(request).uid);
    if (!row) return { status: 404, body: { message: noProfileMessage } };
    return { status: 200, body: userBody(row) };
  });
