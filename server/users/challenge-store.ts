/**
 * Each person's challenge progress (migration 009: one row per user who has changed it), read and written by the
 * account's Firebase uid. Every read also says the person's age band, since someone under 18 is kept no progress
 * (server/law/minor-engagement.ts).
 */
import { sql, type Kysely } from 'kysely';
import type { AgeBand } from '../../src/contract/chat-socket';
import type { Database } from '../db/schema';
import type { Where } from '../law/jurisdictions';
import { dutyPersonOf } from '../law/minor-engagement';

export interface StoredProgress {
  completedDays: number[];
  updatedAt: Date;
}

export function createChallengeStore(db: Kysely<Database>) {
  return {
    /** The account's age band, place and progress (none when not started); undefined when it has no profile. */
    async progressOf(
      uid: string,
    ): Promise<{ ageBand: AgeBand | null; where: Where; progress?: StoredProgress } | undefined> {
      const row = await db
        .selectFrom('users')
        .leftJoin('challengeProgress', 'challengeProgress.userId', 'users.id')
        .select([
          'users.id',
          'users.ageBand',
          'users.country',
          'users.region',
          'challengeProgress.completedDays',
          'challengeProgress.updatedAt',
        ])
        .where('users.firebaseUid', '=', uid)
        .executeTakeFirst();
      if (!row) return undefined;
      const { ageBand, country, region, completedDays, updatedAt } = row;
      const where = { country, region };
      return completedDays && updatedAt
        ? { ageBand, where, progress: { completedDays, updatedAt } }
        : { ageBand, where };
    },

    /** The account's age band and place, which its duties depend on; undefined when it has no profile. */
    personOf: (uid: string) => dutyPersonOf(db, uid),

    /** Replaces the account's progress with these days; undefined when it has no profile (nothing written). */
    replace: (uid: string, completedDays: number[]): Promise<StoredProgress | undefined> =>
      db
        .insertInto('challengeProgress')
        .columns(['userId', 'completedDays'])
        .expression((eb) =>
          eb
            .selectFrom('users')
            .select(['users.id', sql<number[]>`${completedDays}::smallint[]`.as('completedDays')])
            .where('users.firebaseUid', '=', uid),
        )
        .onConflict((conflict) =>
          conflict.column('userId').doUpdateSet((eb) => ({
            completedDays: eb.ref('excluded.completedDays'),
            updatedAt: new Date(),
          })),
        )
        .returning(['completedDays', 'updatedAt'])
        .executeTakeFirst(),
  };
}

export type ChallengeStore = ReturnType<typeof createChallengeStore>;
