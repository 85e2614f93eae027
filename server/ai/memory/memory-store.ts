/**
 * What Doro remembers of earlier sessions, and the age band it adapts to (migration 008-memory). Summaries are
 * encrypted with the chat's data cipher, bound to the memory's own id, so a value copied into another row does not
 * decrypt. The tables are typed here, beside the only code that uses them.
 */
import { randomUUID } from 'node:crypto';
import { type Generated, type Kysely, type Selectable, sql } from 'kysely';
import type { AgeBand } from '../../../src/contract/chat-socket';
import type { DataCipher } from '../../chat/crypto';
import type { Database } from '../../db/schema';
import type { AgeGroup, Memory } from '../provider';

interface MemoriesTable {
  id: string;
  userId: string;
  sessionId: string;
  summaryCiphertext: Buffer;
  sessionStartedAt: Date;
  createdAt: Generated<Date>;
}

type MemoryTables = {
  memories: MemoriesTable;
  users: {
    id: string;
    ageBand: AgeBand | null;
    /** When the person turned memory across sessions on (migration 023); null: off, the default. */
    memoryConsentAt: Date | null;
  };
};

/** The person's consent to memory across sessions (issue 20: express consent, off until turned on). */
export interface PrivacyConsent {
  memoryConsentAt: Date | null;
}

export interface MemoryItem extends Memory {
  id: string;
  sessionId: string;
  createdAt: Date;
}

/** How many earlier sessions a new one starts from: enough for continuity, little enough to stay focused. */
export const memoriesPerSession = 5;

const associatedData = (id: string) => `memory:${id}`;

export function ageGroupOf(band: AgeBand | null | undefined): AgeGroup {
  return band === '18+' ? 'adult' : 'teen';
}

export function createMemoryStore(database: Kysely<Database>, cipher: DataCipher) {
  const db = database.withTables<MemoryTables>();

  const decrypt = (row: Selectable<MemoriesTable>): MemoryItem => ({
    id: row.id,
    sessionId: row.sessionId,
    summary: cipher.decrypt(row.summaryCiphertext, associatedData(row.id)),
    date: row.sessionStartedAt,
    createdAt: row.createdAt,
  });

  return {
    /**
     * Stores the summary of a finished session, only while the person has memory on; a second summary of the same
     * session is ignored. The user's row is read FOR SHARE, so a summary being stored as memory is turned off waits
     * for that, sees it off, and is not stored after the forgetting.
     */
    async remember(userId: string, sessionId: string, sessionStartedAt: Date, summary: string): Promise<boolean> {
      const id = randomUUID();
      const summaryCiphertext = cipher.encrypt(summary, associatedData(id));
      const result = await db
        .insertInto('memories')
        .columns(['id', 'userId', 'sessionId', 'sessionStartedAt', 'summaryCiphertext'])
        .expression(
          db
            .selectFrom('users')
            .select([
              sql<string>`${id}::uuid`.as('id'),
              'users.id as userId',
              sql<string>`${sessionId}::uuid`.as('sessionId'),
              sql<Date>`${sessionStartedAt}::timestamptz`.as('sessionStartedAt'),
              sql<Buffer>`${summaryCiphertext}::bytea`.as('summaryCiphertext'),
            ])
            .where('users.id', '=', userId)
            .where('users.memoryConsentAt', 'is not', null)
            .forShare(),
        )
        .onConflict((conflict) => conflict.column('sessionId').doNothing())
        .executeTakeFirst();
      return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },

    /** What sessions start from: newest first, and nothing while the person has memory off. */
    async list(userId: string, limit = 100): Promise<MemoryItem[]> {
      const rows = await db
        .selectFrom('memories')
        .innerJoin('users', 'users.id', 'memories.userId')
        .selectAll('memories')
        .where('memories.userId', '=', userId)
        .where('users.memoryConsentAt', 'is not', null)
        .orderBy('memories.sessionStartedAt', 'desc')
        .limit(limit)
        .execute();
      return rows.map(decrypt);
    },

    /** Everything stored, memory on or off (summaries kept before consent was asked): for the person to see and delete. */
    async stored(userId: string, limit = 100): Promise<MemoryItem[]> {
      const rows = await db
        .selectFrom('memories')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('sessionStartedAt', 'desc')
        .limit(limit)
        .execute();
      return rows.map(decrypt);
    },

    async consent(userId: string): Promise<PrivacyConsent | undefined> {
      return db.selectFrom('users').select(['memoryConsentAt']).where('id', '=', userId).executeTakeFirst();
    },

    /**
     * Turns memory on or off. Turning it off deletes everything remembered, in the same transaction; turning it on
     * again while on keeps the moment it was first turned on.
     */
    async setConsent(
      userId: string,
      memory: boolean,
      now = new Date(),
    ): Promise<{ consent: PrivacyConsent; forgotten: number } | undefined> {
      return db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('users')
          .select(['memoryConsentAt'])
          .where('id', '=', userId)
          .forUpdate()
          .executeTakeFirst();
        if (!current) return undefined;
        const consent: PrivacyConsent = { memoryConsentAt: memory ? (current.memoryConsentAt ?? now) : null };
        await trx.updateTable('users').set(consent).where('id', '=', userId).execute();
        let forgotten = 0;
        if (!memory) {
          const deleted = await trx.deleteFrom('memories').where('userId', '=', userId).executeTakeFirst();
          forgotten = Number(deleted.numDeletedRows);
        }
        return { consent, forgotten };
      });
    },

    /** The memory with its new words, or undefined when it is not the user's (or does not exist). */
    async edit(userId: string, memoryId: string, summary: string): Promise<MemoryItem | undefined> {
      const row = await db
        .updateTable('memories')
        .set({ summaryCiphertext: cipher.encrypt(summary, associatedData(memoryId)) })
        .where('id', '=', memoryId)
        .where('userId', '=', userId)
        .returningAll()
        .executeTakeFirst();
      return row ? decrypt(row) : undefined;
    },

    /** True when the memory was the user's and is gone now. */
    async forget(userId: string, memoryId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('memories')
        .where('id', '=', memoryId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async forgetAll(userId: string): Promise<number> {
      const result = await db.deleteFrom('memories').where('userId', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async ageBand(userId: string): Promise<AgeBand | null> {
      const row = await db.selectFrom('users').select('ageBand').where('id', '=', userId).executeTakeFirst();
      return row?.ageBand ?? null;
    },

    async setAgeBand(userId: string, ageBand: AgeBand): Promise<void> {
      await db.updateTable('users').set({ ageBand }).where('id', '=', userId).execute();
    },
  };
}

export type MemoryStore = ReturnType<typeof createMemoryStore>;
