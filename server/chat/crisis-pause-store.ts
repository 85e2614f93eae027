/**
 * Crisis pauses in PostgreSQL (migration 024): which user message paused a session, how urgent it was, when, and when
 * the person chose to go on. No words. Also what the crisis interruption duty of a person depends on: their place and
 * age band (server/law/jurisdictions.ts, dutiesFor).
 */
import { sql, type Kysely } from 'kysely';
import type { AgeBand } from '../../src/contract/chat-socket';
import type { Database } from '../db/schema';
import type { Where } from '../law/jurisdictions';

export interface CrisisPause {
  seq: number;
  level: 'urgent' | 'imminent';
}

export function createCrisisPauseStore(db: Kysely<Database>) {
  return {
    /** The pause holding the session, if one does. */
    async holding(sessionId: string): Promise<CrisisPause | undefined> {
      return db
        .selectFrom('crisisPauses')
        .select(['seq', 'level'])
        .where('sessionId', '=', sessionId)
        .where('wentOnAt', 'is', null)
        .executeTakeFirst();
    },

    /** Whether user message `seq` ever paused the session (holding or gone on from). */
    async paused(sessionId: string, seq: number): Promise<boolean> {
      const row = await db
        .selectFrom('crisisPauses')
        .select('seq')
        .where('sessionId', '=', sessionId)
        .where('seq', '=', seq)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Pauses the session at user message `seq`; false when a pause already holds it or `seq` paused it before. */
    async begin(sessionId: string, userId: string, pause: CrisisPause): Promise<boolean> {
      const result = await db
        .insertInto('crisisPauses')
        .values({ sessionId, userId, seq: pause.seq, level: pause.level })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** The person chose to go on from the pause of user message `seq`; false when no such pause holds. */
    async goOn(sessionId: string, seq: number): Promise<boolean> {
      const result = await db
        .updateTable('crisisPauses')
        .set({ wentOnAt: sql<Date>`now()` })
        .where('sessionId', '=', sessionId)
        .where('seq', '=', seq)
        .where('wentOnAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Where the person lives and their age band, as the jurisdiction table reads them. */
    async dutyPerson(userId: string): Promise<{ ageBand: AgeBand | null; where: Where }> {
      const row = await db
        .selectFrom('users')
        .select(['ageBand', 'country', 'region'])
        .where('id', '=', userId)
        .executeTakeFirst();
      return { ageBand: row?.ageBand ?? null, where: { country: row?.country, region: row?.region } };
    },
  };
}

export type CrisisPauseStore = ReturnType<typeof createCrisisPauseStore>;
