/**
 * Each person's safety plan (migration 013-safety-plans). The plan is one JSON value encrypted with the chat's data
 * cipher, bound to the user's id (the row's key), so a value copied into another person's row does not decrypt.
 */
import type { Kysely, Selectable } from 'kysely';
import type { SafetyPlanSections } from '../../src/contract/safety-plan';
import type { DataCipher } from '../chat/crypto';
import type { Database, SafetyPlansTable } from '../db/schema';

export interface StoredSafetyPlan {
  sections: SafetyPlanSections;
  createdAt: Date;
  updatedAt: Date;
}

const associatedData = (userId: string) => `safety-plan:${userId}`;

export function createSafetyPlanStore(db: Kysely<Database>, cipher: DataCipher) {
  const decrypt = (row: Selectable<SafetyPlansTable>): StoredSafetyPlan => ({
    sections: JSON.parse(cipher.decrypt(row.planCiphertext, associatedData(row.userId))) as SafetyPlanSections,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  });

  return {
    async read(userId: string): Promise<StoredSafetyPlan | null> {
      const row = await db.selectFrom('safetyPlans').selectAll().where('userId', '=', userId).executeTakeFirst();
      return row ? decrypt(row) : null;
    },

    /** Writes the whole plan, replacing the one before. */
    async save(userId: string, sections: SafetyPlanSections): Promise<StoredSafetyPlan> {
      const planCiphertext = cipher.encrypt(JSON.stringify(sections), associatedData(userId));
      const row = await db
        .insertInto('safetyPlans')
        .values({ userId, planCiphertext })
        .onConflict((conflict) => conflict.column('userId').doUpdateSet({ planCiphertext, updatedAt: new Date() }))
        .returning(['createdAt', 'updatedAt'])
        .executeTakeFirstOrThrow();
      return { sections, ...row };
    },

    /** True when there was a plan and it is gone now. */
    async remove(userId: string): Promise<boolean> {
      const result = await db.deleteFrom('safetyPlans').where('userId', '=', userId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type SafetyPlanStore = ReturnType<typeof createSafetyPlanStore>;
