/**
 * The users table as the profile routes read and write it: each change names the account by its Firebase uid (from
 * the verified token, never from the request) and returns the row as it is afterwards, or undefined when that
 * account has no profile.
 */
import type { Kysely } from 'kysely';
import type { Directiveness } from '../../src/contract/chat-socket';
import type { Database, UserRow } from '../db/schema';

export type { UserRow } from '../db/schema';

export function createUserStore(db: Kysely<Database>) {
  const update = (uid: string, change: Partial<Pick<UserRow, 'email' | 'displayName' | 'directiveness'>>) =>
    db
      .updateTable('users')
      .set({ ...change, updatedAt: new Date() })
      .where('firebaseUid', '=', uid)
      .returningAll()
      .executeTakeFirst();

  return {
    findByUid: (uid: string): Promise<UserRow | undefined> =>
      db.selectFrom('users').selectAll().where('firebaseUid', '=', uid).executeTakeFirst(),

    /** The identity provider's email changed (the verified token carries the new one): the profile follows it. */
    setEmail: (uid: string, email: string) => update(uid, { email }),

    setName: (uid: string, displayName: string) => update(uid, { displayName }),

    setDirectiveness: (uid: string, directiveness: Directiveness) => update(uid, { directiveness }),

    /** Records the disclaimer's acceptance; accepting again keeps the first date. */
    acceptDisclaimer: (uid: string): Promise<UserRow | undefined> =>
      db
        .updateTable('users')
        .set((eb) => ({
          disclaimerAcceptedAt: eb.fn.coalesce('disclaimerAcceptedAt', eb.val(new Date())),
          updatedAt: new Date(),
        }))
        .where('firebaseUid', '=', uid)
        .returningAll()
        .executeTakeFirst(),

    /**
     * Deletes the account's row (users cascades to every table with a user_id), then runs `alsoBeforeCommit` inside
     * the same transaction: when it throws, the row is kept.
     */
    async deleteAccount(userId: string, alsoBeforeCommit: () => Promise<void>): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('users').where('id', '=', userId).execute();
        await alsoBeforeCommit();
      });
    },
  };
}

export type UserStore = ReturnType<typeof createUserStore>;
