import type { User } from '../../../src/contract/users';
import type { UserRow } from '../../users/user-store';

export function userBody(row: UserRow): User {
  return {
    uid: row.firebaseUid,
    email: row.email,
    name: row.displayName,
    createdAt: row.createdAt.toISOString(),
    disclaimerAcceptedAt: row.disclaimerAcceptedAt?.toISOString() ?? null,
    directiveness: row.directiveness,
    country: row.country,
    region: row.region,
    placeAnsweredAt: row.placeAnsweredAt?.toISOString() ?? null,
    locale: row.locale,
  };
}

export const noProfileMessage = 'You have no Doro profile yet: create it with POST /api/users/me/.';
