import type { User } from '../../../src/contract/users';
import type { RouteDeps } from '../deps';
import { userBody } from './user-body';

/** The caller's profile, from this instance's profile cache when it may serve (server/users/profile-cache.ts). */
export const readProfile = (
  { db, profiles }: Pick<RouteDeps, 'db' | 'profiles'>,
  uid: string,
): Promise<User | undefined> =>
  profiles.read(uid, async () => {
    const row = await db.selectFrom('users').selectAll().where('firebaseUid', '=', uid).executeTakeFirst();
    return row && userBody(row);
  });
