/**
 * What Doro remembers of earlier sessions, and the age band it adapts to (migration 008-memory). Summaries are
 * encrypted with the chat's data cipher, bound to the memory's own id, so a value copied into another row does not
 * decrypt. The tables are typed here, beside the only code that uses them.
 */
import { randomUUID } from 'node:crypto';
import type { Generated, Kysely, Selectable } from 'kysely';
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
  users: { id: string; ageBand: AgeBand | null };
};

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
    /** Stores the summary of a finished session; a second summary of the same session is ignored. */
    async remember(userId: string, sessionId: string, sessionStartedAt: Date, summary: string): Promise<void> {
      const id = randomUUID();
      await db
        .insertInto('memories')
        .values({
          id,
          userId,
          sessionId,
          sessionStartedAt,
          summaryCiphertext: cipher.encrypt(summary, associatedData(id)),
        })
        .onConflict((conflict) => conflict.column('sessionId').doNothing())
        .execute();
    },

    /** Newest first. */
    async list(userId: string, limit = 100): Promise<MemoryItem[]> {
      const rows = await db
        .selectFrom('memories')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('sessionStartedAt', 'desc')
        .limit(limit)
        .execute();
      return rows.map(decrypt);
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
