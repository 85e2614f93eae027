import { contract } from '../../../src/contract/contract';
import type { RouteDeps } from '../deps';
import { signedInUser } from '../signed-in-user';
import { s } from '../ts-rest';
import { readProfile } from './read-profile';
import { noProfileMessage } from './user-body';

export const name = (deps: RouteDeps) =>
  s.route(contract.users.name, async ({ request }) => {
    const profile = await readProfile(deps, signedInUser(request).uid);
    if (!profile) return { status: 404, body: { message: noProfileMessage } };
    return { status: 200, body: { name: profile.name } };
  });
