import { contract } from '../../../src/contract/contract';
import type { RouteDeps } from '../deps';
import { signedInUser } from '../signed-in-user';
import { s } from '../ts-rest';
import { noProfileMessage } from './user-body';

export const name = ({ db }: RouteDeps) =>
  s.route(contract.users.name, async ({ request }) => {
    const { uid } = signedInUser(request);
    const row = await db.selectFrom('users').select('displayName').where('firebaseUid', '=', uid).executeTakeFirst();
    if (!row) return { status: 404, body: { message: noProfileMessage } };
    return { status: 200, body: { name: row.displayName } };
  });
