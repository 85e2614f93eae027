/**
 * No streaks, counters or reward language for people under 18 where the jurisdiction table says so (issue 20;
 * Oregon SB 1546 and Washington HB 2225 from 2027-01-01; a place not known gets every rule in force anywhere): the
 * server keeps and sends no challenge progress (days ticked, a count of them, the next day to do) to such a person,
 * and refuses to store any. The page shows the practices without boxes, counts or praise when told so.
 *
 * What the server knows of age is the band confirmed at sign-up and sent when a session starts (migration 008);
 * the table treats '13-17' and an unknown age as a minor.
 */
import type { Kysely } from 'kysely';
import type { AgeBand } from '../../src/contract/chat-socket';
import type { Database } from '../db/schema';
import { dutiesFor, type Where } from './jurisdictions';
import { lawNow } from './law-clock';

export const engagementWithheldMessage =
  'Doro keeps no streaks, counts or progress for people under 18: every practice is there to try, any day, with nothing to keep up.';

/** Whether the table withholds streaks, counts and rewards from this person now (or at `at`). */
export function engagementRewardsWithheld(ageBand: AgeBand | null, where: Where = {}, at: Date = lawNow()): boolean {
  return dutiesFor({ ...where, age: ageBand, at }).noEngagementRewards;
}

/** What the duties of the caller depend on (age band and place), or undefined when they have no profile. */
export async function dutyPersonOf(
  db: Kysely<Database>,
  firebaseUid: string,
): Promise<{ ageBand: AgeBand | null; where: Where } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['users.ageBand', 'users.country', 'users.region'])
    .where('users.firebaseUid', '=', firebaseUid)
    .executeTakeFirst();
  return row ? { ageBand: row.ageBand, where: { country: row.country, region: row.region } } : undefined;
}
