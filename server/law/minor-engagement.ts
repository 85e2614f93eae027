/**
 * No streaks, counters or reward language for people under 18 (issue 20; Oregon SB 1546 and Washington HB 2225 from
 * 2027-01-01, and Doro's own policy now): the server keeps and sends no challenge progress (days ticked, a count of
 * them, the next day to do) to someone it knows to be under 18, and refuses to store any. The page shows the
 * practices without boxes, counts or praise when the server says so.
 *
 * What the server knows of age is the band confirmed at sign-up and sent when a session starts (migration 008):
 * '13-17' is a minor. Until the jurisdiction table decides it per place, it applies to every minor.
 */
import type { Kysely } from 'kysely';
import type { AgeBand } from '../../src/contract/chat-socket';
import type { Database } from '../db/schema';

export const engagementWithheldMessage =
  'Doro keeps no streaks, counts or progress for people under 18: every practice is there to try, any day, with nothing to keep up.';

export function engagementRewardsWithheld(ageBand: AgeBand | null): boolean {
  return ageBand === '13-17';
}

type AgeTables = {
  users: { id: string; firebaseUid: string; ageBand: AgeBand | null };
};

/** The caller's age band, or undefined when they have no profile. */
export async function ageBandOf(db: Kysely<Database>, firebaseUid: string): Promise<AgeBand | null | undefined> {
  const row = await db
    .withTables<AgeTables>()
    .selectFrom('users')
    .select('users.ageBand')
    .where('users.firebaseUid', '=', firebaseUid)
    .executeTakeFirst();
  return row ? row.ageBand : undefined;
}
