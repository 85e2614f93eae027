import { sql } from 'kysely';
import { contract } from '../../../src/contract/contract';
import type { RouteDeps } from '../deps';
import { signedInUser } from '../signed-in-user';
import { s } from '../ts-rest';
import { noProfileMessage } from '../users/user-body';
import { challengeDb, progressBody } from './table';

/** Replaces the caller's challenge progress with the set sent (the contract has checked each day and no repeats). */
export const putProgress = ({ db }: RouteDeps) =>
  s.route(contract.challenge.putProgress, async ({ request, body }) => {
    const completedDays = body.completedDays.toSorted((a, b) => a - b);
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
