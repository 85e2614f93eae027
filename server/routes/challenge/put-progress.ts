import { sql } from 'kysely';
import { contract } from '../../../src/contract/contract';
import type { RouteDeps } from '../deps';
import { signedInUser } from '../signed-in-user';
import { s } from '../ts-rest';
import { ageBandOf, engagementRewardsWithheld, engagementWithheldMessage } from '../../law/minor-engagement';
import { noProfileMessage } from '../users/user-body';
import { challengeDb, progressBody } from './table';

/** Replaces the caller's challenge progress with the set sent (the contract has checked each day and no repeats). */
export const putProgress = ({ db }: RouteDeps) =>
  s.route(contract.challenge.putProgress, async ({ request, body }) => {
    const completedDays = body.completedDays.toSorted((a, b) => a - b);
    // Nothing is kept for someone under 18: refused before anything is written.
    if (engagementRewardsWithheld((await ageBandOf(db, signedInUser(request).uid)) ?? null)) {
      return { status: 403, body: { message: engagementWithheldMessage } };
    }
    const row = await challengeDb(db)
      .insertInto('challengeProgress')
      .columns(['userId', 'completedDays'])
      .expression((eb) =>
        eb
          .selectFrom('users')
          .select(['users.id', sql<number[]>`${completedDays}::smallint[]`.as('completedDays')])
          .where('users.firebaseUid', '=', signedInUser(request).uid),
      )
      .onConflict((conflict) =>
        conflict.column('userId').doUpdateSet((eb) => ({
          completedDays: eb.ref('excluded.completedDays'),
          updatedAt: new Date(),
        })),
      )
      .returning(['completedDays', 'updatedAt'])
      .executeTakeFirst();
    // Nothing inserted: the select found no profile for this account.
    if (!row) return { status: 404, body: { message: noProfileMessage } };
    return { status: 200, body: progressBody(row) };
  });
