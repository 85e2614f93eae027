import { contract } from '../../../src/contract/contract';
import type { RouteDeps } from '../deps';
import { signedInUser } from '../signed-in-user';
import { s } from '../ts-rest';
import { noProfileMessage, userBody } from './user-body';

export const me = ({ db }: RouteDeps) =>
  s.route(contract.users.me, async ({ request }) => {
    const { uid } = signedInUser(request);
    const row = await db.selectFrom('users').selectAll().where('firebaseUid', '=', uid).executeTakeFirst();
    if (!row) return { status: 404, body: { message: noProfileMessage } };
    return { status: 200, body: userBody(row) };
  });
