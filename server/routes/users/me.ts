import { contract } from '../../../src/contract/contract';
import type { RouteDeps } from '../deps';
import { signedInUser } from '../signed-in-user';
import { s } from '../ts-rest';
import { noProfileMessage, userBody } from './user-body';

export const me = ({ db, profiles }: RouteDeps) =>
  s.route(contract.users.me, async ({ request }) => {
    const { uid } = signedInUser(request);
    const profile = await profiles.read(uid, async () => {
      const row = await db.selectFrom('users').selectAll().where('firebaseUid', '=', uid).executeTakeFirst();
      return row && userBody(row);
    });
    if (!profile) return { status: 404, body: { message: noProfileMessage } };
    return { status: 200, body: profile };
  });
