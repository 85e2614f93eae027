import { contract } from '../../../src/contract/contract';
import { storesFor } from '../../stores';
import type { RouteDeps } from '../deps';
import { signedInUser } from '../signed-in-user';
import { s } from '../ts-rest';
import { noProfileMessage, userBody } from './user-body';

/** Saves the directiveness chosen outside a session; a session start saves its own choice too (chat-store.ts). */
export const setDirectiveness = (deps: RouteDeps) =>
  s.route(contract.users.setDirectiveness, async ({ request, body }) => {
    const row = await storesFor(deps).users.setDirectiveness(signedInUser(request).uid, body.directiveness);
    if (!row) return { status: 404, body: { message: noProfileMessage } };
    return { status: 200, body: userBody(row) };
  });
