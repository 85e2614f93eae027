import { contract } from '../../../src/contract/contract';
import { storesFor } from '../../stores';
import type { RouteDeps } from '../deps';
import { signedInUser } from '../signed-in-user';
import { s } from '../ts-rest';
import { noProfileMessage, userBody } from './user-body';

/**
 * Saves where the person lives (issue 20), from /profile or the one-time question after sign-in: both null is
 * "I'd rather not say", which the duty table reads as unknown (the strictest duties). Either way the question has
 * been answered and is not asked again.
 */
export const setPlace = (deps: RouteDeps) =>
  s.route(contract.users.setPlace, async ({ request, body }) => {
    const row = await storesFor(deps).users.setPlace(signedInUser(request).uid, body.country, body.region, new Date());
    if (!row) return { status: 404, body: { message: noProfileMessage } };
    return { status: 200, body: userBody(row) };
  });
