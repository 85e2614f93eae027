/**
 * The users table as the profile routes read and write it: each change names the account by its Firebase uid (from
 * the verified token, never from the request) and returns the row as it is afterwards, or undefined when that
 * account has no profile.
 */
import type { Kysely } from 'kysely';
import type { AgeBand, Directiveness } from '../../src/contract/chat-socket';
import type { UiLocale } from '../../src/contract/users';
import type { Database, UserRow } from '../db/schema';

/** A new profile: who it is, and what sign-up said of where they live, their age and a guardian's consent. */
export interface NewProfile {
  uid: string;
  email: string;
  displayName: string | null;
  place?: { country: string | null; region: string | null };
  ageBand?: AgeBand;
  /** The interface language chosen before sign-up (decision 033). */
  locale?: UiLocale;
  /** Stored with the profile, in the same transaction, when the place's law asks it for that age. */
  guardianConsent?: {
    guardianName: string;
    guardianEmail: string;
    attestation: string;
    jurisdiction: string;
    underAge: number;
    attestedAt: Date;
  };
}

export type { UserRow } from '../db/schema';

export function createUserStore(db: Kysely<Database>) {
  const update = (uid: string, change: Partial<Pick<UserRow, 'email' | 'displayName' | 'directiveness' | 'locale'>>) =>
    db
      .updateTable('users')
      .set({ ...change, updatedAt: new Date() })
      .where('firebaseUid', '=', uid)
      .returningAll()
      .executeTakeFirst();

  return {
    /**
     * Creates the account's profile, with its age band and guardian consent, in one transaction; undefined when the
     * account already has one (nothing is written then).
     */
    createProfile: (profile: NewProfile, now: Date): Promise<UserRow | undefined> =>
      db.transaction().execute(async (trx) => {
        const { place } = profile;
        const row = await trx
          .insertInto('users')
          .values({
            firebaseUid: profile.uid,
            email: profile.email,
            displayName: profile.displayName,
            ...(place ? { country: place.country, region: place.region, placeAnsweredAt: now } : {}),
            ...(profile.locale ? { locale: profile.locale } : {}),
          })
          .onConflict((conflict) => conflict.column('firebaseUid').doNothing())
          .returningAll()
          .executeTakeFirst();
        if (row && profile.ageBand !== undefined) {
          await trx.updateTable('users').set({ ageBand: profile.ageBand }).where('id', '=', row.id).execute();
        }
        if (row && profile.guardianConsent) {
          await trx
            .insertInto('guardianConsents')
            .values({ userId: row.id, ...profile.guardianConsent })
            .execute();
        }
        return row;
      }),

    findByUid: (uid: string): Promise<UserRow | undefined> =>
      db.selectFrom('users').selectAll().where('firebaseUid', '=', uid).executeTakeFirst(),

    /** The identity provider's email changed (the verified token carries the new one): the profile follows it. */
    setEmail: (uid: string, email: string) => update(uid, { email }),

    setName: (uid: string, displayName: string) => update(uid, { displayName }),

    setDirectiveness: (uid: string, directiveness: Directiveness) => update(uid, { directiveness }),

    /** The interface language the person chose with the switch (decision 033). */
    setLocale: (uid: string, locale: UiLocale) => update(uid, { locale }),

    /** Where the person lives (both null: "I'd rather not say"); either way the question has been answered. */
    setPlace: (uid: string, country: string | null, region: string | null, now: Date) =>
      db
        .updateTable('users')
        .set({ country, region, placeAnsweredAt: now, updatedAt: now })
        .where('firebaseUid', '=', uid)
        .returningAll()
        .executeTakeFirst(),

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
