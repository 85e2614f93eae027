import { contract } from '../../../src/contract/contract';
import { storesFor } from '../../stores';
import type { RouteDeps } from '../deps';
import { signedInUser } from '../signed-in-user';
import { s } from '../ts-rest';
import { noProfileMessage, userBody } from './user-body';

/** Saves the interface language the person chose with the switch (issue 21, decision 033). */
export const setLocale = (deps: RouteDeps) =>
  s.route(contract.users.setLocale, async ({ request, body }) => {
    const row = await storesFor(deps).users.setLocale(signedInUser(request).uid, body.locale);
    if (!row) return { status: 404, body: { message: noProfileMessage } };
    return { status: 200, body: userBody(row) };
  });
