import type { User } from '../../../src/contract/users';
import { storesFor } from '../../stores';
import type { RouteDeps } from '../deps';
import { userBody } from './user-body';

/** The caller's profile, from this instance's profile cache when it may serve (server/users/profile-cache.ts). */
export const readProfile = (deps: RouteDeps, uid: string): Promise<User | undefined> =>
  deps.profiles.read(uid, async () => {
    const row = await storesFor(deps).users.findByUid(uid);
    return row && userBody(row);
  });
