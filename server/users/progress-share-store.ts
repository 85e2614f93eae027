/**
 * Progress links (migration 007's progress_shares): who made them, what they show, until when. Only the token's hash
 * is stored; a link is found by that hash, and only while it is neither revoked nor expired.
 */
import type { Kysely } from 'kysely';
import type { Database, ProgressShareRow } from '../db/schema';

export type { ProgressShareRow } from '../db/schema';

export function createProgressShareStore(db: Kysely<Database>) {
  return {
    /** How many of the user's links still open something at `now`. */
    async liveCount(userId: string, now: Date): Promise<number> {
      const row = await db
        .selectFrom('progressShares')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('userId', '=', userId)
        .where('revokedAt', 'is', null)
        .where('expiresAt', '>', now)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    create: (link: {
      userId: string;
      tokenHash: Buffer;
      include: ProgressShareRow['include'];
      expiresAt: Date;
    }): Promise<ProgressShareRow> =>
      db.insertInto('progressShares').values(link).returningAll().executeTakeFirstOrThrow(),

    /** Newest first, revoked and expired ones included. */
    listOf: (userId: string): Promise<ProgressShareRow[]> =>
      db.selectFrom('progressShares').selectAll().where('userId', '=', userId).orderBy('createdAt', 'desc').execute(),

    /** Revokes one of the user's links: false when the user has no such link (revoking twice is still true). */
    async revoke(userId: string, shareId: string): Promise<boolean> {
      const revoked = await db
        .updateTable('progressShares')
        .set({ revokedAt: new Date() })
        .where('id', '=', shareId)
        .where('userId', '=', userId)
        .where('revokedAt', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (revoked) return true;
      const exists = await db
        .selectFrom('progressShares')
        .select('id')
        .where('id', '=', shareId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return exists !== undefined;
    },

    /** The link whose token hashes to this, while it is neither revoked nor expired. */
    findLive: (tokenHash: Buffer, now: Date): Promise<ProgressShareRow | undefined> =>
      db
        .selectFrom('progressShares')
        .selectAll()
        .where('tokenHash', '=', tokenHash)
        .where('revokedAt', 'is', null)
        .where('expiresAt', '>', now)
        .executeTakeFirst(),
  };
}

export type ProgressShareStore = ReturnType<typeof createProgressShareStore>;
