import { contract } from '../../../src/contract/contract';
import { storesFor } from '../../stores';
import type { RouteDeps } from '../deps';
import { signedInUser } from '../signed-in-user';
import { s } from '../ts-rest';
import { noProfileMessage, userBody } from './user-body';

/**
 * Sets the caller's display name (the contract has trimmed it and checked its length, so a bad name never gets
 * here). Only the caller's own row can change: the uid comes from the verified token, never from the request.
 */
export const setName = (deps: RouteDeps) =>
  s.route(contract.users.setName, async ({ request, body }) => {
    const row = await storesFor(deps).users.setName(signedInUser(request).uid, body.name);
    if (!row) return { status: 404, body: { message: noProfileMessage } };
    return { status: 200, body: userBody(row) };
  });
